import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

export default defineConfig({
  resolve: {
    // graphql 16 ships CJS (main) and ESM (module). Node, and so the built mesh and its
    // dependencies, load the CJS one; Vite would give our sources the ESM one, and graphql
    // refuses types from "another realm". One copy for everyone:
    alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }],
  },
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/support/global-setup.ts'],
    // Integration suites start a control plane (PGlite) and an SMTP server each.
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Each file gets its own process: the built mesh reads CONTROL_PLANE_URL from process.env.
    pool: 'forks',
    fileParallelism: false,
  },
});
