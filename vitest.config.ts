import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Server tests each start a Colyseus server on their own port; files run in separate forks.
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
