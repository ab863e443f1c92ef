import type { Page } from '@playwright/test';

import { expect, test, waitForHydration } from '../support/fixtures';
import { tabTo } from '../support/keyboard';

/**
 * A visitor with only a keyboard: every interactive piece is reached with Tab (never by a click
 * or a programmatic focus), shows where focus is, and works with Enter, Space and the arrow keys.
 * The landing page's carousel arrows are a desktop control.
 */

/** The position of the announcement on show (its slide is named "N of 3"). */
const currentAnnouncement = async (page: Page) =>
  Number.parseInt(
    (await page
      .getByRole('region', { name: 'Announcements' })
      .getByRole('group')
      .getAttribute('aria-label')) ?? '',
    10,
  );

test('skip link, carousel, pricing switch and waitlist form all work from the keyboard', async ({
  page,
}) => {
  await page.goto('/');
  const carousel = page.getByRole('region', { name: 'Announcements' });
  await waitForHydration(carousel);

  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#main$/);

  // Focus inside the carousel holds its rotation, so the next slide is the one after this one.
  const next = carousel.getByRole('button', { name: 'Next announcement' });
  await tabTo(page, next);
  const before = await currentAnnouncement(page);
  await page.keyboard.press('Enter');
  await expect.poll(() => currentAnnouncement(page)).toBe((before % 3) + 1);
  await tabTo(page, carousel.getByRole('button', { name: 'Pause announcements' }));
  await page.keyboard.press('Enter');
  await expect(carousel.getByRole('button', { name: 'Play announcements' })).toBeFocused();

  await tabTo(page, page.getByRole('radio', { name: 'Annual' }));
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'Monthly' })).toBeChecked();

  const form = page.getByRole('form', { name: 'Join the waitlist' });
  await tabTo(page, form.getByRole('textbox', { name: 'Name' }));
  await page.keyboard.type('Grace Hopper');
  await page.keyboard.press('Tab');
  await page.keyboard.type('grace.keyboard@example.com');
  await page.keyboard.press('Tab');
  await page.keyboard.type('94607');
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('status').filter({ hasText: 'Check your inbox to confirm' }),
  ).toBeFocused();
});
