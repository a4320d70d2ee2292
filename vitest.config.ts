import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each suite gets its own SQLite file or PostgreSQL schema, so files run in parallel.
    fileParallelism: true,
    pool: 'forks',
    globalSetup: ['test/support/global-setup.ts'],
  },
});
