import { mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

import { FIELD_LIMITS } from '@brp/core/field-limits';
import { FORM_TEXT, WAITLIST_TEXT } from '@brp/core/messages';
import { NOMINATION_TEXT } from '@brp/core/nominations';
import { type Delivery, startWebhookReceiver } from '@brp/testing/webhook-receiver';
import { startPostgres, type TestPostgres } from '@brp/testing/postgres';
import { startSmtp } from '@brp/testing/smtp';
import type { Page } from '@playwright/test';
import postgresClient from 'postgres';

import { expect, failFirst, GEO_PATTERN, test } from '../support/fixtures';
import { freePort } from '../support/free-port';
import { startRedis } from '../support/redis-server';
import {
  confirmationToken,
  confirmFromOutbox,
  leaveCode,
  mailsPerAddress,
} from '../support/waitlist-mail';
import {
  postSignup,
  runRefusedStart,
  startWaitlistSite,
  teamAreas,
  teamInvite,
  teamNominations,
  teamSearch,
  teamTotals,
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
/** A confirmation link's token, as a person would hold one. */
const LINK_TOKEN = 'abcdefghijklmnopqrstuvwx';
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

const THANKS_TITLE = 'Check your inbox to confirm';
/** A hang guard for a server's first signup, on one busy core. */
const FIRST_SIGNUP_WITHIN = 90_000;
const thanks = (page: Page) => page.getByRole('status').filter({ hasText: THANKS_TITLE });

/**
 * A screen fits a phone and a desktop (nothing wider than the screen); with UPDATE_DOC_IMAGES=1
 * it is photographed for docs/waitlist.md at both widths.
 */
async function picture(page: Page, screen: ReturnType<Page['locator']>, name: string) {
  for (const [width, suffix] of [
    [1280, ''],
    [390, '-phone'],
  ] as const) {
    await page.setViewportSize({ width, height: 844 });
    await screen.scrollIntoViewIfNeeded();
    const box = await screen.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(width);
    if (process.env.UPDATE_DOC_IMAGES === '1') {
      await screen.screenshot({
        path: join(ROOT, `docs/images/${name}${suffix}.png`),
        animations: 'disabled',
        caret: 'hide',
      });
    }
  }
}

/** Follows the confirmation link in the browser and presses its button: the status page. */
async function confirmInBrowser(page: Page, site: WaitlistSite, email: string) {
  const token = await confirmationToken(site.mailFile, email);
  await page.goto(`${site.url}/waitlist/confirm/${token}`);
  await expect(page.getByRole('heading', { name: 'Confirm your address' })).toBeVisible();
  await page.getByRole('button', { name: 'Confirm my address' }).click();
  await expect(page.getByRole('heading', { name: "You're on the list!" })).toBeVisible();
  return token;
}

/** A new, empty database in the spec's Postgres cluster, for a test that counts from nothing. */
async function databaseOfItsOwn(label: string): Promise<URL> {
  const admin = postgresClient(postgres.url, { onnotice: () => undefined });
  const name = `${label}_${Date.now()}`;
  await admin.unsafe(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(postgres.url);
  url.pathname = `/${name}`;
  return url;
}

const placeOn = (page: Page) => page.getByText(/number [\d,]+ in line/);

for (const engine of ['embedded', 'postgres'] as const) {
  test(`a signup acknowledged is kept through a crash and restart (${engine})`, async ({
    page,
  }) => {
    const database: Record<string, string> =
      engine === 'postgres'
        ? { DATABASE_URL: postgres.url }
        : { WAITLIST_DB_DIR: mkdtempSync(join(tmpdir(), 'waitlist-crash-')) };
    // Two crashes and restarts, and a first signup that opens the database: a hang guard.
    test.setTimeout(240_000);
    const site = await startWaitlistSite(database, logFile(`crash-${engine}`));
    try {
      const email = unique('crash');
      // A new embedded database opens with its first use (PGlite's compile, the migrations, the
      // mail queue's schema); this test is about what a crash keeps, so the team's API opens it.
      expect(await teamSearch(site, email)).toEqual([]);
      await openForm(page, site);
      await (await fill(page, email)).getByRole('button', { name: 'Join Waitlist' }).click();
      await expect(thanks(page)).toBeVisible({ timeout: FIRST_SIGNUP_WITHIN });
      // The crash comes once the confirmation is mailed (a send the crash cuts off is the test
      // 'when a server dies while it sends').
      await confirmationToken(site.mailFile, email);
      await site.kill();
      await site.restart();
      expect(await teamSearch(site, email)).toEqual([
        expect.objectContaining({ email, name: 'Grace Hopper' }),
      ]);
      expect(await site.sentTo()).toEqual([email]);

      // Confirmed, their place and link hold through another crash.
      await confirmInBrowser(page, site, email);
      const status = page.url();
      const place = await placeOn(page).textContent();
      const link = await page.getByRole('textbox', { name: 'Your referral link' }).inputValue();
      await site.kill();
      await site.restart();
      await page.goto(status);
      await expect(placeOn(page)).toHaveText(place!);
      await expect(page.getByRole('textbox', { name: 'Your referral link' })).toHaveValue(link);
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
      // A person's own page, meanwhile, says so; the log names no code of theirs.
      const pageView = await page.context().newPage();
      await pageView.goto(`${site.url}/waitlist/confirm/${LINK_TOKEN}`);
      await expect(
        pageView.getByRole('heading', { name: 'The waitlist is unavailable' }),
      ).toBeVisible();
      await pageView.close();
    } finally {
      await postgres.start();
    }
    await expect(form.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
    await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('Grace Hopper');
    expect(await site.sentTo()).toEqual([]);
    expect(errors.join('\n')).toContain('503');

    await form.getByRole('button', { name: 'Join Waitlist' }).click();
    await expect(thanks(page)).toBeVisible();
    expect(await teamSearch(site, email)).toHaveLength(1);
    expect(await site.sentTo()).toEqual([email]);
  } finally {
    await site.stop();
  }
  // The operator reads that the database was down, and nothing of who was signing up.
  const logged = readFileSync(serverLog, 'utf8');
  expect(logged).toContain('A waitlist signup could not be recorded');
  expect(logged).toContain("The waitlist's confirmation page could not be read");
  for (const typed of [email, 'Grace Hopper', LINK_TOKEN]) {
    expect(logged).not.toContain(typed);
  }
  // The ZIP code as a number of its own: five digits may fall inside a random id.
  expect(logged).not.toMatch(/(?<![\da-f])94607(?![\da-f])/i);
  // pg-boss's errors come without the random worker ids it appends (mail-queue.ts), each kind
  // once a minute: 52 to 144 lines for this outage before, of three or four kinds.
  expect(logged).not.toMatch(/Worker: [\w-]+\)/);
  const queueLines = logged.match(/^The waitlist's mail queue: /gm)?.length ?? 0;
  expect(queueLines).toBeGreaterThan(0);
  expect(queueLines).toBeLessThan(15);
});

test('when the e-mail fails after the record, the retry sends it once and records nothing twice', async ({
  page,
  browser,
}) => {
  const site = await startWaitlistSite({ DATABASE_URL: postgres.url }, logFile('email-fails'));
  try {
    const email = unique('retry');
    await openForm(page, site);
    const form = await fill(page, email);
    await failFirst(page, SEND, { status: 500, body: 'quota spent' });
    await form.getByRole('button', { name: 'Join Waitlist' }).click();
    await expect(form.getByRole('alert')).toHaveText(FORM_TEXT.waitlistFailed);
    // Recorded, the team not told: the record knows.
    expect(await teamSearch(site, email)).toEqual([
      expect.objectContaining({ email, teamEmailSentAt: null }),
    ]);
    await form.getByRole('button', { name: 'Join Waitlist' }).click();
    await expect(thanks(page)).toBeVisible();
    // The retry is a repeat, answered like any: its receipt marks nothing, though the team's
    // e-mail went out once, now.
    expect(await teamSearch(site, email)).toEqual([
      expect.objectContaining({ email, teamEmailSentAt: null }),
    ]);
    expect(await site.sentTo()).toEqual([email]);
    await confirmationToken(site.mailFile, email);

    // The same person again, on a later visit (another browser: this one's EmailJS SDK refuses a
    // second send of the form within seconds): the same card as anyone; nothing recorded twice.
    const later = await (await browser.newContext()).newPage();
    await later.route(GEO_PATTERN, (route) => route.fulfill({ json: {} }));
    await openForm(later, site);
    await (
      await fill(later, email.toUpperCase())
    )
      .getByRole('button', { name: 'Join Waitlist' })
      .click();
    await expect(thanks(later)).toBeVisible();
    expect(await teamSearch(site, email)).toHaveLength(1);
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
    const before = await teamTotals(a);
    const emails = Array.from({ length: 200 }, (_, index) => unique(`many${index}`));
    const answers = await Promise.all(
      emails.map(async (email, index) => {
        const response = await postSignup(index % 2 ? a : b, { email });
        expect(response.status).toBe(200);
        return (await response.json()) as { receipt: string };
      }),
    );
    expect(new Set(answers.map((answer) => answer.receipt)).size).toBe(200);
    expect(await teamTotals(b)).toEqual({ ...before, unconfirmed: before.unconfirmed + 200 });
    // Both servers work the one mail queue: each person gets their confirmation once.
    const mailed = async () => {
      const counts = await mailsPerAddress([a.mailFile, b.mailFile]);
      return emails.map((email) => counts.get(email) ?? 0);
    };
    await expect.poll(mailed, { timeout: 120_000 }).not.toContain(0);
    expect(new Set(await mailed())).toEqual(new Set([1]));

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
    expect(await teamTotals(a)).toEqual({ ...before, unconfirmed: before.unconfirmed + 201 });
  } finally {
    await Promise.all([a.stop(), b.stop()]);
  }
});

/** What a person's status page says: their place, and the code of their referral link. */
async function standingOf(site: WaitlistSite, statusPath: string) {
  const response = await fetch(`${site.url}${statusPath}`);
  expect(response.status).toBe(200);
  const text = (await response.text()).replaceAll(/<!--.*?-->|<[^>]+>/g, '');
  const place = /number ([\d,]+) in line/.exec(text)?.[1];
  const ref = /\?ref=([a-z2-7]{24})/.exec(text)?.[1];
  expect(place, statusPath).toBeDefined();
  return { place: Number(place!.replaceAll(',', '')), ref: ref! };
}

test('two servers on one Postgres: places stay dense and follow the rule through a rush', async () => {
  test.setTimeout(240_000);
  // A database of its own in the cluster: the places count from 1.
  const url = await databaseOfItsOwn('places');
  const files = logFile('places');
  const servers = await Promise.all([
    startWaitlistSite({ DATABASE_URL: url.href }, files),
    startWaitlistSite({ DATABASE_URL: url.href }, files),
  ]);
  const on = (index: number) => servers[index % 2]!;
  const outboxes = servers.map((server) => server.mailFile);
  /** Signs `email` up on one server (through `ref`'s link) and confirms on the other. */
  const join = async (email: string, index: number, ref?: string) => {
    const response = await postSignup(on(index), { email, ...(ref && { ref }) });
    expect(response.status).toBe(200);
    return confirmFromOutbox(on(index + 1).url, outboxes, email);
  };
  try {
    // Thirty people confirm at once, half through each server: places 1 to 30, each once.
    const people = Array.from({ length: 30 }, (_, index) => unique(`line${index}`));
    const statusPaths = await Promise.all(people.map((email, index) => join(email, index)));
    const first = await Promise.all(statusPaths.map((path, index) => standingOf(on(index), path)));
    expect(first.map((standing) => standing.place).toSorted((x, y) => x - y)).toEqual(
      Array.from({ length: 30 }, (_, index) => index + 1),
    );
    const at = (place: number) => first.findIndex((standing) => standing.place === place);

    // Then, all at once: friends join through three people's links and confirm, while three
    // others leave, one of them a referrer whose friend is signing up through their link.
    const friendsOf = new Map([
      [at(30), 2],
      [at(20), 1],
      [at(12), 2],
      [at(7), 1],
    ]);
    const leaving = [at(2), at(25), at(7)];
    const friends = [...friendsOf].flatMap(([referrer, count]) =>
      Array.from({ length: count }, (_, index) => ({
        email: unique(`friend${referrer}-${index}`),
        ref: first[referrer]!.ref,
      })),
    );
    const [friendPaths] = await Promise.all([
      Promise.all(friends.map(({ email, ref }, index) => join(email, index, ref))),
      ...leaving.map(async (person, index) => {
        const code = await leaveCode(outboxes, people[person]!);
        const response = await fetch(`${on(index).url}/api/waitlist/leave`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ code }).toString(),
          redirect: 'manual',
        });
        expect(response.status).toBe(303);
      }),
    ]);

    // The rule (docs/waitlist.md): a credit counts as joining three places earlier; on a tie,
    // more credits first, then the earlier number. Those who left free their places.
    const staying = people
      .map((_, index) => index)
      .filter((index) => !leaving.includes(index))
      .map((index) => ({ index, number: first[index]!.place, credits: friendsOf.get(index) ?? 0 }))
      .toSorted(
        (x, y) =>
          x.number - 3 * x.credits - (y.number - 3 * y.credits) ||
          y.credits - x.credits ||
          x.number - y.number,
      );
    const placeOf = async (index: number) =>
      (await standingOf(on(index), statusPaths[index]!)).place;
    expect(await Promise.all(staying.map(({ index }) => placeOf(index)))).toEqual(
      staying.map((_, rank) => rank + 1),
    );
    // The friends queue behind everyone who was there before them, each in a place of their own.
    const friendPlaces = await Promise.all(
      friendPaths.map(async (path, index) => (await standingOf(on(index), path)).place),
    );
    expect(friendPlaces.toSorted((x, y) => x - y)).toEqual(
      friends.map((_, index) => staying.length + index + 1),
    );
    expect(await teamTotals(servers[0])).toEqual({
      confirmed: staying.length + friends.length,
      unconfirmed: 0,
    });
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
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

test('a script spreading signups over one /48 or one /24 gets the network’s limit, and as many mails', async () => {
  const site = await startWaitlistSite(
    {
      DATABASE_URL: postgres.url,
      WAITLIST_SIGNUPS_PER_HOUR: '20',
      WAITLIST_SIGNUPS_PER_HOUR_PER_NETWORK: '25',
      TRUSTED_PROXY_HOPS: '1',
    },
    logFile('networks'),
  );
  try {
    const loop = async (label: string, address: (index: number) => string) => {
      const emails = Array.from({ length: 30 }, (_, index) => unique(`${label}${index}`));
      const statuses = [];
      for (const [index, email] of emails.entries()) {
        const from = { 'x-forwarded-for': address(index) };
        statuses.push((await postSignup(site, { email }, from)).status);
      }
      return { emails, statuses };
    };
    // Thirty /64s of one rented /48, then thirty addresses of one IPv4 /24.
    const v6 = await loop('slash48-', (index) => `2001:db8:48:${index.toString(16)}::1`);
    const v4 = await loop('slash24-', (index) => `198.51.100.${index + 1}`);
    for (const { statuses } of [v6, v4]) {
      expect(statuses).toEqual([...Array<number>(25).fill(200), ...Array<number>(5).fill(429)]);
    }
    // Each accepted signup mails its address once; the refused ones are nowhere.
    const mailed = [...v6.emails.slice(0, 25), ...v4.emails.slice(0, 25)];
    const refused = [...v6.emails.slice(25), ...v4.emails.slice(25)];
    await expect
      .poll(async () => {
        const counts = await mailsPerAddress([site.mailFile]);
        return mailed.filter((email) => counts.get(email) === 1).length;
      })
      .toBe(50);
    const counts = await mailsPerAddress([site.mailFile]);
    expect(refused.filter((email) => counts.has(email))).toEqual([]);
    for (const email of refused.slice(0, 2)) expect(await teamSearch(site, email)).toEqual([]);
  } finally {
    await site.stop();
  }
});

test('past the hourly cap on mail to unconfirmed addresses, signups are kept and their mail waits, said once', async () => {
  // A database of its own: the cap counts every server's mail to the clock hour.
  const url = await databaseOfItsOwn('cap');
  const serverLog = logFile('mail-cap');
  const site = await startWaitlistSite(
    { DATABASE_URL: url.href, WAITLIST_UNCONFIRMED_MAILS_PER_HOUR: '3' },
    serverLog,
  );
  const sql = postgresClient(url.href, { max: 1, onnotice: () => undefined });
  try {
    const emails = Array.from({ length: 5 }, (_, index) => unique(`capped${index}`));
    for (const email of emails) expect((await postSignup(site, { email })).status).toBe(200);
    expect(await teamTotals(site)).toEqual({ confirmed: 0, unconfirmed: 5 });
    const warning = 'e-mails to unconfirmed addresses this hour, the cap';
    await expect.poll(() => readFileSync(serverLog, 'utf8')).toContain(warning);
    const mailed = async () => (await mailsPerAddress([site.mailFile])).size;
    await expect.poll(mailed).toBe(3);
    // The operator's health check tells the two waiting, as the server reads it every 5 s.
    const waiting = async () => {
      const health = (await (await fetch(`${site.url}/api/health`)).json()) as {
        status: string;
        mail: { waiting: number; oldestLinkSeconds: number | null } | null;
      };
      expect(health.status).toBe('ok');
      return health.mail?.waiting;
    };
    await expect.poll(waiting, { timeout: 15_000 }).toBe(2);
    // The hour ends, as the database's clock would have it: the two waiting go out, and the
    // operator was told once.
    await sql`update mail_budget set hour = hour - interval '1 hour'`;
    await expect.poll(mailed).toBe(5);
    await expect.poll(waiting, { timeout: 15_000 }).toBe(0);
    expect(readFileSync(serverLog, 'utf8').split(warning)).toHaveLength(2);
  } finally {
    await sql.end();
    await site.stop();
  }
});

test('a report of the team e-mail takes the same time for a real receipt and a made-up one', async () => {
  test.setTimeout(240_000);
  const site = await startWaitlistSite(
    { DATABASE_URL: postgres.url, TRUSTED_PROXY_HOPS: '1' },
    logFile('sent-timing'),
  );
  try {
    const COUNT = 500;
    const receipts: string[] = [];
    for (let index = 0; index < COUNT; index += 1) {
      const response = await postSignup(site, { email: unique(`receipt${index}`) });
      receipts.push(((await response.json()) as { receipt: string }).receipt);
    }
    /** One report, from a client of its own (each may report only so many an hour). */
    const report = async (receipt: string, client: number) => {
      const started = performance.now();
      const response = await fetch(`${site.url}/api/waitlist/sent`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': `10.${client >> 16}.${(client >> 8) & 255}.${client & 255}`,
        },
        body: JSON.stringify({ receipt }),
      });
      expect(response.status).toBe(204);
      return performance.now() - started;
    };
    const madeUp = () =>
      Buffer.from(crypto.getRandomValues(new Uint8Array(15)))
        .toString('hex')
        .slice(0, 24)
        .replaceAll(/[0189]/g, (digit) => 'wxyz'['0189'.indexOf(digit)]!);
    // Interleaved, each pair in turn order, so that a slow moment costs both cases alike.
    const real: number[] = [];
    const fake: number[] = [];
    for (let index = 0; index < COUNT; index += 1) {
      const pair = [
        async () => real.push(await report(receipts[index]!, 2 * index)),
        async () => fake.push(await report(madeUp(), 2 * index + 1)),
      ];
      for (const step of index % 2 ? pair.toReversed() : pair) await step();
    }
    const median = (times: number[]) => times.toSorted((x, y) => x - y)[times.length >> 1]!;
    // How often a real report took longer than a made-up one, over every pair of the two: a
    // half when nothing tells them apart, whatever the machine's load (which a ratio of medians
    // is not: 5 % apart on one busy core). A leak as small as one more commit's flush in each
    // real report would make it most of them.
    const sortedFake = fake.toSorted((x, y) => x - y);
    const faster = (time: number) => {
      let low = 0;
      for (let high = sortedFake.length; low < high;) {
        const middle = (low + high) >> 1;
        if (sortedFake[middle]! < time) low = middle + 1;
        else high = middle;
      }
      return low;
    };
    const slower = real.reduce((sum, time) => sum + faster(time), 0) / (real.length * fake.length);
    console.info(
      `/sent: real ${median(real).toFixed(2)} ms, made up ${median(fake).toFixed(2)} ms (medians); a real one slower in ${(100 * slower).toFixed(1)} % of pairs`,
    );
    expect(slower).toBeGreaterThan(0.4);
    expect(slower).toBeLessThan(0.6);
    // The real ones were noted, as the team's tool shows.
    expect(await teamSearch(site, 'receipt0.')).toEqual([
      expect.objectContaining({ teamEmailSentAt: expect.any(String) }),
    ]);
  } finally {
    await site.stop();
  }
});

test('the servers share the team’s limit of wrong credentials: exactly ten checked, a member still in', async () => {
  const redis = await startRedis(await freePort());
  const env = { DATABASE_URL: postgres.url, REDIS_URL: redis.url, TRUSTED_PROXY_HOPS: '1' };
  const files = logFile('team-failures');
  const [a, b] = await Promise.all([startWaitlistSite(env, files), startWaitlistSite(env, files)]);
  try {
    const guess = async (site: WaitlistSite, credential: string) => {
      const response = await fetch(`${site.url}/api/waitlist/team/summary`, {
        headers: { authorization: `Bearer ${credential}`, 'x-forwarded-for': '203.0.113.77' },
      });
      await response.arrayBuffer();
      return response;
    };
    // All at once, over both servers: each is counted in Redis as it arrives (one consume each),
    // so no more than the limit's ten are checked, however they interleave.
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, index) => guess(index % 2 ? a : b, `brp_team_guess${index}`)),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(6);
    for (const answer of answers.filter(({ status }) => status === 429)) {
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    // The operator's credential from that same network: looked at first, never held up.
    for (const site of [a, b]) {
      const response = await fetch(`${site.url}/api/waitlist/team/summary`, {
        headers: {
          authorization: 'Bearer team-credential-for-the-e2e-tests-0123456789',
          'x-forwarded-for': '203.0.113.77',
        },
      });
      expect(response.status).toBe(200);
      await response.arrayBuffer();
    }
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
      // Over the most any route takes: refused by the server before Next reads it.
      [
        'an oversized body',
        post('x'.repeat(1_000_000)),
        413,
        'The body is larger than 65536 bytes',
      ],
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
      [
        'no proof of work',
        post(JSON.stringify(valid)),
        403,
        "The form's proof of work is missing: reload the page and try again",
      ],
      [
        'a proof of work made up',
        post(JSON.stringify({ ...valid, proof: Buffer.from('{}').toString('base64') })),
        403,
        "The form's proof of work is missing: reload the page and try again",
      ],
    ];
    for (const [what, pending, status, error] of cases) {
      const response = await pending;
      expect(response.status, what).toBe(status);
      const answer = await response.text();
      const said = response.headers.get('content-type')?.startsWith('application/json')
        ? (JSON.parse(answer) as { error: string }).error
        : answer;
      expect(said, what).toBe(error);
    }
    expect(await teamTotals(site)).toEqual({ confirmed: 0, unconfirmed: 0 });

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
      ['/api/waitlist/confirm', 'GET', 405],
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
    // The server's first signup: it opens and migrates the embedded database first (over 20 s
    // on two cores busy with the other projects, in the full run of 75af368).
    await expect(form.getByText(WAITLIST_TEXT.throwawayEmail)).toBeVisible({
      timeout: FIRST_SIGNUP_WITHIN,
    });
    await expect(form.getByRole('textbox', { name: 'Email' })).toBeFocused();
    expect(await site.sentTo()).toEqual([]);
  } finally {
    await site.stop();
  }
});

test('a friend who joins through the personal link and confirms moves its owner up the line', async ({
  page,
  browser,
}) => {
  const site = await startWaitlistSite(
    { WAITLIST_DB_DIR: mkdtempSync(join(tmpdir(), 'waitlist-referral-')) },
    logFile('referral'),
  );
  try {
    // Four neighbours of one ZIP code first: under the privacy floor (5), no count shows.
    let fourth = '';
    for (const index of [1, 2, 3, 4]) {
      const email = unique(`early${index}`);
      expect((await postSignup(site, { email, location: '94607' })).status).toBe(200);
      fourth = await confirmFromOutbox(site.url, site.mailFile, email);
    }
    await page.goto(`${site.url}${fourth}`);
    const area = page.getByRole('region', { name: 'Your area (94607)' });
    await expect(area).toHaveText(/^Your area \(94607\)You are among the first in your area$/);
    await expect(area.getByRole('progressbar')).toHaveCount(0);
    const owner = unique('owner');
    await openForm(page, site);
    await (await fill(page, owner)).getByRole('button', { name: 'Join Waitlist' }).click();
    await expect(thanks(page)).toContainText(`We've e-mailed ${owner} a link`);
    await picture(page, page.locator('#waitlist'), 'waitlist-thanks');
    await confirmInBrowser(page, site, owner);
    await expect(placeOn(page)).toContainText('number 5 in line');
    const link = await page.getByRole('textbox', { name: 'Your referral link' }).inputValue();
    expect(link).toMatch(new RegExp(`^${site.url}/\\?ref=[a-z2-7]{24}#waitlist$`));
    const share = page.getByRole('list', { name: 'Share your link' });
    for (const name of ['E-mail', 'WhatsApp', 'X']) {
      const href = await share.getByRole('link', { name }).getAttribute('href');
      expect(href, name).toContain(encodeURIComponent(link));
    }
    await expect(page.getByRole('button', { name: 'Copy link' })).toBeVisible();
    // The fifth: the area's counts, the same as the team's Readiness row for it.
    const row = (await teamAreas(site)).areas.find((one) => one.postalCode === '94607')!;
    expect(row).toMatchObject({ users: 5, vendors: 0 });
    await expect(area).toContainText(
      `${row.users} of 50 neighbours and ${row.vendors} of 5 local shops`,
    );
    await expect(area).toContainText(
      'The pilot opens here with 45 more neighbours and 5 more local shops',
    );
    await expect(area.getByRole('progressbar', { name: 'Neighbours' })).toHaveAttribute(
      'aria-valuetext',
      '5 of 50',
    );
    await picture(page, page.locator('main'), 'waitlist-status');

    const friend = await browser.newPage();
    await friend.route(GEO_PATTERN, (route) => route.fulfill({ json: {} }));
    await openForm(friend, site, link.slice(site.url.length));
    const friendEmail = unique('friend');
    await (await fill(friend, friendEmail)).getByRole('button', { name: 'Join Waitlist' }).click();
    await expect(thanks(friend)).toBeVisible();
    // Signed up through the link, not confirmed: the owner has not moved.
    await page.reload();
    await expect(placeOn(page)).toContainText('number 5 in line');
    await confirmInBrowser(friend, site, friendEmail);
    await expect(placeOn(friend)).toContainText('number 6 in line');
    // One credited referral: as if they had joined three signups earlier.
    await page.reload();
    await expect(placeOn(page)).toContainText('number 2 in line');
    expect(await teamSearch(site, owner)).toEqual([
      expect.objectContaining({ credits: 1, place: 2 }),
    ]);

    // Both name the shop they want: the team sees it once, named by two.
    const nominate = async (on: Page, shop: Record<string, string>) => {
      const form = on.getByRole('form', { name: 'Nominate a shop' });
      for (const [label, value] of Object.entries(shop)) {
        await form.getByRole('textbox', { name: label }).fill(value);
      }
      await form.getByRole('button', { name: 'Nominate' }).click();
      return form;
    };
    const refused = await nominate(page, {
      'Shop name': '<b>Corner Bakery</b>',
      'Street or ZIP code': '',
    });
    await expect(refused.getByText(NOMINATION_TEXT.markup)).toBeVisible();
    await expect(refused.getByText(NOMINATION_TEXT.whereRequired)).toBeVisible();
    await nominate(page, {
      'Shop name': 'The Corner Bakery',
      'Street or ZIP code': '12 Main St, 94607',
      'Website (optional)': 'https://cornerbakery.example',
    });
    await expect(page.getByText(NOMINATION_TEXT.thanks)).toBeVisible();
    await picture(page, page.locator('main'), 'waitlist-nominated');
    await friend.reload();
    await nominate(friend, { 'Shop name': 'corner bakery', 'Street or ZIP code': '94607' });
    await expect(friend.getByText(NOMINATION_TEXT.thanks)).toBeVisible();
    expect((await teamNominations(site)).shops).toEqual([
      {
        country: null,
        city: null,
        postalCode: '94607',
        name: 'The Corner Bakery',
        place: '12 Main St, 94607',
        website: 'https://cornerbakery.example',
        people: 2,
        firstAt: expect.any(String),
        latestAt: expect.any(String),
      },
    ]);
    await friend.close();
  } finally {
    await site.stop();
  }
});

test('events reach a receiver signed; a failed delivery comes again with its id; a hanging receiver slows nobody', async () => {
  const secret = `whsec_${Buffer.alloc(32, 9).toString('base64')}`;
  const crm = await startWebhookReceiver(secret, { statuses: [500] });
  const hanging = await startWebhookReceiver(secret, { hang: true });
  const site = await startWaitlistSite(
    {
      WAITLIST_DB_DIR: mkdtempSync(join(tmpdir(), 'waitlist-webhooks-')),
      WEBHOOK_URLS: `${crm.url},${hanging.url}`,
      WEBHOOK_SECRET: secret,
      WEBHOOK_RETRY_SECONDS: '1',
    },
    logFile('webhooks'),
  );
  try {
    const first = unique('hooked');
    expect((await postSignup(site, { email: first })).status).toBe(200);
    await confirmFromOutbox(site.url, site.mailFile, first);
    // Refused once with a 500, taken on the next try: the same event, the same webhook-id.
    await expect.poll(() => crm.deliveries.length, { timeout: 60_000 }).toBe(2);
    const [refused, taken] = crm.deliveries as [Delivery, Delivery];
    expect(taken.id).toBe(refused.id);
    expect(taken.event).toMatchObject({ type: 'waitlist.confirmed', data: { email: first } });
    // The other receiver holds its delivery open; a visitor signs up and confirms meanwhile.
    await expect.poll(() => hanging.held, { timeout: 30_000 }).toBeGreaterThan(0);
    const next = unique('meanwhile');
    expect((await postSignup(site, { email: next })).status).toBe(200);
    await confirmFromOutbox(site.url, site.mailFile, next);
    await expect
      .poll(() => crm.deliveries.filter(({ event }) => event.data.email === next).length, {
        timeout: 30_000,
      })
      .toBe(1);
  } finally {
    await site.stop();
    await crm.close();
    await hanging.close();
  }
});

test('a signup carries where the visit began, across client-side navigation, and nothing is stored in the browser', async ({
  page,
}) => {
  const site = await startWaitlistSite(
    { WAITLIST_DB_DIR: mkdtempSync(join(tmpdir(), 'waitlist-source-')) },
    logFile('source'),
  );
  try {
    // The first use opens the embedded database, which on a busy machine outlasts the form's
    // 15 s (see the crash test): the team's API opens it first.
    expect(await teamSearch(site, 'opens-the-database')).toEqual([]);
    const reached = new Set<string>();
    page.on('request', (request) => reached.add(new URL(request.url()).origin));
    const campaign =
      '?utm_source=newsletter&utm_medium=email&utm_campaign=launch%3Cb%3E&utm_term=rewards&fbclid=x';
    await page.goto(`${site.url}/blog/loyalty-app-security${campaign}`, {
      referer: 'https://news.example.org/issue/4',
    });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // A mark on the page's window: it survives a client-side navigation, not a reload.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole('banner').getByRole('link', { name: 'Join Waitlist' }).first().click();
    await expect(page).toHaveURL(/\/#waitlist$/);
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    const email = unique('source');
    await (await fill(page, email)).getByRole('button', { name: 'Join Waitlist' }).click();
    await expect(thanks(page)).toBeVisible();
    expect(await teamSearch(site, email)).toEqual([
      expect.objectContaining({
        utmSource: 'newsletter',
        utmMedium: 'email',
        utmCampaign: 'launch<b>',
        utmContent: null,
        utmTerm: 'rewards',
        referrerHost: 'news.example.org',
        landingPath: '/blog/loyalty-app-security',
      }),
    ]);
    // Kept in the page's memory only: no cookie (the one there is the brand font's cached
    // mark), nothing in the browser's storage.
    expect((await page.context().cookies()).map(({ name, value }) => [name, value])).toEqual([
      ['brp-font', '1'],
    ]);
    expect(
      await page.evaluate(
        () => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }),
      ),
    ).not.toMatch(/newsletter|utm|news\.example/);
    // No analytics server configured (the analytics spec has one): no script for one, and no
    // request leaves for anywhere but the site and the geolocation service.
    await expect(page.locator('script[data-site-analytics]')).toHaveCount(0);
    const geoOrigin = new URL(GEO_PATTERN.replace('/**', '/')).origin;
    expect([...reached].filter((origin) => origin !== site.url && origin !== geoOrigin)).toEqual(
      [],
    );
  } finally {
    await site.stop();
  }
});

test('through a real mail server: links reach only the mailbox, and a repeat reveals nothing', async ({
  page,
}) => {
  const smtp = await startSmtp();
  const site = await startWaitlistSite(
    {
      WAITLIST_DB_DIR: mkdtempSync(join(tmpdir(), 'waitlist-smtp-')),
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Waitlist <waitlist@site.test>',
      MAIL_RETRY_SECONDS: '1',
    },
    logFile('smtp'),
  );
  const inbox = (email: string) => smtp.received.filter((mail) => mail.to === email);
  try {
    const listed = unique('listed');
    const first = await postSignup(site, { email: listed });
    await expect.poll(() => inbox(listed).length, { timeout: 60_000 }).toBe(1);
    const [confirmation] = inbox(listed);
    expect(confirmation!.subject).toBe('Confirm your place on the waitlist');
    expect(confirmation!.headers.from).toBe('Waitlist <waitlist@site.test>');
    // As a mail client shows it (its HTML alone, no styles of the site's), light and dark.
    await page.setContent(confirmation!.html);
    await expect(page.getByRole('link', { name: 'Confirm my address' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Leave the waitlist' })).toBeVisible();
    await picture(page, page.locator('body'), 'waitlist-email');
    await page.emulateMedia({ colorScheme: 'dark' });
    await picture(page, page.locator('body'), 'waitlist-email-dark');
    await page.emulateMedia({ colorScheme: null });

    // Someone else posts the listed address, and a new one: the answers cannot be told apart.
    const repeat = await postSignup(site, { email: listed.toUpperCase() });
    const freshEmail = unique('fresh');
    const fresh = await postSignup(site, { email: freshEmail });
    const shape = async (response: Response) => ({
      status: response.status,
      headers: [...response.headers.keys()].filter((name) => name !== 'date'),
      keys: Object.keys((await response.json()) as object),
    });
    const firstShape = await shape(first);
    expect(await shape(repeat)).toEqual(firstShape);
    expect(await shape(fresh)).toEqual(firstShape);
    // The owner of the address hears of it, in their own mailbox.
    await expect.poll(() => inbox(listed).length, { timeout: 60_000 }).toBe(2);

    // The newest link confirms, once; an older or made-up one says it does not work.
    const links = inbox(listed).map(
      (mail) => /\/waitlist\/confirm\/([a-z2-7]{24})/.exec(mail.text)?.[1] ?? '',
    );
    await page.goto(`${site.url}/waitlist/confirm/${links[0]}`);
    await expect(page.getByRole('heading', { name: 'This link does not work' })).toBeVisible();
    await page.goto(`${site.url}/waitlist/confirm/${'a'.repeat(24)}`);
    await expect(page.getByRole('heading', { name: 'This link does not work' })).toBeVisible();
    await page.goto(`${site.url}/waitlist/confirm/${links[1]}`);
    await page.getByRole('button', { name: 'Confirm my address' }).click();
    await expect(page.getByRole('heading', { name: "You're on the list!" })).toBeVisible();
    await page.goto(`${site.url}/waitlist/confirm/${links[1]}`);
    await expect(page.getByRole('heading', { name: 'This link was used already' })).toBeVisible();
    // Then the place and links come by mail too.
    await expect.poll(() => inbox(listed).length, { timeout: 60_000 }).toBe(3);
    expect(inbox(listed)[2]!.subject).toBe("You're number 1 on the waitlist");
    expect(await teamTotals(site)).toEqual({ confirmed: 1, unconfirmed: 1 });

    // Every e-mail ends with a leave link: one confirming click erases the person.
    const leave = /https?:\/\/\S+\/waitlist\/leave\/[a-z2-7]{24}/.exec(inbox(listed)[2]!.text)?.[0];
    await page.goto(leave!);
    await page.getByRole('button', { name: 'Erase me from the waitlist' }).click();
    await expect(page.getByRole('heading', { name: "You're off the waitlist" })).toBeVisible();
    await page.goto(leave!);
    await expect(page.getByRole('heading', { name: 'This link does not work' })).toBeVisible();
    // A mail client's own unsubscribe (RFC 8058's one-click POST) does the same.
    await expect.poll(() => inbox(freshEmail).length, { timeout: 60_000 }).toBe(1);
    const unsubscribe = /^<(.+)>$/.exec(
      inbox(freshEmail)[0]!.headers['list-unsubscribe'] ?? '',
    )?.[1];
    const oneClick = await fetch(unsubscribe!, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    expect(await teamTotals(site)).toEqual({ confirmed: 0, unconfirmed: 0 });

    // The mail server goes down during signups; once it is back, every confirmation arrives once.
    await smtp.stop();
    const waiting = [unique('down1'), unique('down2')];
    for (const email of waiting) expect((await postSignup(site, { email })).status).toBe(200);
    await expect
      .poll(() => readFileSync(logFile('smtp'), 'utf8'), { timeout: 60_000 })
      .toContain('could not be sent');
    await smtp.start();
    await expect
      .poll(() => waiting.map((email) => inbox(email).length), { timeout: 120_000 })
      .toEqual([1, 1]);
  } finally {
    await site.stop();
    await smtp.stop();
  }
});

test('through a real mail server, nothing a stranger typed reaches the address they typed', async () => {
  const smtp = await startSmtp();
  const site = await startWaitlistSite(
    {
      WAITLIST_DB_DIR: mkdtempSync(join(tmpdir(), 'waitlist-lure-')),
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Waitlist <waitlist@site.test>',
    },
    logFile('lure'),
  );
  try {
    // Anyone can sign up any address: here a stranger's, every free field a lure.
    const victim = unique('victim');
    const signup = await postSignup(site, {
      email: victim,
      name: 'Your account is locked. Call +1 555 0100 or visit http://evil.example/login now',
      location: 'Call +1 555 0100',
      type: 'vendor',
      company: 'http://evil.example/login',
      phone: '+1 555 0100',
    });
    expect(signup.status).toBe(200);
    await expect
      .poll(() => smtp.received.filter((mail) => mail.to === victim).length, { timeout: 60_000 })
      .toBe(1);
    const confirmation = smtp.received.find((mail) => mail.to === victim)!;
    expect(confirmation.subject).toBe('Confirm your place on the waitlist');
    expect(confirmation.text).toMatch(/Confirm my address: http:\/\/\S+\/waitlist\/confirm\//);
    for (const body of [confirmation.subject, confirmation.text, confirmation.html]) {
      expect(body).not.toContain('evil.example');
      expect(body).not.toContain('555');
      expect(body).not.toContain('locked');
    }
  } finally {
    await site.stop();
    await smtp.stop();
  }
});

test('when a server dies while it sends, the confirmation still arrives from the next, once', async ({
  page,
}) => {
  // The worker's beat, 20 s (MAIL_HEARTBEAT_SECONDS), and a look every 10 s: a hang guard.
  test.setTimeout(240_000);
  const smtp = await startSmtp();
  const site = await startWaitlistSite(
    {
      DATABASE_URL: postgres.url,
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Waitlist <waitlist@site.test>',
      MAIL_RETRY_SECONDS: '1',
    },
    logFile('dies-mid-send'),
  );
  const inbox = (email: string) => smtp.received.filter((mail) => mail.to === email);
  try {
    const email = unique('mid-send');
    const held = smtp.holdNext();
    expect((await postSignup(site, { email })).status).toBe(200);
    // The message is on the wire, its reply never comes, and the server is killed.
    await held;
    await site.kill();
    await site.restart();
    await expect.poll(() => inbox(email).length, { timeout: 180_000 }).toBe(1);
    const [confirmation] = inbox(email);
    expect(confirmation!.subject).toBe('Confirm your place on the waitlist');
    const link = /https?:\/\/\S+\/waitlist\/confirm\/[a-z2-7]{24}/.exec(confirmation!.text)?.[0];
    await page.goto(link!);
    await page.getByRole('button', { name: 'Confirm my address' }).click();
    await expect(page.getByRole('heading', { name: "You're on the list!" })).toBeVisible();
    // The next mail is their place: the one cut off was not sent again.
    await expect.poll(() => inbox(email).length, { timeout: 60_000 }).toBe(2);
    expect(inbox(email).map((mail) => mail.subject)).toEqual([
      'Confirm your place on the waitlist',
      expect.stringMatching(/^You're number [\d,]+ on the waitlist$/),
    ]);
  } finally {
    await site.stop();
    await smtp.stop();
  }
});

test('an invitation, through a real mail server, accepts once and leads on to onboarding', async ({
  page,
}) => {
  const smtp = await startSmtp();
  // A CRM that follows the invitations, verifying each delivery's signature.
  const secret = `whsec_${Buffer.alloc(32, 7).toString('base64')}`;
  const crm = await startWebhookReceiver(secret);
  const site = await startWaitlistSite(
    {
      WAITLIST_DB_DIR: mkdtempSync(join(tmpdir(), 'waitlist-invite-')),
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Waitlist <waitlist@site.test>',
      MAIL_RETRY_SECONDS: '1',
      WEBHOOK_URLS: crm.url,
      WEBHOOK_SECRET: secret,
    },
    logFile('invite'),
  );
  const inbox = (email: string) => smtp.received.filter((mail) => mail.to === email);
  try {
    // Three neighbours of one ZIP code, confirmed in line order.
    const people = [unique('first'), unique('second'), unique('third')];
    for (const email of people) {
      expect((await postSignup(site, { email, location: '94607' })).status).toBe(200);
      await expect.poll(() => inbox(email).length, { timeout: 60_000 }).toBe(1);
      const token = /\/waitlist\/confirm\/([a-z2-7]{24})/.exec(inbox(email)[0]!.text)![1];
      await page.goto(`${site.url}/waitlist/confirm/${token}`);
      await page.getByRole('button', { name: 'Confirm my address' }).click();
      await expect(page.getByRole('heading', { name: "You're on the list!" })).toBeVisible();
      await expect.poll(() => inbox(email).length, { timeout: 60_000 }).toBe(2);
    }

    expect(await teamInvite(site, { postalCode: '94607', count: 2 })).toBe(2);
    for (const email of people.slice(0, 2)) {
      await expect.poll(() => inbox(email).length, { timeout: 60_000 }).toBe(3);
      expect(inbox(email)[2]!.subject).toBe('Your invitation to the pilot in 94607');
    }
    const invitation = inbox(people[0]!)[2]!;
    await page.setContent(invitation.html);
    await expect(page.locator('strong', { hasText: 'You are invited, Ada' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Accept my invitation' })).toBeVisible();
    await picture(page, page.locator('body'), 'waitlist-invitation-email');

    const link = /https?:\/\/\S+\/waitlist\/accept\/[a-z2-7]{24}/.exec(invitation.text)![0];
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Your invitation to the pilot' })).toBeVisible();
    await picture(page, page.locator('main'), 'waitlist-invitation');
    await page.getByRole('button', { name: 'Accept my invitation' }).click();
    // No onboarding address set in the studio yet: the site's own page says it is accepted.
    await expect(page).toHaveURL(`${site.url}/waitlist/accepted`);
    await expect(page.getByRole('heading', { name: 'Invitation accepted' })).toBeVisible();
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'You have accepted already' })).toBeVisible();
    await page.goto(`${site.url}/waitlist/accept/${'a'.repeat(24)}`);
    await expect(page.getByRole('heading', { name: 'This link does not work' })).toBeVisible();

    const row = (await teamAreas(site)).areas.find((one) => one.postalCode === '94607')!;
    expect(row).toMatchObject({ users: 3, invited: 2, accepted: 1 });
    // The next batch continues down the line: only the third is left to invite.
    expect(await teamInvite(site, { postalCode: '94607', count: 5 })).toBe(1);
    await expect.poll(() => inbox(people[2]!).length, { timeout: 60_000 }).toBe(3);
    expect(inbox(people[0]!)).toHaveLength(3);

    // The CRM heard each invitation and the acceptance, about the people it knows from their
    // confirmations (the same opaque id), and nothing more of them.
    const events = (type: string) =>
      crm.deliveries.filter(({ event }) => event.type === type).map(({ event }) => event.data);
    await expect.poll(() => events('waitlist.invited').length, { timeout: 30_000 }).toBe(3);
    await expect.poll(() => events('waitlist.accepted').length, { timeout: 30_000 }).toBe(1);
    const first = events('waitlist.confirmed').find((data) => data.email === people[0]);
    expect(events('waitlist.accepted')).toEqual([
      { id: first!.id, acceptedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as unknown },
    ]);
    expect(events('waitlist.invited').map((data) => Object.keys(data))).toEqual([
      ['id', 'invitedAt'],
      ['id', 'invitedAt'],
      ['id', 'invitedAt'],
    ]);
  } finally {
    await site.stop();
    await smtp.stop();
    await crm.close();
  }
});

test('a link past its day says it has expired, confirms nothing, and a new signup mails a new one', async ({
  page,
}) => {
  const site = await startWaitlistSite({ DATABASE_URL: postgres.url }, logFile('expired'));
  const sql = postgresClient(postgres.url, { max: 1, onnotice: () => undefined });
  try {
    const email = unique('expired');
    expect((await postSignup(site, { email })).status).toBe(200);
    const token = await confirmationToken(site.mailFile, email);
    // The link's day comes (WAITLIST_UNCONFIRMED_DAYS): its deadline is moved, not waited for.
    await sql`update signups set confirm_by = now() - interval '1 minute' where email = ${email}`;
    await page.goto(`${site.url}/waitlist/confirm/${token}`);
    await expect(page.getByRole('heading', { name: 'This link has expired' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Confirm my address' })).toHaveCount(0);
    const [row] = await sql<{ confirmed_at: Date | null }[]>`
      select confirmed_at from signups where email = ${email}`;
    expect(row?.confirmed_at).toBeNull();
    // Signing up again with the same address mails a fresh link, which works.
    expect((await postSignup(site, { email })).status).toBe(200);
    const renewed = await confirmationToken(site.mailFile, email, 2);
    expect(renewed).not.toBe(token);
    await page.goto(`${site.url}/waitlist/confirm/${renewed}`);
    await page.getByRole('button', { name: 'Confirm my address' }).click();
    await expect(page.getByRole('heading', { name: "You're on the list!" })).toBeVisible();
  } finally {
    await sql.end();
    await site.stop();
  }
});

test('a production server with no way to mail confirmations refuses to start, saying what to set', async () => {
  const { code, output } = await runRefusedStart({
    WAITLIST_DB_DIR: mkdtempSync(join(tmpdir(), 'waitlist-no-mail-')),
  });
  expect(code).toBe(1);
  expect(output).toContain('SMTP_URL: the waitlist cannot e-mail its confirmation links');
  expect(output).toContain('WAITLIST_TRUST_UNCONFIRMED_ADDRESSES=1');
});
