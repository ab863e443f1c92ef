import { expect, test } from '@playwright/test';

test('the home page opens with the product promise', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/One wallet, every loyalty/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('One wallet, every loyalty');
});
