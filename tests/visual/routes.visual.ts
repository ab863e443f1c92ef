import { expect, test } from '@playwright/test';

import { revealAll, settleAnimations } from '../support/fixtures';
import { ROUTES } from '../support/routes';

for (const route of ROUTES) {
  test(`${route} looks as it did`, async ({ page }) => {
    await page.route('https://ipwho.is/**', (request) => request.abort());
    // A first visit paints in the fallback and fetches the brand font for the next page load
    // (styles/fonts.ts): the second visit is in the brand font, on both sides of a comparison.
    await page.goto(route);
    await page.waitForFunction(() => document.cookie.includes('brp-font='));
    await page.goto(route, { waitUntil: 'networkidle' });
    await page.evaluate(() => document.fonts.ready);
    await revealAll(page);
    // Lazy images start loading as the scroll reaches them: wait until every shown one is in.
    await page.waitForFunction(() =>
      [...document.images].every((image) => image.complete || !image.getClientRects().length),
    );
    await settleAnimations(page);
    const name = route === '/' ? '-home' : route.replaceAll('/', '-');
    await expect(page).toHaveScreenshot(`${name}.png`, { fullPage: true });
  });
}
