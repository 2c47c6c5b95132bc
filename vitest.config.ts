import { defineConfig } from 'vitest/config';

// Unit tests: the pure core, no browser, no network.
export default defineConfig({
  test: {
    include: ['test/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
    pool: 'threads',
  },
});
