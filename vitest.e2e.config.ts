/**
 * Browser tests: test/e2e/**\/*.e2e.test.ts against the built dist/ (run `npm run build` first),
 * in Debian's /usr/bin/chromium through playwright-core. One file at a time: each drives a real
 * browser and the machine has two cores.
 */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/e2e/**/*.e2e.test.ts'],
    environment: 'node',
    globalSetup: ['test/e2e/serve.ts'],
    // The tests build saves and share links with platform code, which asks the game registry.
    setupFiles: ['test/setup.ts'],
    fileParallelism: false,
    maxWorkers: 1,
    // Generous: a loaded 2-core machine renders SwiftShader frames slowly.
    testTimeout: 180_000,
    hookTimeout: 60_000,
  },
});
