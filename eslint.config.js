// One flat config for the workspace. Boundaries from design/architecture.md are enforced here.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import i18next from 'eslint-plugin-i18next';
import globals from 'globals';
import { readdirSync } from 'node:fs';

/** Sub-folders of a folder: the lists below follow the tree, nobody types them. */
const foldersOf = (path) =>
  readdirSync(new URL(path, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const webFeatures = foldersOf('./web/src/features');
/** Control-plane domains: every folder of src except the HTTP layer itself and the generated types. */
const controlPlaneDomains = foldersOf('./control-plane/src').filter((name) => !['http', 'generated'].includes(name));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**', '**/dist/**', '**/.mesh/**', '**/.data/**', 'web/src/gql/**',
      '**/src/generated/**', 'scanner/schemas/*.validate.cjs', '**/test-results/**', '**/playwright-report/**', '**/coverage/**',
      // The taint capability matrix and the rule corpus: deliberately vulnerable code in eight languages, scanned, never run.
      'scanner/test/taint-matrix/**', 'scanner/corpus/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    plugins: { 'import-x': importX },
    settings: {
      // NodeNext sources import './x.js' that is './x.ts' on disk.
      'import-x/resolver-next': [importX.createNodeResolver({
        extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
        extensionAlias: { '.js': ['.ts', '.tsx', '.js'], '.mjs': ['.mts', '.mjs'] },
      })],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // Package boundaries: see the table in design/architecture.md.
      'import-x/no-restricted-paths': ['error', {
        zones: [
          { target: './scanner', from: ['./control-plane', './gateway', './web', './e2e'] },
          { target: './control-plane', from: ['./gateway', './web', './e2e'] },
          { target: './gateway', from: ['./control-plane', './web/src', './scanner', './e2e'] },
          { target: './web', from: ['./control-plane', './gateway', './e2e'] },
          // The browser redacts what it reports with @vigia/redaction (the control plane's rules), never the scanner.
          { target: './web', from: './scanner' },
          // The one redaction rule set is pure and imports no other package.
          { target: './redaction', from: ['./scanner', './control-plane', './gateway', './web', './e2e', './telemetry'] },
          { target: './e2e', from: ['./control-plane/src', './gateway/src', './web/src', './scanner/src'] },
          // Features do not import each other's internals; app composes them.
          ...webFeatures.map((feature) => ({
            target: `./web/src/features/${feature}`,
            from: './web/src/features',
            except: [`./${feature}`],
          })),
          // One way: app → features → components, lib (bulletproof-react's unidirectional zones).
          { target: './web/src/features', from: './web/src/app' },
          {
            target: ['./web/src/components', './web/src/lib', './web/src/locales'],
            from: ['./web/src/features', './web/src/app'],
          },
          // Routers call domains; domains never reach back into the HTTP layer.
          ...controlPlaneDomains.map((domain) => ({
            target: `./control-plane/src/${domain}`,
            from: './control-plane/src/http',
          })),
          // auth builds on users (accounts, memberships); users never reaches back into auth.
          { target: './control-plane/src/users', from: './control-plane/src/auth' },
        ],
      }],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // pt-BR strings live in web/src/locales; literal text in JSX is an error.
    files: ['web/src/**/*.tsx'],
    ignores: ['web/src/**/*.test.tsx'],
    plugins: { i18next },
    rules: { 'i18next/no-literal-string': ['error', { mode: 'jsx-text-only' }] },
  },
);
