import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // The property tests run hundreds of generated cases under coverage instrumentation: on a
    // busy machine (two shared cores) one took more than the default 5 s and failed the run.
    testTimeout: 30_000,
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      exclude: ['src/**/*.test.ts'],
      reporter: ['text-summary'],
      // The package owns the site's rules: every line and branch of it is exercised.
      thresholds: { 100: true },
    },
  },
});
