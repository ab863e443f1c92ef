import type { Page, Request } from '@playwright/test';

import { expect, test, waitForHydration } from '../support/fixtures';

/** A request for a page's server-component payload: a prefetch, or a client-side navigation. */
const isPayloadRequest = (request: Request) => new URL(request.url()).searchParams.has('_rsc');

/** The look of a few parts of /about, as the browser computed it. */
function aboutLook(page: Page) {
  return page.evaluate(() =>
    ['header', 'h1', 'h2', 'main section', 'footer', 'footer a'].map((selector) => {
      const style = getComputedStyle(document.querySelector(selector)!);
      return [selector, style.fontSize, style.color, style.backgroundColor, style.padding];
    }),
  );
}

test('links are not prefetched as they come into view, only once a visitor reaches for one', async ({
  page,
}) => {
  const payloads: string[] = [];
  page.on('request', (request) => {
    if (isPayloadRequest(request)) payloads.push(new URL(request.url()).pathname);
  });
  await page.goto('/jobs', { waitUntil: 'networkidle' });
  const about = page.getByRole('contentinfo').getByRole('link', { name: 'About' });
  await waitForHydration(about);
  await about.scrollIntoViewIfNeeded();
  expect(payloads).toEqual([]);

  const prefetched = page.waitForRequest(
    (request) => isPayloadRequest(request) && new URL(request.url()).pathname === '/about',
  );
  await about.hover();
  await prefetched;
  expect(new Set(payloads)).toEqual(new Set(['/about']));
});

test('a page reached by a client-side navigation looks as it does when loaded directly', async ({
  page,
}) => {
  await page.goto('/about');
  const direct = await aboutLook(page);

  await page.goto('/jobs');
  const about = page.getByRole('contentinfo').getByRole('link', { name: 'About' });
  await waitForHydration(about);
  // A mark on the window survives a client-side navigation only.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await about.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Blocal');
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  await expect.poll(() => aboutLook(page)).toEqual(direct);
});
