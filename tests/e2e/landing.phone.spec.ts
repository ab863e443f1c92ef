import { expect, stopClock, test, waitForHydration } from '../support/fixtures';

test.describe('slide-in menu', () => {
  test('replaces the links, opens at 80% of the width and keeps focus inside', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect
      .poll(async () => Math.round((await menu.boundingBox())?.width ?? 0))
      .toBe(Math.round(390 * 0.8));
    await expect(menu.getByRole('link', { name: 'Features' })).toBeFocused();
    for (let press = 0; press < 10; press += 1) {
      await page.keyboard.press('Tab');
      expect(await menu.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
  });

  test('opens at full height with every link on screen once the page is scrolled', async ({
    page,
  }) => {
    await page.goto('/');
    await page.evaluate(() => window.scrollTo(0, 800));
    await expect(page.getByRole('banner')).toHaveAttribute('data-scrolled', 'true');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect.poll(async () => Math.round((await menu.boundingBox())?.height ?? 0)).toBe(844);
    for (const link of await menu.getByRole('link').all()) await expect(link).toBeInViewport();
  });

  test('holds the page still while open; Escape closes it and gives focus back to its button', async ({
    page,
  }) => {
    await page.goto('/');
    const pageOverflow = () =>
      page.evaluate(() => getComputedStyle(document.documentElement).overflowY);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect.poll(pageOverflow).toBe('hidden');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
    await expect.poll(pageOverflow).toBe('visible');
  });

  test('closes from its own button, giving focus back to the menu button', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  });

  test('closes on a click outside it', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await page.mouse.click(20, 400);
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
  });

  test('closes when a link is chosen, and goes there', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Pricing' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
    await expect(page).toHaveURL(/#pricing$/);
    await expect(
      page.getByRole('heading', { name: 'Simple plans that grow with you' }),
    ).toBeInViewport();
  });
});

test('a tapped dot chooses its slide, restarts the 4 seconds, and rotation goes on', async ({
  page,
}) => {
  await stopClock(page);
  await page.goto('/');
  await waitForHydration(page.getByRole('region', { name: 'Announcements' }), { clock: true });
  const carousel = page.getByRole('region', { name: 'Announcements' });
  await expect(carousel.getByRole('button', { name: 'Next announcement' })).toBeHidden();
  await page.clock.runFor(3000);
  const dot = carousel.getByRole('button', { name: 'Show announcement 3: Employee Rewards Beta' });
  await dot.tap();
  await expect(carousel.getByRole('group')).toContainText('Employee Rewards Beta');
  // The tapped dot keeps focus (not keyboard focus): the carousel must not take it as a pause.
  await expect(dot).toBeFocused();
  await page.clock.runFor(3900);
  await expect(carousel.getByRole('group')).toContainText('Employee Rewards Beta');
  await page.clock.runFor(200);
  await expect(carousel.getByRole('group')).toContainText('Pilot Launch Q1 2026');
  await page.clock.runFor(4000);
  await expect(carousel.getByRole('group')).toContainText('Double Points Week Coming Soon');
});
