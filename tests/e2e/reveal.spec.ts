import type { Locator, Page } from '@playwright/test';

import { expect, test, waitForHydration } from '../support/fixtures';

/**
 * Blocks below the fold fade in as they scroll into view. The fade is CSS; a small script only
 * says when. Nothing may stay hidden without that script, or for visitors who ask for less motion.
 */
const seen = (target: Locator) =>
  target.evaluate((element) => element.checkVisibility({ opacityProperty: true }));

const firstPlan = (page: Page) => page.getByRole('article', { name: 'Essentials' });
// The Reveal around the plan is its parent: once React owns it, the leaf has had its say.
const revealOf = (target: Locator) => target.locator('xpath=..');

test('a plan below the fold is hidden until it scrolls into view, then fades in', async ({
  page,
}) => {
  await page.goto('/');
  await expect.poll(() => seen(firstPlan(page))).toBe(false);
  await firstPlan(page).scrollIntoViewIfNeeded();
  await expect.poll(() => seen(firstPlan(page))).toBe(true);
});

test('what is on screen when the page loads never fades', async ({ page }) => {
  await page.goto('/#pricing');
  await waitForHydration(revealOf(firstPlan(page)));
  await expect(firstPlan(page)).toBeInViewport();
  expect(await seen(firstPlan(page))).toBe(true);
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });
  test('every block is shown at once', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(revealOf(firstPlan(page)));
    await expect(firstPlan(page)).not.toBeInViewport();
    expect(await seen(firstPlan(page))).toBe(true);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('every block is shown', async ({ page }) => {
    await page.goto('/');
    expect(await seen(firstPlan(page))).toBe(true);
  });
});
