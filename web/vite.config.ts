/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import type { Plugin, PluginOption, UserConfig } from 'vite';
import { graphqlDocuments } from './vite/graphqlDocuments.js';
import { primereactUnused } from './vite/primereactUnused.js';

/**
 * Packages are loaded by name at run time: the root lint config's import-x rules have no
 * resolver for packages like vite, and crash when this file imports them statically.
 */
const REACT_PLUGIN = '@vitejs/plugin-react';
const VITE = 'vite';

/**
 * The lara-light-indigo theme's primary (#6366F1) is 4.46:1 on white, just under WCAG AA,
 * and the theme ships a 338 KB Inter font. Darken the indigo one step (primary #4F46E5,
 * hover #4338CA, both AA with white text) and use the system font instead.
 */
const SYSTEM_FONT =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';

function accessiblePrimeTheme(): Plugin {
  return {
      name: 'vigia:accessible-prime-theme',
      enforce: 'pre',
      transform(code, id) {
        if (!/primereact\/resources\/themes\/lara-light-indigo\/theme\.css/.test(id)) return null;
        const out = code
          .replace(/#4338CA/gi, '#3730A3')
          .replace(/#4F46E5/gi, '#4338CA')
          .replace(/#6366F1/gi, '#4F46E5')
          .replace(/rgba\(99,\s*102,\s*241,/g, 'rgba(79, 70, 229,')
          .replace(/@font-face\s*\{[^}]*\}/g, '')
          .replace(/"Inter var",\s*sans-serif/g, SYSTEM_FONT);
        return { code: out, map: null };
      },
    };
  }

  export default async function viteConfig(): Promise<UserConfig> {
    const { default: react } = (await import(REACT_PLUGIN)) as { default: () => PluginOption };
    const { defaultClientConditions } = (await import(VITE)) as { defaultClientConditions: string[] };
    return {
    plugins: [
      accessiblePrimeTheme(),
      primereactUnused(fileURLToPath(new URL('./src/lib/primereactUnused.ts', import.meta.url))),
      graphqlDocuments(fileURLToPath(new URL('./src/gql', import.meta.url))),
      react(),
    ],
    resolve: {
      // rxjs (Apollo's observables) ships ES5 classes by default; its ES2015 build is smaller.
      conditions: [...defaultClientConditions, 'es2015'],
    },
    server: {
      port: 5173,
      proxy: { '/graphql': { target: 'http://localhost:4000', changeOrigin: false } },
    },
    build: {
      outDir: 'dist',
      sourcemap: false,
      reportCompressedSize: true,
    },
    test: {
      environment: 'jsdom',
      globals: true,
      setupFiles: ['./src/test/setup.ts'],
      css: false,
      include: ['src/**/*.test.{ts,tsx}', 'vite/**/*.test.ts'],
      pool: 'threads',
    },
  };
}
