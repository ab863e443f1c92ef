import '@testing-library/jest-dom/vitest';

import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// findBy and waitFor give up after one second by default: on a loaded core a render after a
// fetch can take longer. The bound only ends a test that already failed.
configure({ asyncUtilTimeout: 10_000 });

/** jsdom has no media queries; every query answers "no match" unless a test says otherwise. */
export function stubMediaQueries(matching: string[] = []) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: matching.includes(query),
    media: query,
    // The answer never changes within a test, so there is nothing to tell listeners.
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

// Vitest restores stubbed globals before each test (`unstubGlobals`), so stub them again here.
beforeEach(() => stubMediaQueries());

afterEach(() => {
  cleanup();
  // The component tests share one document (vitest.config.ts): what a test leaves in its storage
  // or its address goes. The modules' tests run in Node, which has neither.
  globalThis.localStorage?.clear();
  globalThis.sessionStorage?.clear();
  globalThis.history?.replaceState(null, '', '/');
});
