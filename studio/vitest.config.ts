import { defineConfig } from 'vitest/config';

export default defineConfig({
  // tsconfig keeps JSX for the studio's own bundler (jsx: preserve); tests compile it here.
  oxc: { jsx: { runtime: 'automatic' } },
  test: {
    include: ['**/*.test.{ts,tsx}'],
    exclude: ['node_modules/**', 'dist/**'],
    environment: 'node',
    setupFiles: ['./test/setup.ts'],
    // Compiling the studio schema loads the whole `sanity` package once per file.
    // And one busy core, beside the builds, renders a tool's views several times slower.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
