import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // One Postgres cluster for the run: every test runs on it as well as embedded; and one bare
    // embedded database every embedded one is made from.
    globalSetup: ['test/postgres-global-setup.ts', 'test/template-global-setup.ts'],
    // A hang guard, not a speed target: an embedded Postgres takes seconds to create on a busy
    // machine, and pinned to one core a migration test (creating one, replaying migrations) took 32 s.
    testTimeout: 120_000,
    hookTimeout: 60_000,
  },
});
