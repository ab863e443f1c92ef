import type { Page } from '@playwright/test';

import { expect, test, waitForHydration } from '../support/fixtures';
import { ROUTES } from '../support/routes';

/**
 * The brand font is not preloaded: the first paint never waits for it, and once a page has
 * painted, the font arriving changes nothing on it. Each route is opened with the font file held
 * back, then the file is let through: the text layout of the whole page and the screenshot of the
 * screen must be the same before and after. Reduced motion, so nothing else moves meanwhile.
 * (With the font cached, a page paints in it from the start: nothing to swap either.)
 */
const TEXT_BLOCKS = 'h1, h2, h3, h4, p, li, label, legend, summary, blockquote, figcaption';

async function textLayout(page: Page) {
  return page.evaluate((selector) => {
    const blocks = [...document.querySelectorAll<HTMLElement>(selector)].filter(
      (element) => element.offsetParent !== null,
    );
    return {
      pageHeight: document.documentElement.scrollHeight,
      blocks: blocks.map((element) => {
        const box = element.getBoundingClientRect();
        const text = (element.textContent ?? '').trim().slice(0, 40);
        return `${text} @ ${Math.round(box.top + window.scrollY)} +${Math.round(box.height)}`;
      }),
    };
  }, TEXT_BLOCKS);
}

// Playwright's own screenshot waits for pending fonts; the browser's does not.
async function screen(page: Page): Promise<string> {
  const session = await page.context().newCDPSession(page);
  const { data } = await session.send('Page.captureScreenshot', { format: 'png' });
  await session.detach();
  return data;
}

/**
 * How many pixels differ between two screenshots, counted by the page itself. A few dozen can
 * differ by compositing alone (a blurred backdrop re-rasterised); a font swap changes every glyph
 * on screen, tens of thousands of pixels.
 */
async function pixelsChanged(page: Page, before: string, after: string): Promise<number> {
  return page.evaluate(
    async ({ first, second }) => {
      const pixels = async (png: string) => {
        // Decoded here rather than fetched: the site's policy refuses data: URLs to fetch.
        const bytes = Uint8Array.from(atob(png), (character) => character.charCodeAt(0));
        const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const context = canvas.getContext('2d')!;
        context.drawImage(bitmap, 0, 0);
        return context.getImageData(0, 0, bitmap.width, bitmap.height).data;
      };
      const [a, b] = await Promise.all([pixels(first), pixels(second)]);
      let changed = 0;
      for (let index = 0; index < a.length; index += 4) {
        if (a[index] !== b[index] || a[index + 1] !== b[index + 1] || a[index + 2] !== b[index + 2])
          changed++;
      }
      return changed;
    },
    { first: before, second: after },
  );
}

const COMPOSITING_NOISE_PX = 200;

for (const route of ROUTES) {
  test(`the page does not change when the font arrives: ${route}`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const { promise: held, resolve: letFontThrough } = Promise.withResolvers<void>();
    await page.route('**/*.woff2', async (request) => {
      await held;
      await request.continue();
    });
    const fontRequested = page.waitForRequest(/\.woff2$/);
    // Not 'load': the held font keeps the page from finishing loading.
    await page.goto(route, { waitUntil: 'domcontentloaded' });
    await fontRequested;
    // Hydrated first, so only the font can differ.
    await waitForHydration(page.getByRole('banner'));
    // Images are taken out of both screenshots: one decoding in between is not the font's doing.
    await page.addStyleTag({ content: 'img, video { display: none !important; }' });
    const before = { layout: await textLayout(page), screen: await screen(page) };

    const fontArrived = page.waitForEvent('requestfinished', (request) =>
      request.url().endsWith('.woff2'),
    );
    letFontThrough();
    await fontArrived;
    await page.waitForLoadState('load');
    await page.evaluate(() => document.fonts.ready);

    expect(await textLayout(page)).toEqual(before.layout);
    expect(await pixelsChanged(page, before.screen, await screen(page))).toBeLessThan(
      COMPOSITING_NOISE_PX,
    );
  });
}

test('a first visit fetches the brand font once loaded; the next page paints in it', async ({
  page,
}) => {
  const fontRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('.woff2')) fontRequests.push(request.resourceType());
  });
  await page.goto('/about');
  const brandFont = () =>
    page.evaluate(() => ({
      marked: document.documentElement.hasAttribute('data-brand-font'),
      family: getComputedStyle(document.body).fontFamily.split(',')[0],
    }));
  expect(await brandFont()).toEqual({ marked: false, family: '"Jakarta Fallback"' });
  await expect.poll(() => page.evaluate(() => document.cookie)).toContain('brp-font=1');
  // Fetched into the cache, not loaded as a font into the page already painted.
  expect(fontRequests).toEqual(['fetch']);

  await page.goto('/jobs');
  expect(await brandFont()).toEqual({ marked: true, family: 'jakarta' });
  const loaded = await page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts].some(
      (font) => font.family === 'jakarta' && font.status === 'loaded',
    );
  });
  expect(loaded).toBe(true);
});
