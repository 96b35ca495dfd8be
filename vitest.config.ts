import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Server tests each start a Colyseus server on their own port; files run in separate forks.
    pool: 'forks',
    // Both cores (vitest's default keeps one free): the suite takes about half as long. Browser test
    // files build the client once between them (test/e2e/support/server.ts).
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
