import { expect, test } from '@playwright/test';

// The site as a fresh clone builds it: every piece of content from the embedded seed dataset.

test('the blog lists the three posts from the seed, newest first', async ({ page }) => {
  await page.goto('/blog');
  await expect(page.getByRole('heading', { level: 2 })).toHaveText([
    'How Loyalty Programs Drive Growth for Local Businesses',
    'The Psychology of Loyalty: What Keeps Customers Coming Back',
    'Securing Loyalty Apps: How Blockchain Protects Your Rewards',
  ]);
});

test('an article shows its images, served by the site itself', async ({ page }) => {
  await page.goto('/blog/loyalty-growth-insights');
  const images = page.getByRole('main').getByRole('img');
  await expect(images).toHaveCount(2);
  for (const image of await images.all()) {
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
  }
});

test('an unknown article answers 404, and so does its link-preview image', async ({ request }) => {
  expect((await request.get('/blog/no-such-post')).status()).toBe(404);
  expect((await request.get('/blog/no-such-post/opengraph-image')).status()).toBe(404);
  expect((await request.get('/blog/loyalty-app-security/opengraph-image')).status()).toBe(200);
});

test('seed images are not served for files outside the seed', async ({ request }) => {
  expect((await request.get('/seed-images/..%2F..%2Fpackage.json')).status()).toBe(404);
  expect((await request.get('/seed-images/unknown-10x10.jpg')).status()).toBe(404);
});
