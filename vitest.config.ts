import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Suites that share the machine's PostgreSQL database take turns with each other.
    fileParallelism: true,
    pool: 'forks',
  },
});
