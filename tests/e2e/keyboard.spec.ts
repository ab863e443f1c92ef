import { expect, test, waitForHydration } from '../support/fixtures';
import { tabTo } from '../support/keyboard';

/**
 * A visitor with only a keyboard: every interactive piece is reached with Tab (never by a click
 * or a programmatic focus), shows where focus is, and works with Enter, Space and the arrow keys.
 * Pages' own controls here; the landing page and the phone menu have their own files.
 */

test('the support questions open and close from the keyboard, one at a time', async ({ page }) => {
  await page.goto('/support');
  const questions = page.locator('#faq details');
  const summary = (index: number) => questions.nth(index).locator('summary');
  await tabTo(page, summary(0));
  await page.keyboard.press('Enter');
  await expect(questions.nth(0)).toHaveAttribute('open');
  await tabTo(page, summary(1));
  await page.keyboard.press('Space');
  await expect(questions.nth(1)).toHaveAttribute('open');
  await expect(questions.nth(0)).not.toHaveAttribute('open');
  await page.keyboard.press('Space');
  await expect(questions.nth(1)).not.toHaveAttribute('open');
});

test('the rewards calculator follows the arrow, Home and End keys', async ({ page }) => {
  await page.goto('/features/universal-currency');
  const slider = page.getByRole('slider', { name: 'Monthly Spend' });
  await waitForHydration(slider);
  await tabTo(page, slider);
  await page.keyboard.press('ArrowRight');
  await expect(slider).toHaveValue('101');
  await expect(page.getByTestId('result-brand-tokens')).toHaveText('202');
  await page.keyboard.press('End');
  await expect(page.getByTestId('result-xusd')).toHaveText('10.00');
  await page.keyboard.press('Home');
  await expect(page.getByTestId('result-xusd')).toHaveText('0.00');
});

test('the contact form is filled in and sent from the keyboard', async ({ page }) => {
  await page.goto('/support/contact');
  const form = page.getByRole('form', { name: 'Contact support' });
  const name = form.getByRole('textbox', { name: 'Name' });
  await waitForHydration(name);
  await tabTo(page, name);
  await page.keyboard.type('Ada Lovelace');
  await page.keyboard.press('Tab');
  await page.keyboard.type('ada.keyboard@example.com');
  await tabTo(page, form.getByRole('textbox', { name: 'Message' }));
  await page.keyboard.type('How do I join the pilot?');
  await tabTo(page, form.getByRole('button', { name: 'Send Message' }));
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('status').filter({ hasText: 'Thank you for reaching out!' }),
  ).toBeFocused();
});
