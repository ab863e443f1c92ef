import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // One Postgres cluster for the run: every test runs on it as well as embedded.
    globalSetup: ['test/postgres-global-setup.ts'],
    // An embedded Postgres takes a few seconds to create on a busy machine.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
