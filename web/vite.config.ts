/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import type { Plugin, PluginOption, UserConfig } from 'vite';
import { documentModules } from './vite/documentModules.js';
import { primereactUnused } from './vite/primereactUnused.js';

/**
 * Packages are loaded by name at run time: the root lint config's import-x rules have no
 * resolver for packages like vite, and crash when this file imports them statically.
 */
const REACT_PLUGIN = '@vitejs/plugin-react';
const BABEL_PLUGIN = 'vite-plugin-babel';
const CLIENT_PRESET = '@graphql-codegen/client-preset';
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

/**
 * The client preset's `graphql()` looks documents up in a map of every document of the app, so any
 * call would put them all in the first chunk. The preset's own Babel optimizer replaces each
 * `graphql(`…`)` call by an import of the document codegen generated for it (tree-shaken), in the
 * build only: dev and tests use the runtime lookup. A call codegen does not know is a missing
 * export, which fails the build (run `pnpm codegen`).
 */
function graphqlDocuments(babel: (options: object) => Plugin, optimizer: unknown, rewrite: (code: string) => string): Plugin {
  const plugin = babel({
    apply: 'build',
    include: /\/src\/.*\.tsx?$/,
    exclude: /\/src\/gql\//,
    babelConfig: {
      babelrc: false,
      configFile: false,
      parserOpts: { plugins: ['typescript', 'jsx'] },
      plugins: [[optimizer, { artifactDirectory: fileURLToPath(new URL('./src/gql', import.meta.url)), gqlTagName: 'graphql' }]],
    },
  });
  const transform = plugin.transform as (this: unknown, code: string, id: string) => unknown;
  // Babel only where there is a document: most modules have none. Its imports then name one module per document.
  return {
    ...plugin,
    name: 'vigia:graphql-documents',
    async transform(code, id) {
      if (!code.includes('graphql(`')) return null;
      const result = (await transform.call(this, code, id)) as { code: string; map?: unknown } | null;
      return result ? { ...result, code: rewrite(result.code) } : null;
    },
  } as Plugin;
}

  export default async function viteConfig(): Promise<UserConfig> {
    const { default: react } = (await import(REACT_PLUGIN)) as { default: () => PluginOption };
    const { defaultClientConditions } = (await import(VITE)) as { defaultClientConditions: string[] };
    const { default: babel } = (await import(BABEL_PLUGIN)) as { default: (options: object) => Plugin };
    const { babelOptimizerPlugin } = (await import(CLIENT_PRESET)) as { babelOptimizerPlugin: unknown };
    const documents = documentModules(fileURLToPath(new URL('./src/gql/graphql.ts', import.meta.url)));
    return {
    plugins: [
      accessiblePrimeTheme(),
      primereactUnused(fileURLToPath(new URL('./src/lib/primereactUnused.ts', import.meta.url))),
      graphqlDocuments(babel, babelOptimizerPlugin, documents.rewrite),
      documents,
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
      // Only a hint: browsers without <link rel="modulepreload"> (Safari < 17) still load every chunk on import.
      modulePreload: { polyfill: false },
      rolldownOptions: {
        output: {
          codeSplitting: {
            // Libraries every page loads, each in one chunk rather than split by importer set (each split
            // repeats imports and gzip headers): PrimeReact's core (the header's Button paints first), i18next.
            groups: [
              { name: 'primereact-core', test: /node_modules\/primereact\/(utils|api|componentbase|hooks|iconbase)\// },
              { name: 'i18next', test: /node_modules\/(\.pnpm\/[^/]+\/node_modules\/)?(i18next|react-i18next)\// },
            ],
          },
        },
      },
    },
    test: {
      environment: 'jsdom',
      globals: true,
      setupFiles: ['./src/test/setup.ts'],
      css: false,
      include: ['src/**/*.test.{ts,tsx}', 'vite/**/*.test.ts'],
      pool: 'threads',
      // Shared CI machines (2 cores, several jobs): page tests walk whole flows.
      testTimeout: 40_000,
    },
  };
}
