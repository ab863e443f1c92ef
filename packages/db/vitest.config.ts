import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // An embedded Postgres takes a few seconds to create on a busy machine.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
