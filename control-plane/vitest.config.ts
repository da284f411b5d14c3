import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // The fault tests bring their own PostgreSQL cluster (they stop and restart it): they run once,
    // in the pass without TEST_DATABASE_URL, not again in the PostgreSQL pass.
    exclude: process.env.TEST_DATABASE_URL ? [...configDefaults.exclude, 'test/faults/**'] : configDefaults.exclude,
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 90_000,
  },
});
