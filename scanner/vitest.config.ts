import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Whole-corpus and cross-file scans take a few seconds each; on a loaded 2-core CI machine they can
    // pass vitest's 5 s default without anything being wrong.
    testTimeout: 30_000,
  },
});
