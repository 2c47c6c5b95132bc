import { defineConfig } from 'vitest/config';

// End-to-end tests of the packed package: one `npm pack` and one install into a project outside the repository,
// shared by every test file (globalSetup), then docsgen's commands run there as a user would run them.
export default defineConfig({
  test: {
    include: ['test/e2e/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['test/e2e/globalSetup.ts'],
    testTimeout: 240_000,
    hookTimeout: 600_000,
    fileParallelism: false,
  },
});
