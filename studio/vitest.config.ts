import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['**/*.test.ts'],
    exclude: ['node_modules/**', 'dist/**'],
    environment: 'node',
    // Compiling the studio schema loads the whole `sanity` package once per file.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
