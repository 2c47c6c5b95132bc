import { defineConfig } from 'vitest/config';

// Browser tests: real headless Chromium (Debian's) driven by playwright-core against a real build and server.
export default defineConfig({
  test: {
    include: ['test/browser/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['test/browser/globalSetup.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
});
