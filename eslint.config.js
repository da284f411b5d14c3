// One flat config for the workspace. Boundaries from design/architecture.md are enforced here.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import i18next from 'eslint-plugin-i18next';
import globals from 'globals';

const webFeatures = ['auth', 'workspace', 'dashboard', 'artifacts', 'compliance', 'admin', 'onboarding', 'quota', 'scans', 'projects'];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**', '**/dist/**', '**/.mesh/**', '**/.data/**', 'web/src/gql/**',
      '**/src/generated/**', '**/test-results/**', '**/playwright-report/**', '**/coverage/**',
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
          { target: './web', from: ['./control-plane', './gateway', './scanner', './e2e'] },
          { target: './e2e', from: ['./control-plane/src', './gateway/src', './web/src', './scanner/src'] },
          // Features do not import each other's internals; app composes them.
          ...webFeatures.map((feature) => ({
            target: `./web/src/features/${feature}`,
            from: './web/src/features',
            except: [`./${feature}`],
          })),
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
