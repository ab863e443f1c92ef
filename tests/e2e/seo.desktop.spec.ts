import { expect, test } from '@playwright/test';

test('robots.txt allows the site, keeps crawlers out of the API and names the sitemap', async ({
  request,
}) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Allow: /');
  expect(robots).toContain('Disallow: /api/');
  expect(robots).toMatch(/Sitemap: https?:\/\/[^/]+\/sitemap\.xml/);
});

test('the sitemap lists the pages and every blog post from the CMS', async ({ request }) => {
  const response = await request.get('/sitemap.xml');
  expect(response.headers()['content-type']).toContain('xml');
  const sitemap = await response.text();
  for (const path of ['/about', '/features/universal-currency', '/support/contact']) {
    expect(sitemap).toContain(`${path}</loc>`);
  }
  for (const slug of [
    'loyalty-growth-insights',
    'loyalty-behavioral-drivers',
    'loyalty-app-security',
  ]) {
    expect(sitemap).toContain(`/blog/${slug}</loc>`);
  }
});

test('pages carry a branded title, a description and a link-preview image', async ({ page }) => {
  await page.goto('/features/pos-integration');
  await expect(page).toHaveTitle('POS Integration | Blocal');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    /point-of-sale/,
  );
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    'content',
    /\/media\/hero-poster\.jpg$/,
  );
  await expect(page.locator('meta[property="og:site_name"]')).toHaveAttribute('content', 'Blocal');
});
