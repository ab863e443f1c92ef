import { expect, test, waitForHydration } from '../support/fixtures';
import { tabTo } from '../support/keyboard';

/** The slide-in menu, a phone control, from the keyboard alone (see keyboard.spec.ts). */
test('the phone menu opens, traps focus and closes from the keyboard', async ({ page }) => {
  await page.goto('/');
  const open = page.getByRole('button', { name: 'Open menu' });
  await waitForHydration(open);
  await tabTo(page, open);
  await page.keyboard.press('Enter');
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('link').first()).toBeFocused();
  // Focus stays inside the open menu however far the visitor tabs.
  for (let press = 0; press < 12; press++) await page.keyboard.press('Tab');
  expect(await menu.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(open).toBeFocused();
});
