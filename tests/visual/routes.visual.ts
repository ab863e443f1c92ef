import { expect, test } from '@playwright/test';

import { revealAll, settleAnimations } from '../support/fixtures';
import { ROUTES } from '../support/routes';

for (const route of ROUTES) {
  test(`${route} looks as it did`, async ({ page }) => {
    await page.route('https://ipwho.is/**', (request) => request.abort());
    // The brand font is `optional`: a first visit paints in it only if it arrives within 100 ms,
    // a race. The second visit finds it cached, so both sides of a comparison are in the brand font.
    await page.goto(route);
    await page.evaluate(() => document.fonts.ready);
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
