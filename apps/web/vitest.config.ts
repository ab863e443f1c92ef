import { defineConfig } from 'vitest/config';

// Component tests for the interactive leaves, in jsdom. What needs a real browser (layout,
// scrolling, the real SDK over the network) is covered end to end in tests/.
export default defineConfig({
  resolve: { alias: { '@': import.meta.dirname } },
  test: {
    environment: 'jsdom',
    include: ['**/*.test.{ts,tsx}'],
    exclude: ['node_modules/**', '.next/**', '.next-*/**'],
    setupFiles: ['./test/setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
  },
});
