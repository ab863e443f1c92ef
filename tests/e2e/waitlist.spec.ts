import { mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

import { FIELD_LIMITS } from '@brp/core/field-limits';
import { FORM_TEXT, WAITLIST_TEXT } from '@brp/core/messages';
import { startPostgres, type TestPostgres } from '@brp/testing/postgres';
import type { Page } from '@playwright/test';

import { expect, GEO_PATTERN, test } from '../support/fixtures';
import { freePort } from '../support/free-port';
import { startRedis } from '../support/redis-server';
import {
  postSignup,
  runRefusedStart,
  startWaitlistSite,
  teamSearch,
  teamTotal,
  type WaitlistSite,
} from '../support/waitlist-site';

// Each test runs its own servers and databases, as an operator would: one container with the
// embedded database, or servers sharing one Postgres.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

let postgres: TestPostgres;
test.beforeAll(async () => {
  postgres = await startPostgres({ maxConnections: 300 });
});
test.afterAll(async () => {
  await postgres?.close();
});

const unique = (label: string) =>
  `${label}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;

function logFile(name: string): string {
  const dir = test.info().outputDir;
  mkdirSync(dir, { recursive: true });
  return join(dir, `${name}.log`);
}

const SEND = '**/api/v1.0/email/send';
const ROOT = resolve(import.meta.dirname, '../..');

async function openForm(page: Page, site: WaitlistSite, path = '/#waitlist') {
  const geo = page.waitForResponse(GEO_PATTERN);
  await page.goto(`${site.url}${path}`);
  await geo;
  return page.getByRole('form', { name: 'Join the waitlist' });
}

async function fill(page: Page, email: string) {
  const form = page.getByRole('form', { name: 'Join the waitlist' });
  await form.getByRole('textbox', { name: 'Name' }).fill('Grace Hopper');
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByRole('textbox', { name: 'Location/ZIP Code' }).fill('94607');
  return form;
}

const thanks = (page: Page) => page.getByRole('status').filter({ hasText: 'on the list' });

/**
 * The thank-you card fits a phone and a desktop (nothing wider than the screen); with
 * UPDATE_DOC_IMAGES=1 it is photographed for docs/waitlist.md at both widths.
 */
async function pictureThanks(page: Page) {
  for (const [width, file] of [
    [1280, 'docs/images/waitlist-thanks.png'],
    [390, 'docs/images/waitlist-thanks-phone.png'],
  ] as const) {
    await page.setViewportSize({ width, height: 844 });
    const card = thanks(page);
    await card.scrollIntoViewIfNeeded();
    const box = await card.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(width);
    await expect(page.getByRole('button', { name: 'Copy link' })).toBeVisible();
    if (process.env.UPDATE_DOC_IMAGES === '1') {
      await page
        .locator('#waitlist')
        .screenshot({ path: join(ROOT, file), animations: 'disabled', caret: 'hide' });
    }
  }
}

for (const engine of ['embedded', 'postgres'] as const) {
  test(`a signup acknowledged is kept through a crash and restart (${engine})`, async ({
    page,
  }) => {
    const database: Record<string, string> =
      engine === 'postgres'
        ? { DATABASE_URL: postgres.url }
        : { WAITLIST_DB_DIR: mkdtempSync(join(tmpdir(), 'waitlist-crash-')) };
    const site = await startWaitlistSite(database, logFile(`crash-${engine}`));
    try {
      const email = unique('crash');
      await openForm(page, site);
      await (await fill(page, email)).getByRole('button', { name: 'Join Waitlist' }).click();
      await expect(thanks(page)).toContainText(/number \d+ in line/);
      await site.kill();
      await site.restart();
      expect(await teamSearch(site, email)).toEqual([
        expect.objectContaining({ email, name: 'Grace Hopper' }),
      ]);
      expect(await site.sentTo()).toEqual([email]);
    } finally {
      await site.stop();
    }
  });
}

test('with the database down, the visitor keeps what they typed; once it is back, one click signs them up', async ({
  page,
}) => {
  const serverLog = logFile('outage');
  const site = await startWaitlistSite({ DATABASE_URL: postgres.url }, serverLog);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const email = unique('outage');
  try {
    await openForm(page, site);
    const form = await fill(page, email);
    await postgres.stop();
    try {
      await form.getByRole('button', { name: 'Join Waitlist' }).click();
      await expect(form.getByRole('alert')).toHaveText(FORM_TEXT.waitlistFailed);
    } finally {
      await postgres.start();
    }
    await expect(form.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
    await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('Grace Hopper');
    expect(await site.sentTo()).toEqual([]);
    expect(errors.join('\n')).toContain('503');

    await form.getByRole('button', { name: 'Join Waitlist' }).click();
    await expect(thanks(page)).toContainText(/number \d+ in line/);
    expect(await teamSearch(site, email)).toHaveLength(1);
    expect(await site.sentTo()).toEqual([email]);
  } finally {
    await site.stop();
  }
  // The operator reads that the database was down, and nothing of who was signing up.
  const logged = readFileSync(serverLog, 'utf8');
  expect(logged).toContain('A waitlist signup could not be recorded');
  for (const typed of [email, 'Grace Hopper', '94607']) expect(logged).not.toContain(typed);
});

test('when the e-mail fails after the record, the retry sends it once and records nothing twice', async ({
  page,
}) => {
  const site = await startWaitlistSite({ DATABASE_URL: postgres.url }, logFile('email-fails'));
  try {
    const email = unique('retry');
    await openForm(page, site);
    const form = await fill(page, email);
    await page.route(SEND, (route) => route.fulfill({ status: 500, body: 'quota spent' }), {
      times: 1,
    });
    await form.getByRole('button', { name: 'Join Waitlist' }).click();
    await expect(form.getByRole('alert')).toHaveText(FORM_TEXT.waitlistFailed);
    // Recorded, the team not told: the record knows.
    expect(await teamSearch(site, email)).toEqual([
      expect.objectContaining({ email, teamEmailSentAt: null }),
    ]);
    await form.getByRole('button', { name: 'Join Waitlist' }).click();
    await expect(thanks(page)).toContainText("You're on the list!");
    expect(await teamSearch(site, email)).toEqual([
      expect.objectContaining({ email, teamEmailSentAt: expect.any(String) }),
    ]);
    expect(await site.sentTo()).toEqual([email]);

    // The same person again, on a later visit: already listed, with their place, no second e-mail.
    const later = await page.context().newPage();
    await later.route(GEO_PATTERN, (route) => route.fulfill({ json: {} }));
    await openForm(later, site);
    await (
      await fill(later, email.toUpperCase())
    )
      .getByRole('button', { name: 'Join Waitlist' })
      .click();
    await expect(thanks(later)).toContainText("You're already on the list!");
    await expect(thanks(later)).toContainText(/number \d+ in line/);
    expect(await site.sentTo()).toEqual([email]);
  } finally {
    await site.stop();
  }
});

test('two servers on one Postgres: concurrent signups get one record and one place each', async () => {
  const files = logFile('two-servers');
  const [a, b] = await Promise.all([
    startWaitlistSite({ DATABASE_URL: postgres.url }, files),
    startWaitlistSite({ DATABASE_URL: postgres.url }, files),
  ]);
  try {
    const before = await teamTotal(a);
    const emails = Array.from({ length: 200 }, (_, index) => unique(`many${index}`));
    const answers = await Promise.all(
      emails.map(async (email, index) => {
        const response = await postSignup(index % 2 ? a : b, { email });
        expect(response.status).toBe(200);
        return (await response.json()) as { place: number };
      }),
    );
    expect(new Set(answers.map((answer) => answer.place)).size).toBe(200);
    expect(await teamTotal(b)).toBe(before + 200);

    const same = unique('same');
    const statuses = await Promise.all(
      Array.from({ length: 50 }, async (_, index) => {
        const response = await postSignup(index % 2 ? a : b, { email: same });
        await response.arrayBuffer();
        return response.status;
      }),
    );
    expect(new Set(statuses)).toEqual(new Set([200]));
    expect(await teamSearch(a, same)).toHaveLength(1);
    expect(await teamTotal(a)).toBe(before + 201);
  } finally {
    await Promise.all([a.stop(), b.stop()]);
  }
});

test('the servers share one rate limit per client, counted from the trusted proxy’s address', async () => {
  const redis = await startRedis(await freePort());
  const env = {
    DATABASE_URL: postgres.url,
    REDIS_URL: redis.url,
    WAITLIST_SIGNUPS_PER_HOUR: '3',
    // Varnish in front: it appends the address it was reached from.
    TRUSTED_PROXY_HOPS: '1',
  };
  const files = logFile('rate-limit');
  const [a, b] = await Promise.all([startWaitlistSite(env, files), startWaitlistSite(env, files)]);
  try {
    const from = (client: string, forged = '6.6.6.6') => ({
      'x-forwarded-for': `${forged}, ${client}`,
    });
    const statuses: number[] = [];
    for (const [index, forged] of ['1.1.1.1', '2.2.2.2', '3.3.3.3', '4.4.4.4'].entries()) {
      const response = await postSignup(
        index % 2 ? a : b,
        { email: unique('limited') },
        from('203.0.113.9', forged),
      );
      statuses.push(response.status);
      if (response.status === 429)
        expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    // Three signups, then refused, on either server, whatever the client wrote to the left.
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect((await postSignup(a, { email: unique('other') }, from('203.0.113.10'))).status).toBe(
      200,
    );
  } finally {
    await Promise.all([a.stop(), b.stop()]);
    await redis.stop();
  }
});

test('bad input gets a clear 4xx and stores nothing; a name with markup is only text', async () => {
  const site = await startWaitlistSite(
    { WAITLIST_DB_DIR: mkdtempSync(join(tmpdir(), 'waitlist-input-')) },
    logFile('bad-input'),
  );
  try {
    const post = (body: string, type = 'application/json') =>
      fetch(`${site.url}/api/waitlist`, {
        method: 'POST',
        headers: { 'content-type': type },
        body,
      });
    const email = unique('bad');
    const valid = { name: 'Ada', email, location: 'Oakland', type: 'user', notify: true };
    const cases: [string, Promise<Response>, number, string][] = [
      ['malformed JSON', post('{"name": "Ada",'), 400, 'The body is not valid JSON'],
      ['a JSON array', post('[]'), 400, 'The signup has errors'],
      [
        'wrong types',
        post(JSON.stringify({ ...valid, name: 7, notify: 'yes' })),
        400,
        'The signup has errors',
      ],
      [
        '10,000-character fields',
        post(JSON.stringify({ ...valid, location: 'x'.repeat(10_000) })),
        413,
        'The body is larger than 8192 bytes',
      ],
      [
        'a field over its limit',
        post(JSON.stringify({ ...valid, name: 'x'.repeat(FIELD_LIMITS.name + 1) })),
        400,
        'The signup has errors',
      ],
      ['an oversized body', post('x'.repeat(1_000_000)), 413, 'The body is larger than 8192 bytes'],
      [
        'another content type',
        post(JSON.stringify(valid), 'text/plain'),
        415,
        'Send the body as JSON (Content-Type: application/json)',
      ],
      [
        'a throwaway address',
        post(JSON.stringify({ ...valid, email: 'x@mailinator.com' })),
        422,
        'Throwaway e-mail address',
      ],
    ];
    for (const [what, pending, status, error] of cases) {
      const response = await pending;
      expect(response.status, what).toBe(status);
      expect(((await response.json()) as { error: string }).error, what).toBe(error);
    }
    expect(await teamTotal(site)).toBe(0);

    const markup = await postSignup(site, {
      email,
      name: '<script>alert(1)</script>',
      role: 'admin',
    });
    expect(markup.status).toBe(200);
    expect(await teamSearch(site, email)).toEqual([
      expect.objectContaining({ name: '<script>alert(1)</script>' }),
    ]);
    const exported = await fetch(`${site.url}/api/waitlist/team/export`, {
      headers: { authorization: `Bearer team-credential-for-the-e2e-tests-0123456789` },
    });
    expect(await exported.text()).toContain(',<script>alert(1)</script>,');
    // Wrong methods, junk addresses under the routes, a 10 MB body declared up front.
    for (const [path, method, status] of [
      ['/api/waitlist', 'GET', 405],
      ['/api/waitlist', 'PUT', 405],
      ['/api/waitlist/sent', 'DELETE', 405],
      ['/api/waitlist/team/erase', 'GET', 405],
      ['/api/waitlist/team/summary', 'POST', 405],
      ['/api/waitlist/nope', 'POST', 404],
      ['/api/waitlist/team/../../x', 'GET', 404],
    ] as const) {
      const response = await fetch(`${site.url}${path}`, { method });
      await response.arrayBuffer();
      expect(response.status, `${method} ${path}`).toBe(status);
    }
    const huge = await post(JSON.stringify({ ...valid, name: 'x'.repeat(10 * 1024 * 1024) }));
    expect(huge.status).toBe(413);
    for (const [method, route] of [
      ['GET', 'summary'],
      ['POST', 'search'],
      ['GET', 'export'],
    ] as const) {
      const response = await fetch(`${site.url}/api/waitlist/team/${route}`, { method });
      expect(response.status, route).toBe(401);
    }
  } finally {
    await site.stop();
  }
});

test('a GEOIP_DB that cannot be read stops the server, naming the variable and the fix', async () => {
  const missing = join(mkdtempSync(join(tmpdir(), 'geoip-')), 'city.mmdb');
  const { code, output } = await runRefusedStart({ GEOIP_DB: missing });
  expect(code).toBe(1);
  expect(output).toContain(`GEOIP_DB: ${missing} could not be read as a MaxMind DB`);
  expect(output).toContain('name a GeoLite2 City or DB-IP Lite City .mmdb file, or unset GEOIP_DB');
});

test('a throwaway address is refused under its field, and nothing is e-mailed', async ({
  page,
}) => {
  const site = await startWaitlistSite(
    { WAITLIST_DB_DIR: mkdtempSync(join(tmpdir(), 'waitlist-throwaway-')) },
    logFile('throwaway'),
  );
  try {
    await openForm(page, site);
    const form = await fill(page, 'grace@mailinator.com');
    await form.getByRole('button', { name: 'Join Waitlist' }).click();
    await expect(form.getByText(WAITLIST_TEXT.throwawayEmail)).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Email' })).toBeFocused();
    expect(await site.sentTo()).toEqual([]);
  } finally {
    await site.stop();
  }
});

test('a friend who joins through the personal link moves its owner up the line', async ({
  page,
  browser,
}) => {
  const site = await startWaitlistSite(
    { WAITLIST_DB_DIR: mkdtempSync(join(tmpdir(), 'waitlist-referral-')) },
    logFile('referral'),
  );
  try {
    for (const index of [1, 2, 3, 4]) {
      expect((await postSignup(site, { email: unique(`early${index}`) })).status).toBe(200);
    }
    const owner = unique('owner');
    await openForm(page, site);
    await (await fill(page, owner)).getByRole('button', { name: 'Join Waitlist' }).click();
    await expect(thanks(page)).toContainText("You're number 5 in line.");
    const link = await page.getByRole('textbox', { name: 'Your referral link' }).inputValue();
    expect(link).toMatch(new RegExp(`^${site.url}/\\?ref=[a-z2-7]{24}#waitlist$`));
    await pictureThanks(page);

    const friend = await browser.newPage();
    await friend.route(GEO_PATTERN, (route) => route.fulfill({ json: {} }));
    await openForm(friend, site, link.slice(site.url.length));
    await (
      await fill(friend, unique('friend'))
    )
      .getByRole('button', { name: 'Join Waitlist' })
      .click();
    await expect(thanks(friend)).toContainText("You're number 6 in line.");
    // One credited referral: as if they had joined three signups earlier.
    expect(await teamSearch(site, owner)).toEqual([
      expect.objectContaining({ credits: 1, place: 2 }),
    ]);
    await friend.close();
  } finally {
    await site.stop();
  }
});
