import { defineConfig } from 'vitest/config';

// The checks of the manifests and compose file; the cluster test (vitest.cluster.config.ts) needs PostgreSQL and HAProxy.
export default defineConfig({ test: { include: ['test/**/*.test.ts'] } });
