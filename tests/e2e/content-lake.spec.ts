import type { ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

import type { FakeContentLake } from '@brp/testing/content-lake';
import { type APIRequestContext, expect, test as base } from '@playwright/test';
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook';

import {
  freshLakeServer,
  LAKE_PORT,
  LAKE_SITE_PORT,
  runLakeServer,
  startSeededLake,
  STUDIO_STUB_PORT,
  WEBHOOK_SECRET,
} from '../support/lake-site';
import { rawGet, redirectQueryValues, staysOn } from '../support/raw-requests';
import { type PresentationStub, startPresentationStub } from '../support/presentation-stub';
import { stopProcessGroup } from '../support/processes';

const siteUrl = `http://127.0.0.1:${LAKE_SITE_PORT}`;
/** How often this spec's site reads scheduled content again (SANITY_SCHEDULE_REFRESH_SECONDS). */
const SCHEDULE_REFRESH_SECONDS = 4;

/** The site built against the fake Content Lake, running with a fresh copy of the seed. */
const test = base.extend<object, { lake: FakeContentLake }>({
  lake: [
    async ({}, use, workerInfo) => {
      const portTaken = await fetch(siteUrl).then(
        () => true,
        () => false,
      );
      if (portTaken)
        throw new Error(`Port ${LAKE_SITE_PORT} is taken: stop whatever serves ${siteUrl}`);
      const lake = await startSeededLake();
      mkdirSync(workerInfo.project.outputDir, { recursive: true });
      const site: ChildProcess = runLakeServer(await freshLakeServer(), LAKE_SITE_PORT, {
        logFile: join(workerInfo.project.outputDir, 'lake-site.log'),
        // Scheduled content is read again every few seconds, not every minute: the windows test
        // waits for a refresh, not for the clock (the default, 60, is checked by the unit tests).
        // The lists of live addresses reload only when a publish is heard, never on the clock: a
        // test that a refused webhook changes nothing must not depend on how fast the steps run.
        env: {
          SANITY_SCHEDULE_REFRESH_SECONDS: String(SCHEDULE_REFRESH_SECONDS),
          SANITY_ADDRESS_RELOAD_SECONDS: '3600',
        },
      });
      await expect
        .poll(
          () =>
            fetch(siteUrl).then(
              (response) => response.status,
              () => 0,
            ),
          { timeout: 60_000 },
        )
        .toBe(200);
      await use(lake);
      await stopProcessGroup(site);
      await lake.close();
    },
    { scope: 'worker' },
  ],
});

// The steps share one site and one Content Lake, whose state each step changes.
test.describe.configure({ mode: 'serial' });
test.use({ baseURL: siteUrl });

async function webhook(
  request: APIRequestContext,
  body: string,
  secret?: string,
  signedAt = Date.now(),
) {
  const signature = secret ? await encodeSignatureHeader(body, signedAt, secret) : undefined;
  return request.post('/api/revalidate', {
    data: Buffer.from(body), // bytes, so even a malformed body travels exactly as signed
    headers: {
      'content-type': 'application/json',
      ...(signature ? { [SIGNATURE_HEADER_NAME]: signature } : {}),
    },
  });
}

async function homeText(request: APIRequestContext) {
  const response = await request.get('/');
  expect(response.status()).toBe(200);
  return response.text();
}

test('pages are generated from the Content Lake through the Sanity client, images included', async ({
  page,
  lake,
}) => {
  await page.goto('/');
  await expect(page.getByRole('group', { name: '1 of 3' })).toContainText('Pilot Launch Q1 2026');
  await page.goto('/blog/loyalty-app-security');
  const hero = page.getByRole('img', {
    name: 'Shield with a padlock surrounded by a ring of linked blocks',
  });
  await expect(hero).toHaveAttribute(
    'src',
    new RegExp(`^http://127\\.0\\.0\\.1:${LAKE_PORT}/images/e2eproject/production/`),
  );
  await expect
    .poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  // Served from the build: the pages fetched nothing at request time. Only the proxy asked for
  // the published slugs, once, to tell a real article from an unknown address.
  expect(lake.queries.map((query) => query.replace(/\s+/g, ' ').trim())).toEqual([
    '*[ _type == "blogPost" && defined(slug.current) && ($preview || publishedAt <= now()) ].slug.current',
  ]);
});

test('unsigned, wrongly signed and malformed webhooks are refused and change nothing', async ({
  request,
  lake,
}) => {
  // Before any signed webhook: one accepted marks its types stale again, and reloads the lists of
  // addresses, seconds later (app/api/revalidate), which would land in the middle of this test.
  lake.patch('pricingPlan-essentials', { title: 'Essentials Plus' });
  const body = JSON.stringify({ _id: 'pricingPlan-essentials', _type: 'pricingPlan' });
  // The 404 has the server load its list of addresses, kept until a publish is heard (this
  // server's SANITY_ADDRESS_RELOAD_SECONDS is an hour): a refused webhook must not make it ask the
  // Content Lake again.
  expect((await request.get('/refused-offer')).status()).toBe(404);
  lake.publish(builtPage('page-refused-offer', 'refused-offer', 'Refused Offer'));

  await test.step('no signature: 401', async () => {
    expect((await webhook(request, body)).status()).toBe(401);
  });
  await test.step('signed with another secret: 401', async () => {
    expect((await webhook(request, body, 'not-the-secret')).status()).toBe(401);
  });
  await test.step('wrongly signed and not JSON: still 401, the body is never read', async () => {
    expect((await webhook(request, '{"_type": "pricing', 'not-the-secret')).status()).toBe(401);
  });
  await test.step('a replay of a signature older than five minutes: 401', async () => {
    const sixMinutesAgo = Date.now() - 6 * 60 * 1000;
    expect((await webhook(request, body, WEBHOOK_SECRET, sixMinutesAgo)).status()).toBe(401);
  });
  await test.step('a body far larger than any webhook, signed: 413', async () => {
    const large = JSON.stringify({ _type: 'pricingPlan', padding: 'x'.repeat(100_000) });
    expect((await webhook(request, large, WEBHOOK_SECRET)).status()).toBe(413);
  });
  await test.step('signed, but not JSON: 400', async () => {
    expect((await webhook(request, '{"_type": "pricing', WEBHOOK_SECRET)).status()).toBe(400);
  });
  await test.step('signed, but naming no document type: 400', async () => {
    expect((await webhook(request, '{"_id": "x"}', WEBHOOK_SECRET)).status()).toBe(400);
  });
  await test.step('a page published meanwhile is not looked for again', async () => {
    expect((await request.get('/refused-offer')).status()).toBe(404);
  });
  await test.step('the page still shows the plan as it was built', async () => {
    // Two visits: a revalidated page would have regenerated by the second.
    for (const _ of [1, 2]) {
      const html = await homeText(request);
      expect(html).toContain('>Essentials<');
      expect(html).not.toContain('Essentials Plus');
    }
  });
  // The next tests publish: they must not bring these two along.
  lake.patch('pricingPlan-essentials', { title: 'Essentials' });
  lake.remove('page-refused-offer');
});

test('a published edit shows at the first request after the signed webhook returns', async ({
  request,
  lake,
}) => {
  expect(await homeText(request)).not.toContain('Pilot Launch Moved to February');
  lake.patch('announcement-pilot-launch', { title: 'Pilot Launch Moved to February' });
  const response = await webhook(
    request,
    JSON.stringify({ _id: 'announcement-pilot-launch', _type: 'announcement' }),
    WEBHOOK_SECRET,
  );
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ revalidated: ['announcement'] });
  expect(await homeText(request)).toContain('Pilot Launch Moved to February');
});

test('an edit published while its page is rendering shows at the next request', async ({
  request,
  lake,
}) => {
  // Next stamps a page when it is stored: one that read the content before a publish and is
  // stored after it would look fresh for an hour. It is served to its own request, not kept.
  const id = 'announcement-employee-rewards-beta';
  const announcement = JSON.stringify({ _id: id, _type: 'announcement' });
  expect((await webhook(request, announcement, WEBHOOK_SECRET)).status()).toBe(200);
  // The home page's render starts, and its reads of the Content Lake are held for 3 s.
  lake.delayAnswers(3_000);
  const asked = lake.queryCount;
  const rendering = homeText(request);
  await expect.poll(() => lake.queryCount).toBeGreaterThan(asked);
  // The editor publishes while the answers, read before the edit, are on their way.
  lake.delayAnswers(0);
  lake.patch(id, { title: 'Employee Rewards Beta Opens in March' });
  expect((await webhook(request, announcement, WEBHOOK_SECRET)).status()).toBe(200);
  expect(await rendering).not.toContain('Beta Opens in March');
  expect(await homeText(request)).toContain('Beta Opens in March');
});

test('a navigation link with an unsafe target is never rendered', async ({ request, lake }) => {
  lake.patch('navLink-header-pricing', { label: 'Plans' });
  lake.publish({
    _id: 'navLink-header-evil',
    _type: 'navLink',
    label: 'Free Tokens',
    linkId: 'evil',
    href: 'javascript:alert(document.cookie)',
    placement: 'header',
    orderRank: '0|050000:',
  });
  const body = JSON.stringify({ _id: 'navLink-header-evil', _type: 'navLink' });
  expect((await webhook(request, body, WEBHOOK_SECRET)).status()).toBe(200);
  // The renamed link proves the page regenerated from the new links; the unsafe one is dropped.
  await expect.poll(() => homeText(request), { timeout: 20_000 }).toContain('>Plans<');
  const html = await homeText(request);
  expect(html).not.toContain('Free Tokens');
  expect(html).not.toContain('javascript:');
});

test('a feature card with an unsafe target is never rendered', async ({ request, lake }) => {
  lake.patch('featureCard-universal-currency', { title: 'Currency Everywhere' });
  lake.publish({
    _id: 'featureCard-evil',
    _type: 'featureCard',
    title: 'Claim Free Tokens',
    description: 'A card an API write slipped past the studio.',
    icon: 'token',
    href: 'javascript:alert(document.cookie)',
    comingSoon: false,
    orderRank: '0|000001:',
  });
  const body = JSON.stringify({ _id: 'featureCard-evil', _type: 'featureCard' });
  expect((await webhook(request, body, WEBHOOK_SECRET)).status()).toBe(200);
  await expect.poll(() => homeText(request), { timeout: 20_000 }).toContain('Currency Everywhere');
  const html = await homeText(request);
  expect(html).not.toContain('Claim Free Tokens');
  expect(html).not.toContain('javascript:');
});

test('announcement windows open and close within a minute of their times, with no publish', async ({
  request,
  lake,
}) => {
  // The Content Lake answers `now()` from a clock this test moves: the edge passes when the test
  // says, however long the steps before it took. The page regenerates every
  // SCHEDULE_REFRESH_SECONDS at most; the edge is met on a visit after that.
  test.setTimeout(90_000);
  const before = new Date();
  const edge = new Date(before.getTime() + 3600_000);
  lake.setClock(before);
  lake.patch('announcement-double-points-week', {
    description: 'Last chance: this one closes in a moment.',
    publishUntil: edge.toISOString(),
  });
  lake.publish({
    _id: 'announcement-summer-market',
    _type: 'announcement',
    title: 'Summer Market Opens',
    description: 'Forty stalls, one rewards currency.',
    publishFrom: edge.toISOString(),
    orderRank: '0|000002:',
  });
  const body = JSON.stringify({ _id: 'announcement-summer-market', _type: 'announcement' });
  try {
    expect((await webhook(request, body, WEBHOOK_SECRET)).status()).toBe(200);
    await test.step('before the edge: the closing one shows, the opening one does not', async () => {
      await expect
        .poll(() => homeText(request), { timeout: 30_000 })
        .toContain('Last chance: this one closes in a moment.');
      expect(await homeText(request)).not.toContain('Summer Market Opens');
    });
    await test.step('the edge passes, with no webhook: they swap at a refresh', async () => {
      lake.setClock(new Date(edge.getTime() + 1000));
      await expect
        .poll(
          async () => {
            const html = await homeText(request);
            return html.includes('Summer Market Opens') && !html.includes('Last chance');
          },
          { timeout: 45_000, intervals: [500] },
        )
        .toBe(true);
    });
  } finally {
    lake.setClock(undefined);
  }
});

/** Tomorrow, as the studio's date field writes it. */
function tomorrow(): string {
  return new Date(Date.now() + 24 * 3600 * 1000).toISOString().slice(0, 10);
}

test('a post dated ahead stays off the blog, its feeds and its address until its day', async ({
  request,
  lake,
}) => {
  const renamed = lake.patch('blogPost-behavior', { title: 'What Keeps Customers Coming Back' });
  lake.publish({
    _id: 'blogPost-scheduled',
    _type: 'blogPost',
    title: 'Our Winter Pilot Report',
    slug: { _type: 'slug', current: 'winter-pilot-report' },
    key: 'report',
    publishedAt: tomorrow(),
    excerpt: 'What three months of one rewards currency taught us about local shopping.',
    mainImage: lake.get('blogPost-growth')?.mainImage,
    body: [],
  });
  const body = JSON.stringify({ _id: 'blogPost-scheduled', _type: 'blogPost' });
  expect((await webhook(request, body, WEBHOOK_SECRET)).status()).toBe(200);
  // The renamed post (its title, or its date of change) proves each one regenerated.
  const regenerated = {
    '/blog': renamed.title as string,
    '/blog/rss.xml': renamed.title as string,
    '/sitemap.xml': renamed._updatedAt as string,
  };
  for (const [path, marker] of Object.entries(regenerated)) {
    const read = async () => (await request.get(path)).text();
    await expect.poll(read, { timeout: 20_000 }).toContain(marker);
    const text = await read();
    expect(text, path).not.toContain('winter-pilot-report');
    expect(text, path).not.toContain('Our Winter Pilot Report');
  }
  expect((await request.get('/blog/winter-pilot-report')).status()).toBe(404);
});

/** A day `days` from today, as the studio's date field writes it. */
function dayFromToday(days: number): string {
  return new Date(Date.now() + days * 24 * 3600 * 1000).toISOString().slice(0, 10);
}

/** A job posting as the studio publishes one: `closingDate` decides whether it is open. */
function jobPosting(slug: string, title: string, closingDate: string) {
  const paragraph = (key: string, text: string) => ({
    _key: key,
    _type: 'block',
    style: 'normal',
    markDefs: [],
    children: [{ _key: `${key}-text`, _type: 'span', marks: [], text }],
  });
  return {
    _id: `jobPosting-${slug}`,
    _type: 'jobPosting',
    title,
    slug: { _type: 'slug', current: slug },
    team: 'Engineering',
    employmentType: 'FULL_TIME',
    workplace: 'remote',
    country: 'CA',
    description: [paragraph('role', 'Build the ledger behind one rewards currency.')],
    howToApply: [paragraph('apply', 'Write to us with a project you are proud of.')],
    datePosted: dayFromToday(-7),
    closingDate,
  };
}

test('an open job posting is listed, has its page and its JobPosting; a closed one is gone', async ({
  page,
  request,
  lake,
}) => {
  lake.publish(jobPosting('backend-engineer', 'Backend Engineer', dayFromToday(1)));
  lake.publish(jobPosting('night-courier', 'Night Courier', dayFromToday(-1)));
  const body = JSON.stringify({ _id: 'jobPosting-backend-engineer', _type: 'jobPosting' });
  expect((await webhook(request, body, WEBHOOK_SECRET)).status()).toBe(200);
  const read = async (path: string) => (await request.get(path)).text();
  await expect.poll(() => read('/jobs'), { timeout: 20_000 }).toContain('Backend Engineer');
  await expect
    .poll(() => read('/sitemap.xml'), { timeout: 20_000 })
    .toContain('/jobs/backend-engineer</loc>');
  for (const path of ['/jobs', '/sitemap.xml'])
    expect(await read(path)).not.toMatch(/night-courier|Night Courier/i);

  await page.goto('/jobs');
  await expect(page.getByText('Our open positions are below.')).toBeVisible();
  await page.getByRole('link', { name: 'Backend Engineer' }).click();
  await expect(page).toHaveURL(`${siteUrl}/jobs/backend-engineer`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Backend Engineer');
  await expect(page.getByText('Engineering · Remote (CA) · Full-time')).toBeVisible();
  await expect(page.getByRole('region', { name: 'How to apply' })).toContainText('Write to us');
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const structured = blocks.map((block) => JSON.parse(block) as Record<string, unknown>);
  expect(structured.find((data) => data['@type'] === 'JobPosting')).toMatchObject({
    '@type': 'JobPosting',
    title: 'Backend Engineer',
    datePosted: dayFromToday(-7),
    validThrough: `${dayFromToday(1)}T23:59:59Z`,
    employmentType: 'FULL_TIME',
    hiringOrganization: { '@type': 'Organization', name: 'Blocal' },
    jobLocationType: 'TELECOMMUTE',
    applicantLocationRequirements: { '@type': 'Country', name: 'CA' },
  });
  for (const path of ['/jobs/night-courier', '/jobs/no-such-job'])
    expect((await request.get(path)).status(), path).toBe(404);
});

/** A page built in the studio from a header, steps and a call to action. */
function builtPage(id: string, address: string, title: string) {
  return {
    _id: id,
    _type: 'page',
    title,
    address: { _type: 'slug', current: address },
    blocks: [
      { _key: 'header', _type: 'pageHeader', title, subtitle: 'Double points all week.' },
      {
        _key: 'steps',
        _type: 'steps',
        title: 'How to take part',
        steps: [
          { _key: 'one', _type: 'step', title: 'Shop locally', body: 'At any partner.' },
          { _key: 'two', _type: 'step', title: 'Earn double', body: 'Credited at once.' },
        ],
      },
      {
        _key: 'cta',
        _type: 'ctaBand',
        title: 'Ready when you are',
        buttons: [
          { _key: 'join', _type: 'button', label: 'Join the Waitlist', href: '/#waitlist' },
        ],
      },
    ],
  };
}

test('a page built in the studio appears at its address, in the sitemap, with its card', async ({
  page,
  request,
  lake,
}) => {
  expect((await request.get('/spring-offer')).status()).toBe(404);
  lake.publish(builtPage('page-spring-offer', 'spring-offer', 'Spring Offer'));
  const body = JSON.stringify({ _id: 'page-spring-offer', _type: 'page' });
  expect((await webhook(request, body, WEBHOOK_SECRET)).status()).toBe(200);
  // Found on its first visit: the 404 above had the server load its list of addresses.
  expect((await request.get('/spring-offer')).status()).toBe(200);
  await expect
    .poll(async () => (await request.get('/sitemap.xml')).text(), { timeout: 20_000 })
    .toContain('/spring-offer</loc>');

  await page.goto('/spring-offer');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Spring Offer');
  await expect(page).toHaveTitle('Spring Offer | Blocal');
  await expect(page.getByRole('region', { name: 'How to take part' })).toContainText('Earn double');
  await page.getByRole('link', { name: 'Join the Waitlist' }).click();
  await expect(page).toHaveURL(`${siteUrl}/#waitlist`);

  await page.goto('/spring-offer');
  const card = await page.locator('meta[property="og:image"]').getAttribute('content');
  expect(new URL(card ?? '').pathname).toBe('/og/spring-offer');
  const image = await request.get('/og/spring-offer');
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toBe('image/png');
  expect((await request.get('/og/no-such-page')).status()).toBe(404);
  expect((await request.get('/campaigns/no-such-page')).status()).toBe(404);
});

test('a short link redirects with its campaign’s tags; one published takes effect at once, one removed or off-site is a 404', async ({
  page,
  request,
  lake,
}) => {
  const go = (name: string) => request.get(`/go/${name}`, { maxRedirects: 0 });
  const seeded = await go('flyer');
  expect(seeded.status()).toBe(307);
  expect(seeded.headers().location).toBe(
    '/?utm_source=flyer&utm_medium=qr&utm_campaign=spring-launch#waitlist',
  );
  // A phone that scans the flyer lands on the waitlist with the campaign in its address, where
  // the signup form reads it (visit-source.ts).
  await page.goto('/go/flyer');
  await expect(page).toHaveURL(
    `${siteUrl}/?utm_source=flyer&utm_medium=qr&utm_campaign=spring-launch#waitlist`,
  );
  await expect(page.getByRole('form', { name: 'Join the waitlist' })).toBeVisible();

  // A short link is read only: anything but GET and HEAD is refused before it is looked up.
  const posted = await request.post('/go/flyer', { maxRedirects: 0 });
  expect(posted.status()).toBe(405);
  expect(posted.headers().allow).toBe('GET, HEAD, OPTIONS');

  const unknown = await go('window-poster');
  expect(unknown.status()).toBe(404);
  expect(await unknown.text()).toContain('Page not found');
  const link = {
    _id: 'shortLink-window-poster',
    _type: 'shortLink',
    name: { _type: 'slug', current: 'window-poster' },
    target: '/about',
    campaign: 'spring-launch',
    source: 'poster',
    medium: 'qr',
    content: 'corner-bakery',
  };
  lake.publish(link);
  const published = JSON.stringify({ _id: link._id, _type: 'shortLink' });
  expect((await webhook(request, published, WEBHOOK_SECRET)).status()).toBe(200);
  // Found on its first visit after the publish: the 404 above had the server load its names.
  const made = await go('window-poster');
  expect(made.status()).toBe(307);
  expect(made.headers().location).toBe(
    '/about?utm_source=poster&utm_medium=qr&utm_campaign=spring-launch&utm_content=corner-bakery',
  );

  // Written past the studio's validation (the API takes anything): it sends nobody off the site.
  // An edit of a link already read shows as every edit does, once the page regenerates (its
  // cached read is served stale meanwhile).
  lake.publish({ ...link, target: 'https://elsewhere.example/' });
  expect((await webhook(request, published, WEBHOOK_SECRET)).status()).toBe(200);
  await expect
    .poll(async () => (await go('window-poster')).status(), { timeout: 20_000 })
    .toBe(404);

  lake.remove(link._id);
  expect((await webhook(request, published, WEBHOOK_SECRET)).status()).toBe(200);
  expect((await go('window-poster')).status()).toBe(404);
});

test("a campaign page reuses the landing page's hero, pricing and waitlist", async ({
  page,
  request,
  lake,
}) => {
  const home = lake.get('page-home')!.blocks as { _type: string }[];
  const landing = (type: string) => home.find((block) => block._type === type)!;
  lake.publish({
    _id: 'page-spring-campaign',
    _type: 'page',
    title: 'Spring campaign',
    address: { _type: 'slug', current: 'campaigns/spring' },
    blocks: [
      { ...landing('hero'), title: 'Spring on the high street' },
      landing('pricing'),
      { ...landing('waitlist'), title: 'Join for spring' },
    ],
  });
  const body = JSON.stringify({ _id: 'page-spring-campaign', _type: 'page' });
  expect((await webhook(request, body, WEBHOOK_SECRET)).status()).toBe(200);
  expect((await request.get('/campaigns/spring')).status()).toBe(200);

  await page.goto('/campaigns/spring');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Spring on the high street');
  await expect(page.locator('#pricing')).toBeVisible();
  // The hero's button leads to this page's own waitlist, with the signup type chosen.
  await page.getByRole('link', { name: 'Join Waitlist as Vendor' }).click();
  await expect(page).toHaveURL(`${siteUrl}/campaigns/spring?join=vendor#waitlist`);
  await expect(page.getByRole('radio', { name: /Vendor/ })).toBeChecked();
  await expect(page.getByRole('heading', { name: 'Join for spring' })).toBeInViewport();
});

test("editors' landing sections and search fields reach the page; crops keep the hotspot", async ({
  page,
  request,
  lake,
}) => {
  // Three publishes and a dozen pages and images rendered afresh: a hang guard.
  test.setTimeout(90_000);
  // The landing page is a page of blocks: the hero's words change, a rewards figure goes into
  // a title (the site fills it), pricing moves above how it works, and the merchants' section goes.
  const blocks = lake.get('page-home')!.blocks as { _type: string; [field: string]: unknown }[];
  const block = (type: string) => blocks.find((each) => each._type === type)!;
  lake.patch('page-home', {
    blocks: [
      { ...block('hero'), title: 'Shop local, earn everywhere', vendorCtaLabel: 'List Your Shop' },
      block('announcements'),
      block('features'),
      block('pricing'),
      { ...block('howItWorks'), title: 'Earn {brpPerDollar} BRP on every dollar' },
      block('waitlist'),
    ],
  });
  lake.patch('siteSettings', {
    seo: { metaTitle: 'Blocal: neighbourhood rewards', metaDescription: 'One currency.' },
  });
  const hotspot = { _type: 'sanity.imageHotspot', x: 0.7, y: 0.3, width: 0.2, height: 0.2 };
  const crop = { _type: 'sanity.imageCrop', left: 0.1, right: 0, top: 0, bottom: 0.1 };
  const security = lake.get('blogPost-security')!;
  const previewImage = '/blog/loyalty-app-security/opengraph-image';
  const generatedCard = await (await request.get(previewImage)).body();
  lake.patch('blogPost-security', {
    mainImage: { ...(security.mainImage as object), hotspot, crop },
    seo: {
      metaTitle: 'Blockchain loyalty security, explained',
      metaDescription: 'How tokens on a blockchain keep loyalty points safe from fraud.',
      noindex: true,
      socialImage: { ...(lake.get('blogPost-growth')!.mainImage as object), alt: 'A shop front' },
    },
  });
  for (const [id, type] of [
    ['page-home', 'page'],
    ['siteSettings', 'siteSettings'],
    ['blogPost-security', 'blogPost'],
  ]) {
    const body = JSON.stringify({ _id: id, _type: type });
    expect((await webhook(request, body, WEBHOOK_SECRET)).status()).toBe(200);
  }

  await test.step('the landing page shows its sections as edited, and the search title', async () => {
    await expect.poll(() => homeText(request), { timeout: 20_000 }).toContain('List Your Shop');
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shop local, earn everywhere');
    await expect(page.locator('#how-it-works h2')).toHaveText('Earn 1 BRP on every dollar');
    await expect(page.locator('#vendors')).toHaveCount(0);
    const order = await page
      .locator('main section[id]')
      .evaluateAll((sections) => sections.map((section) => section.id));
    expect(order).toEqual(['features', 'pricing', 'how-it-works', 'waitlist']);
    await expect(page.getByRole('link', { name: 'List Your Shop' })).toBeVisible();
    await expect(page).toHaveTitle('Blocal: neighbourhood rewards');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      'One currency.',
    );
  });
  await test.step("the post's search fields win, and it leaves the sitemap", async () => {
    await expect
      .poll(async () => (await request.get('/blog/loyalty-app-security')).text(), {
        timeout: 20_000,
      })
      .toContain('Blockchain loyalty security, explained');
    await page.goto('/blog/loyalty-app-security');
    await expect(page).toHaveTitle('Blockchain loyalty security, explained');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      'How tokens on a blockchain keep loyalty points safe from fraud.',
    );
    // The link preview becomes the editor's photo, still a 1200 × 630 PNG.
    await expect
      .poll(async () => (await request.get(previewImage)).body(), { timeout: 45_000 })
      .not.toEqual(generatedCard);
    const photo = await request.get(previewImage);
    expect(photo.headers()['content-type']).toBe('image/png');
    const png = await photo.body();
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    const sitemap = async () => (await request.get('/sitemap.xml')).text();
    await expect.poll(sitemap, { timeout: 20_000 }).not.toContain('loyalty-app-security');
    expect(await sitemap()).toContain('loyalty-growth-insights');
  });
  await test.step("the blog card is cut to 16:9 from the editor's crop, around the hotspot", async () => {
    // What the editor kept of the 1600 × 900 image: 10% off the left, 10% off the bottom.
    const kept = 'rect=160,0,1440,810';
    await expect
      .poll(async () => (await request.get('/blog')).text(), { timeout: 20_000 })
      .toContain(kept);
    await page.goto('/blog');
    const image = page
      .getByRole('article')
      .filter({ hasText: 'Securing Loyalty Apps' })
      .getByRole('img');
    const src = new URL((await image.getAttribute('src')) ?? '');
    expect(src.search).toContain(kept);
    expect(src.searchParams.get('fit')).toBe('crop');
    expect(Number(src.searchParams.get('w')) / Number(src.searchParams.get('h'))).toBeCloseTo(
      16 / 9,
    );
    // Where the page cuts it further, the hotspot (70% across, 30% down) stays in view.
    await expect(image).toHaveCSS('object-position', '66.67% 33.33%');
  });
});

test('with EmailJS keys configured, the local outbox does not exist', async ({ request }) => {
  const response = await request.post('/api/v1.0/email/send', {
    data: {
      lib_version: '4.4.1',
      user_id: 'local-outbox',
      service_id: 'local-outbox',
      template_id: 'support',
      template_params: { user_name: 'Ada' },
    },
  });
  expect(response.status()).toBe(404);
});

/** Zero-width characters: stega marks hide in them. */
const STEGA = /[\u200B-\u200D\u2060\uFEFF]/;
const POST = '/blog/loyalty-growth-insights';
/** The preview secret the studio stored for the session. */
const SECRET = 'right-secret-0123456789abcdef';
/** The studio's address, `sanity dev`'s: the click-to-edit links lead there. */
const STUDIO = 'http://localhost:3333';
/** The editors' Visual Editing module, served in draft mode only. */
const VISUAL_EDITING = '/api/draft-mode/visual-editing';

function previewUrl(secret: string, pathname: string) {
  const query = new URLSearchParams({
    'sanity-preview-secret': secret,
    'sanity-preview-pathname': pathname,
  });
  return `/api/draft-mode/enable?${query}`;
}

test('draft preview: only the studio secret opens it, and only the editor sees drafts', async ({
  browser,
  page,
  request,
  lake,
}) => {
  // Many pages rendered per request, for an editor: on one busy core that took over a minute.
  test.setTimeout(180_000);
  lake.addPreviewSecret(SECRET);
  lake.addPreviewSecret('expired-secret-0123456789abcdef', { ageSeconds: 2 * 3600 });
  lake.saveDraft('blogPost-growth', { title: 'Growth, Redrafted' });
  lake.publish(builtPage('drafts.page-autumn-offer', 'autumn-offer', 'Autumn Offer'));
  const springOffer = builtPage('page-spring-offer', 'spring-offer', 'Spring Offer');
  const [header, ...otherBlocks] = springOffer.blocks;
  lake.saveDraft('page-spring-offer', {
    blocks: [{ ...header, subtitle: 'Triple points, in draft.' }, ...otherBlocks],
  });
  lake.publish({
    _id: 'drafts.blogPost-unpublished',
    _type: 'blogPost',
    title: 'A Post Not Yet Published',
    slug: { _type: 'slug', current: 'not-yet-published' },
    key: 'unpublished',
    publishedAt: '2025-06-01',
    excerpt: 'Only editors see this before it is published.',
    mainImage: lake.get('blogPost-growth')?.mainImage,
    body: [],
  });

  await test.step('a wrong or expired secret: 401, and no draft cookie', async () => {
    for (const secret of ['not-the-secret', 'expired-secret-0123456789abcdef']) {
      const response = await request.get(previewUrl(secret, POST), { maxRedirects: 0 });
      expect(response.status()).toBe(401);
      expect(response.headers()['set-cookie'] ?? '').not.toContain('__prerender_bypass');
    }
  });
  await test.step('visitors see neither the draft edit nor the draft-only post', async () => {
    const html = await (await request.get(POST)).text();
    expect(html).toContain('How Loyalty Programs Drive Growth');
    expect(html).not.toContain('Growth, Redrafted');
    expect((await request.get('/blog/not-yet-published')).status()).toBe(404);
    expect((await request.get('/autumn-offer')).status()).toBe(404);
    expect(await (await request.get('/spring-offer')).text()).not.toContain('Triple points');
  });
  await test.step('visitors are sent none of the Visual Editing code', async () => {
    const visitor = await browser.newPage();
    const requested: string[] = [];
    visitor.on('request', (sent) => requested.push(new URL(sent.url()).pathname));
    for (const path of ['/', POST]) {
      const response = await visitor.goto(path, { waitUntil: 'load' });
      expect(await response?.text()).not.toContain(VISUAL_EDITING);
      await expect(visitor.locator('sanity-visual-editing')).toHaveCount(0);
    }
    expect(requested).not.toContain(VISUAL_EDITING);
    await visitor.close();
    // Nor can they fetch it: it exists for draft mode only.
    expect((await request.get(VISUAL_EDITING)).status()).toBe(404);
  });
  await test.step('the right secret sets the draft cookie and redirects to the page', async () => {
    const visualEditing = page.waitForResponse(
      (response) => new URL(response.url()).pathname === VISUAL_EDITING,
    );
    await page.goto(previewUrl(SECRET, POST));
    await expect(page).toHaveURL(new RegExp(`${POST}$`));
    const cookies = await page.context().cookies();
    expect(cookies.map((cookie) => cookie.name)).toContain('__prerender_bypass');
    await test.step('and the page loads the Visual Editing module', async () => {
      const response = await visualEditing;
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('text/javascript');
    });
  });
  await test.step('Visual Editing mounts, and a marked heading leads to its field', async () => {
    await expect(page.locator('sanity-visual-editing')).toBeAttached();
    // Outside the studio's frame the overlay offers a link that opens the field in the studio.
    await page.getByRole('heading', { level: 1 }).hover();
    const open = page.getByRole('link', { name: 'Open in Studio' });
    await expect(open).toBeVisible();
    const href = new URL((await open.getAttribute('href')) ?? '');
    expect(href.origin).toBe(STUDIO);
    expect(decodeURIComponent(href.href)).toMatch(/id=blogPost-growth;type=blogPost;path=title\b/);
  });
  await test.step('in the studio, the overlay follows Presentation and shows edits in place', async () => {
    // The draft cookie is set at the top level here, and a browser that blocks third-party
    // cookies (this Chromium does) sends such a cookie to a frame of the same site only: the
    // stand-in frames the site as `localhost`, like itself. (The real Presentation opens the
    // enable route inside its frame, where next-sanity sets a partitioned cookie instead.)
    const site = `http://localhost:${LAKE_SITE_PORT}`;
    const enabled = await page.request.get(`${site}${previewUrl(SECRET, POST)}`, {
      maxRedirects: 0,
    });
    expect(enabled.status()).toBe(307);
    const stubServer = await startPresentationStub(STUDIO_STUB_PORT, `${site}${POST}`);
    const studio = await page.context().newPage();
    try {
      await studio.goto(`http://localhost:${STUDIO_STUB_PORT}/`);
      const stub = () =>
        studio.evaluate(() => (window as unknown as { stub: PresentationStub }).stub);
      const send = (type: string, data: unknown) =>
        studio.evaluate(
          ([type, data]) => (window as unknown as { stub: PresentationStub }).stub.send(type, data),
          [type, data] as const,
        );
      const frame = studio.frameLocator('iframe');

      // The overlay answers the handshake and tells the studio which page it shows.
      await expect
        .poll(async () => (await stub()).received)
        .toContainEqual({
          type: 'visual-editing/navigate',
          data: expect.objectContaining({ type: 'push', url: POST }) as unknown,
        });
      // An edit in the studio: the frame shows it without reloading (the page's state survives).
      const framed = studio.frames().find((each) => each.url().endsWith(POST))!;
      await framed.evaluate(() => {
        (window as unknown as { notReloaded: boolean }).notReloaded = true;
      });
      lake.saveDraft('blogPost-growth', { title: 'Growth, Edited in Presentation' });
      await send('presentation/refresh', { source: 'mutation', livePreviewEnabled: false });
      await expect(frame.getByRole('heading', { level: 1 })).toContainText(
        'Growth, Edited in Presentation',
      );
      expect(
        await framed.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded),
      ).toBe(true);
      expect((await stub()).loads).toBe(1);
      // The editor's refresh button reloads the frame.
      await send('presentation/refresh', { source: 'manual', livePreviewEnabled: false });
      await expect.poll(async () => (await stub()).loads).toBe(2);
      // The editor picks another page in the studio: the frame goes there.
      await send('presentation/navigate', { type: 'push', url: '/blog' });
      await expect.poll(() => studio.frames().map((each) => each.url())).toContain(`${site}/blog`);
    } finally {
      await studio.close();
      stubServer.close();
    }
  });
  await test.step('the module is revalidated, not sent again, on the next page load', async () => {
    const first = await page.request.get(VISUAL_EDITING);
    const etag = first.headers().etag ?? '';
    expect(etag).not.toBe('');
    const again = await page.request.get(VISUAL_EDITING, { headers: { 'if-none-match': etag } });
    expect(again.status()).toBe(304);
  });
  await test.step('in draft mode the draft shows, marked for click-to-edit', async () => {
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Growth, Redrafted');
    expect(await page.content()).toMatch(STEGA);
    await page.goto('/blog/not-yet-published');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('A Post Not Yet Published');
    await page.goto('/autumn-offer');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Autumn Offer');
    await page.goto('/spring-offer');
    await expect(page.getByText('Triple points, in draft.')).toBeVisible();
  });
  await test.step('a post scheduled for tomorrow shows in the preview, listed too', async () => {
    await page.goto('/blog/winter-pilot-report');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Our Winter Pilot Report');
    await page.goto('/blog');
    await expect(page.getByRole('link', { name: 'Our Winter Pilot Report' })).toBeVisible();
  });
  await test.step('the studio may frame the preview; nobody may frame a visitor page', async () => {
    const preview = await page.request.get(POST);
    expect(preview.headers()['content-security-policy']).toContain(
      'frame-ancestors http://localhost:3333',
    );
    const visitor = await request.get(POST);
    expect(visitor.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(visitor.headers()['x-frame-options']).toBe('DENY');
  });
  await test.step('"Preview mode - exit" leaves draft mode', async () => {
    await page.getByRole('link', { name: 'Preview mode - exit' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('sanity-visual-editing')).toHaveCount(0);
    await page.goto(POST);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'How Loyalty Programs Drive Growth for Local Businesses',
    );
  });
  await test.step('published pages, metadata and feeds carry no stega marks', async () => {
    for (const path of ['/', POST, '/blog', '/blog/rss.xml', '/sitemap.xml', '/spring-offer']) {
      const body = await (await request.get(path)).text();
      expect(body, path).not.toMatch(STEGA);
    }
  });
});

test('the preview’s redirects never leave the site, however the target is spelt', async ({
  lake,
}) => {
  const secret = 'redirect-secret-0123456789abcdef';
  lake.addPreviewSecret(secret);
  for (const target of redirectQueryValues()) {
    const exit = await rawGet(siteUrl, `/api/draft-mode/disable?redirect=${target}`);
    expect(exit.status, target).toBe(307);
    expect(staysOn(siteUrl, exit.location), `exit ${target} → ${exit.location}`).toBe(true);
    const enter = await rawGet(
      siteUrl,
      `/api/draft-mode/enable?sanity-preview-secret=${secret}&sanity-preview-pathname=${target}`,
    );
    expect(enter.status, target).toBe(307);
    expect(staysOn(siteUrl, enter.location), `enter ${target} → ${enter.location}`).toBe(true);
  }
  // A path of the site is where both go.
  const back = await rawGet(siteUrl, '/api/draft-mode/disable?redirect=%2Fblog%3Fpage%3D2');
  expect(back.location).toBe('/blog?page=2');
});

test('with the Content Lake down, a publish is refused and the last good pages stay', async ({
  page,
  request,
  lake,
}) => {
  await lake.close();
  // Expired now, a page would have nothing to show until the Content Lake is back: Sanity is
  // told to send the publish again later.
  const response = await webhook(
    request,
    JSON.stringify({ _id: 'faq-support-1', _type: 'announcement' }),
    WEBHOOK_SECRET,
  );
  expect(response.status()).toBe(503);
  expect(response.headers()['retry-after']).toBe('10');
  for (const _ of [1, 2, 3]) {
    expect(await homeText(request)).toContain('Pilot Launch Moved to February');
  }
  await page.goto('/blog/loyalty-growth-insights');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'How Loyalty Programs Drive Growth for Local Businesses',
  );
});
