import type { Page } from '@playwright/test';

import { expect, revealAll, test } from '../support/fixtures';
import { expectNoOverflow, expectTooltipsInside } from '../support/overflow';
import { watchForTrouble } from '../support/page-trouble';
import { BUILT_PAGES, ROUTES } from '../support/routes';

/**
 * Every route of the spec and every page built in the studio, visited once per viewport, with
 * every check a route must pass on that one visit: it answers 200 with one h1; each section is
 * introduced by a heading (as the HTML checker asks); scrolled through, it raises no CSP
 * violation, exception or console error; it names its canonical address, its Open Graph URL the
 * same; on a phone nothing is wider than the screen, tooltips open or closed; and it passes axe
 * (WCAG 2.2 AA). Each check was a loop over every route of its own: one visit saves about three
 * page loads per route and viewport.
 */

async function unheadedSections(page: Page): Promise<string[]> {
  return page
    .locator('section')
    .evaluateAll((sections) =>
      sections
        .filter((section) => !section.querySelector('h1, h2, h3, h4, h5, h6'))
        .map((section) => section.getAttribute('aria-label') ?? section.outerHTML.slice(0, 80)),
    );
}

async function expectCanonical(page: Page, path: string) {
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
  expect(new URL(canonical ?? '').pathname, 'canonical address').toBe(path);
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', canonical ?? '');
  await expect(page.locator('meta[property="og:site_name"]')).toHaveAttribute('content', 'Blocal');
}

/** The narrowest viewport the browser projects use; the phone spec adds 320 and 360 px. */
const PHONE_WIDTH = 390;

for (const route of [...ROUTES, ...BUILT_PAGES]) {
  test(`${route}: one h1, headed sections, no CSP violation or error, canonical, fits, accessible`, async ({
    page,
    axe,
  }) => {
    const trouble = await watchForTrouble(page);
    const response = await page.goto(route, { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    expect(await unheadedSections(page)).toEqual([]);

    // Scrolling plays every reveal and loads what loads late (motion features, lazy images).
    await revealAll(page);
    await page.waitForLoadState('networkidle');
    expect(await trouble()).toEqual([]);

    if (ROUTES.includes(route)) await expectCanonical(page, route);

    if (page.viewportSize()!.width <= PHONE_WIDTH) {
      await expectNoOverflow(page, route);
      await expectTooltipsInside(page, route);
    }

    // The landing page is judged by landing.spec.ts, with its carousel and form in their states.
    if (route !== '/') expect(await axe()).toEqual([]);
    expect(await trouble()).toEqual([]);
  });
}
