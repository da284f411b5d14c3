import { defineConfig } from 'vitest/config';

// The cluster on loopback (cluster/cluster.test.ts): PostgreSQL (TEST_DATABASE_URL), HAProxy and the built packages.
export default defineConfig({ test: { include: ['cluster/**/*.test.ts'], testTimeout: 60_000, hookTimeout: 240_000 } });
