import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Hang guards, not speed targets: a Postgres cluster and the waitlist's migrations take
    // seconds on a busy machine, Caddy a second to start.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
