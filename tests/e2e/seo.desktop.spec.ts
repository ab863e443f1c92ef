import { expect, type Page, test } from '@playwright/test';

test('robots.txt keeps every crawler out of the API, standard directives only, and names the sitemap', async ({
  request,
}) => {
  const robots = await (await request.get('/robots.txt')).text();
  const rules = robots
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  // A first-match parser takes the first rule matching /api/...: it must be the Disallow.
  const firstMatchForApi = rules.find((rule) => /^(Allow|Disallow): \/(api\/)?$/.test(rule));
  expect(firstMatchForApi).toBe('Disallow: /api/');
  expect(rules.every((rule) => /^(User-Agent|Allow|Disallow|Sitemap): /i.test(rule))).toBe(true);
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
  // Written in the studio as "about {installMinutes} minutes": the figure is filled from the rules.
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    /point-of-sale in about 5 minutes with no code and go live in under 30\./,
  );
  // A page built in the studio has its own card.
  const image = page.locator('meta[property="og:image"]');
  await expect(image).toHaveAttribute('content', /\/og\/features\/pos-integration$/);
  const card = await page.request.get(
    new URL((await image.getAttribute('content')) ?? '').pathname,
  );
  expect(card.headers()['content-type']).toBe('image/png');
  await expect(page.locator('meta[property="og:site_name"]')).toHaveAttribute('content', 'Blocal');
});

test('a first visit fetches small icons: a 48 px tab icon and the logo at the size drawn', async ({
  page,
}) => {
  await page.goto('/jobs');
  // Every first visit fetches the tab icon and decodes it; a home-screen icon is asked for only
  // when a visitor adds the site to one, and stays large.
  const icon = page.locator('link[rel="icon"]');
  await expect(icon).toHaveAttribute('sizes', '48x48');
  const iconFile = await page.request.get((await icon.getAttribute('href')) ?? '');
  expect(iconFile.headers()['content-type']).toBe('image/png');
  expect((await iconFile.body()).length).toBeLessThan(4096);
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute('sizes', '256x256');
  // The top bar draws the logo at 36 px: the 192 px seed file comes scaled to 1x and 2x of that.
  const logo = page.getByRole('banner').locator('img');
  await expect(logo).toHaveAttribute('srcset', /w=48&q=75 1x, .*w=96&q=75 2x$/);
  await expect
    .poll(() => logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBe(48);
});

/** The page's JSON-LD blocks, parsed. */
async function structuredData(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((block) => JSON.parse(block) as Record<string, unknown>);
}

test('search engines learn who runs the site and what each article is', async ({ page }) => {
  await page.goto('/');
  expect(await structuredData(page)).toEqual([
    expect.objectContaining({
      '@type': 'Organization',
      name: 'Blocal',
      email: 'hello@blocalrewards.com',
      logo: expect.stringMatching(/^https?:\/\/.+\/seed-images\/logo/),
    }),
  ]);
  await page.goto('/blog/loyalty-app-security');
  expect(await structuredData(page)).toEqual([
    expect.objectContaining({
      '@type': 'BlogPosting',
      headline: 'Securing Loyalty Apps: How Blockchain Protects Your Rewards',
      datePublished: '2025-04-10',
      image: expect.stringMatching(/^https?:\/\//),
      publisher: expect.objectContaining({ name: 'Blocal' }),
    }),
  ]);
});

test('the blog has an RSS feed that readers discover from its pages', async ({ page, request }) => {
  await page.goto('/blog');
  const feedLink = page.locator('link[rel="alternate"][type="application/rss+xml"]');
  const feedUrl = await feedLink.getAttribute('href');
  expect(new URL(feedUrl ?? '', page.url()).pathname).toBe('/blog/rss.xml');
  const response = await request.get('/blog/rss.xml');
  expect(response.headers()['content-type']).toContain('application/rss+xml');
  const feed = await response.text();
  expect(feed).toContain('<rss version="2.0"');
  for (const slug of [
    'loyalty-growth-insights',
    'loyalty-behavioral-drivers',
    'loyalty-app-security',
  ]) {
    expect(feed).toContain(`/blog/${slug}</link>`);
  }
  expect(feed).toContain(
    '<title>Securing Loyalty Apps: How Blockchain Protects Your Rewards</title>',
  );
});

test('link previews show a generated card: the site’s, and each article’s own', async ({
  page,
  request,
}) => {
  await page.goto('/blog/loyalty-app-security');
  const image = await page.locator('meta[property="og:image"]').getAttribute('content');
  expect(new URL(image ?? '').pathname).toBe('/blog/loyalty-app-security/opengraph-image');
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute(
    'content',
    'summary_large_image',
  );
  for (const path of ['/opengraph-image', new URL(image ?? '').pathname]) {
    const response = await request.get(path);
    expect(response.headers()['content-type'], path).toBe('image/png');
    expect((await response.body()).byteLength, path).toBeGreaterThan(10_000);
  }
});
