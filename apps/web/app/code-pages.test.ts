import { readdirSync } from 'node:fs';

import { CODE_PAGES } from '@brp/core/addresses';
import { expect, it } from 'vitest';

// The studio refuses a page address the code owns by @brp/core's list, and the proxy skips them:
// a route file added without its entry there would be shadowed by a page built in the studio.
// Development aids (/dev/…) are a code section the proxy opens under `next dev` only.
it("@brp/core's code pages are exactly the app's static page files", () => {
  const pages = readdirSync(import.meta.dirname, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('/page.tsx') || file === 'page.tsx')
    .map((file) => file.replace(/\/?page\.tsx$/, ''))
    .filter((address) => !address.includes('[') && !address.startsWith('dev/'));
  expect(pages.sort()).toEqual([...CODE_PAGES].sort());
});
