import { expect, test, waitForHydration } from '../support/fixtures';

test('the company routes lead to the pages people know', async ({ page, request }) => {
  for (const page_ of ['about', 'blog', 'jobs']) {
    const response = await request.get(`/company/${page_}`, { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    expect(response.headers().location).toBe(`/${page_}`);
  }
  await page.goto('/company/blog');
  await expect(page).toHaveURL(/\/blog$/);
});

test('anything else gets a friendly 404 page with a way home', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('We couldn’t find that page');
  await page.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('an unknown blog post gets the same server-rendered 404 page, readable without JavaScript', async ({
  browser,
  request,
}) => {
  const response = await request.get('/blog/no-such-post');
  expect(response.status()).toBe(404);
  const html = await response.text();
  expect(html).toContain('<html lang="en"');
  expect(html).not.toContain('__next_error__');
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/blog/no-such-post');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('We couldn’t find that page');
  await expect(page.getByRole('link', { name: 'Back to the home page' })).toBeVisible();
  await context.close();
});

test.describe('blog', () => {
  test('offers to submit a story and to subscribe', async ({ page }) => {
    await page.goto('/blog');
    await expect(page.getByRole('link', { name: 'Submit a Story' })).toHaveAttribute(
      'href',
      'mailto:hello@blocalrewards.com?subject=Story%20for%20the%20blog',
    );
    await page.getByRole('link', { name: 'Subscribe to Updates' }).click();
    await expect(page.getByRole('checkbox', { name: /Notify me/ })).toBeChecked();
    await expect(page.getByRole('heading', { name: 'Join the waitlist' })).toBeInViewport();
  });

  test('an article has its way back, date, title, body and references', async ({ page }) => {
    await page.goto('/blog/loyalty-app-security');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Securing Loyalty Apps: How Blockchain Protects Your Rewards',
    );
    await expect(page.locator('article time').first()).toHaveText('April 10, 2025');
    await expect(page.getByRole('heading', { level: 2, name: 'What tokens change' })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'References' })).toContainText(
      'industry surveys',
    );
    await expect(page.getByRole('link', { name: 'privacy policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    await page.getByRole('link', { name: 'Back to Blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test("an article's paragraphs and headings are set apart", async ({ page }) => {
    await page.goto('/blog/loyalty-app-security');
    const heading = page.getByRole('heading', { level: 2, name: 'What tokens change' });
    // The space between two paragraphs that follow each other, and between a paragraph and the
    // heading after it, as a reader sees them.
    const gaps = await heading.evaluate((element) => {
      const space = (upper: Element, lower: Element) =>
        lower.getBoundingClientRect().top - upper.getBoundingClientRect().bottom;
      const paragraphs = [...element.parentElement!.querySelectorAll(':scope > p')];
      const pair = paragraphs.find((paragraph) => paragraph.nextElementSibling?.tagName === 'P')!;
      const beforeHeading = paragraphs.find(
        (paragraph) => paragraph.nextElementSibling?.tagName === 'H2',
      )!;
      return {
        betweenParagraphs: space(pair, pair.nextElementSibling!),
        beforeHeading: space(beforeHeading, beforeHeading.nextElementSibling!),
      };
    });
    expect(gaps.betweenParagraphs).toBeGreaterThanOrEqual(16);
    expect(gaps.beforeHeading).toBeGreaterThanOrEqual(40);
  });

  test('the articles carry the dates of the spec', async ({ page }) => {
    for (const [slug, date] of [
      ['loyalty-growth-insights', 'May 31, 2025'],
      ['loyalty-behavioral-drivers', 'May 20, 2025'],
    ] as const) {
      await page.goto(`/blog/${slug}`);
      await expect(page.locator('article time').first()).toHaveText(date);
    }
  });
});

test('about tells the mission, the 2024 story, the three values, the founder and how to write', async ({
  page,
}) => {
  await page.goto('/about');
  await expect(page.getByText(/We started in 2024/)).toBeVisible();
  for (const value of ['Transparency', 'Simplicity', 'Collaboration']) {
    await expect(page.getByRole('heading', { level: 3, name: value })).toBeVisible();
  }
  await expect(page.getByText('Founder & CEO')).toBeVisible();
  await expect(
    page.getByRole('main').getByRole('link', { name: 'hello@blocalrewards.com' }),
  ).toHaveAttribute('href', 'mailto:hello@blocalrewards.com');
});

test('jobs is a heading and one line, without listings', async ({ page }) => {
  await page.goto('/jobs');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Join the team');
  await expect(page.getByRole('main').getByRole('paragraph')).toHaveCount(2); // the eyebrow and the line
});

test('integrations lists platforms by category and SDK capabilities, linking to the API', async ({
  page,
}) => {
  await page.goto('/integrations');
  await expect(
    page.getByRole('list', { name: 'Point of sale platforms' }).getByRole('listitem'),
  ).toHaveCount(3);
  await expect(
    page.getByRole('list', { name: 'Payments platforms' }).getByRole('listitem'),
  ).toHaveCount(1);
  await expect(
    page.getByRole('list', { name: 'eCommerce platforms' }).getByRole('listitem'),
  ).toHaveCount(1);
  for (const capability of ['Token minting', 'QR scanning', 'User management']) {
    await expect(page.getByRole('heading', { name: capability })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Read the API documentation →' })).toHaveAttribute(
    'href',
    '/api',
  );
});

test.describe('API page', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  // The exact 2 seconds are checked with fake timers in copy-button.test.tsx; here, the real thing.
  test('copies each snippet, shows a check mark, then goes back to its label', async ({ page }) => {
    await page.goto('/api');
    const copyInstall = page.getByRole('button', { name: 'Copy install command' });
    await waitForHydration(copyInstall);
    await copyInstall.click();
    await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
    await expect(
      page.getByRole('status').filter({ hasText: 'Copied to the clipboard' }),
    ).toHaveCount(1);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      'npm install @blocal/rewards-sdk',
    );
    await expect(copyInstall).toBeVisible({ timeout: 5000 });

    await page.getByRole('button', { name: 'Copy usage example' }).click();
    await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(
      "import { Blocal } from '@blocal/rewards-sdk';",
    );
  });

  test('lists the three endpoints for display', async ({ page }) => {
    await page.goto('/api');
    for (const endpoint of ['/v1/users/{uid}/balance', '/v1/rewards/mint', '/v1/nfts/{nftId}']) {
      await expect(page.getByText(endpoint, { exact: true })).toBeVisible();
    }
  });
});

test.describe('support', () => {
  test('has its three cards, a five-question FAQ one open at a time, and ticketing coming soon', async ({
    page,
  }) => {
    await page.goto('/support');
    const hrefs = await page
      .getByRole('main')
      .getByRole('link', { name: /Developer docs|FAQ|Contact us/ })
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual(['/api', '/support#faq', '/support/contact']);
    const questions = page.locator('#faq details');
    await expect(questions).toHaveCount(5);
    await questions.nth(0).locator('summary').click();
    await questions.nth(3).locator('summary').click();
    await expect(page.locator('#faq details[open]')).toHaveCount(1);
    await expect(questions.nth(3)).toHaveAttribute('open');
    const ticketing = page.getByRole('button', { name: 'Coming Soon' });
    await expect(ticketing).toHaveAttribute('aria-disabled', 'true');
  });

  test('the FAQ card jumps to the questions', async ({ page }) => {
    await page.goto('/support');
    await page.getByRole('link', { name: /FAQ/ }).click();
    await expect(page).toHaveURL(/\/support#faq$/);
    await expect(
      page.getByRole('heading', { name: 'Frequently asked questions' }),
    ).toBeInViewport();
  });
});

test('privacy is dated March 15, 2025 and names the e-mail and geolocation services', async ({
  page,
}) => {
  await page.goto('/privacy');
  await expect(page.getByText('Last updated March 15, 2025')).toBeVisible();
  await expect(page.getByRole('main')).toContainText('EmailJS');
  await expect(page.getByRole('main')).toContainText('ipwho.is');
  // What the waitlist keeps, how long, and the way out every e-mail carries.
  await expect(page.getByRole('main')).toContainText(
    'we erase the signup when the link expires, 14 days later',
  );
  await expect(page.getByRole('main')).toContainText('ends with a link that erases your signup');
});
