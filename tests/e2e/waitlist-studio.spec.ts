import { createHash, randomUUID } from 'node:crypto';
import { appendFileSync, mkdirSync } from 'node:fs';
import { mkdir, readFile, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';

import AxeBuilder from '@axe-core/playwright';
import { openDatabase } from '@brp/db';
import { proofFrom } from '@brp/testing/proof-of-work';
import { test as base, expect, type Locator, type Page } from '@playwright/test';

import { tabTo } from '../support/keyboard';
import { stopProcessGroup } from '../support/processes';
import { logIntoTestStudio, startTestStudio } from '../support/test-studio-session';
import { confirmFromOutbox, mailsIn } from '../support/waitlist-mail';
import { teamSearch } from '../support/waitlist-site';
import {
  startWaitlistSite,
  studioOrigin,
  TEAM_TOKEN,
  WAITLIST_SITE_PORT,
  waitlistTeam,
} from '../support/waitlist-studio';

/**
 * The studio's Waitlist tool, as staff use it: a build of the real studio (build-test-studio.ts)
 * logged into a local fake of Sanity's API, reading the production site's team API, whose
 * waitlist is filled through the site's public signup route first. With UPDATE_DOC_IMAGES=1 it
 * also writes the tool's screenshots in docs/images/.
 */

const root = resolve(import.meta.dirname, '../..');
/** Node's requests go to the address the server listens on; the studio's name it localhost. */
const site = `http://127.0.0.1:${WAITLIST_SITE_PORT}`;
const TEAM_ROUTES = [
  'summary',
  'areas',
  'sources',
  'map',
  'people',
  'nominations',
  'search',
  'export',
  'erase',
  'void',
  'thresholds',
  'invitations',
  'invitations/preview',
  'support',
  'support/search',
  'support/message',
  'support/mark',
  'support/erase',
] as const;
/** The routes that read (GET); the others carry what they act on in a POST body. */
const READ_ROUTES: readonly string[] = [
  'summary',
  'areas',
  'sources',
  'map',
  'people',
  'nominations',
  'export',
  'support',
  'support/message',
];

const SCRIPT_NAME = '<script>alert(1)</script>';
const FORMULA_NAME = '=HYPERLINK("http://evil.example","x")';

interface SeedSignup {
  name: string;
  email: string;
  location: string;
  type: 'user' | 'vendor';
  company?: string;
  /** The client address, as the trusted proxy in front reports it: the server places the signup
   * from it (the test GeoIP database: 192.0.2.x Austin, 198.51.100.x Portland, 203.0.113.x
   * Denver, 100.64.x.x a country with no city). */
  from: string;
  /** The e-mail of the signup whose referral link this one came through. */
  referredBy?: string;
}

/**
 * Users and vendors in three cities (and one the server's lookup did not place), locations typed in
 * several ways, three friends of Ana's from one network, and two names that would be markup or a formula if anything ran them.
 */
/** The city every signup's browser claims: the By city table never shows it. */
const REPORTED_CITY = 'Springfield';

const SIGNUPS: readonly SeedSignup[] = [
  {
    name: 'Ana Ruiz',
    email: 'ana@example.org',
    location: 'Austin, TX',
    type: 'user',
    from: '192.0.2.10',
  },
  {
    name: 'Ben Okafor',
    email: 'ben@example.org',
    location: 'AUSTIN, TX',
    type: 'user',
    from: '192.0.2.11',
  },
  {
    name: 'Cara Lind',
    email: 'cara@example.com',
    location: '78701',
    type: 'vendor',
    company: 'Lind Coffee',
    from: '192.0.2.12',
  },
  {
    name: 'Dev Patel',
    email: 'dev@example.net',
    location: 'Portland, OR',
    type: 'user',
    from: '198.51.100.20',
    referredBy: 'ana@example.org',
  },
  {
    name: SCRIPT_NAME,
    email: 'script@example.org',
    location: 'Portland, OR',
    type: 'user',
    from: '198.51.100.21',
    referredBy: 'ana@example.org',
  },
  // Ana's third friend from one network on one day: a burst the team is shown.
  {
    name: 'Finn Berg',
    email: 'finn@example.net',
    location: 'Portland, OR',
    type: 'user',
    from: '198.51.100.22',
    referredBy: 'ana@example.org',
  },
  {
    name: FORMULA_NAME,
    email: 'formula@example.net',
    location: 'Denver, CO',
    type: 'vendor',
    company: 'Formula Ltd',
    from: '203.0.113.30',
  },
  {
    name: 'Eve Stone',
    email: 'eve@example.com',
    location: 'Denver, CO',
    type: 'vendor',
    company: 'Stone Bakery',
    from: '100.64.0.40',
  },
];
/** The one the erasure test erases, on their request. */
const ERASED = 'ben@example.org';

interface SeedMessage {
  name: string;
  email: string;
  message: string;
}

/** Support messages, sent through the contact form's route; the first one's reply is late. */
const MESSAGES = {
  late: {
    name: 'Lee Late',
    email: 'lee@example.org',
    // Markup and a line break, as a sender may type them: shown as typed, never drawn.
    message: 'My points did not arrive.\nIt is <b>urgent</b>.',
  },
  open: { name: 'Olu Open', email: 'olu@example.com', message: 'How do vendors join?' },
  erased: { name: 'Erin Erase', email: 'erin@example.net', message: 'Please call me back.' },
} as const satisfies Record<string, SeedMessage>;
/** How long ago the late message came, once the clock is driven: well past its 3 business days. */
const LATE_BY_DAYS = 14;

interface Servers {
  /** The UTC day the waitlist was filled on, as the chart counts days. */
  seededOn: string;
  /** The references the site gave the support messages. */
  references: Record<keyof typeof MESSAGES, string>;
  /** The team's credentials file, for the operator's command. */
  teamFile: string;
  /** Two members' own credentials, issued by the operator's command as the site ran. */
  ada: string;
  grace: string;
  /** The site's outbox: every e-mail it sent. */
  mailFile: string;
}

interface Fixtures {
  /** The studio at the Waitlist tool, logged in, the tool still locked. */
  tool: Page;
  /** Every dialog (alert, confirm) the studio's page opened; a test expects none. */
  dialogs: string[];
}

const test = base.extend<Fixtures, { servers: Servers }>({
  servers: [
    async ({}, use, workerInfo) => {
      mkdirSync(workerInfo.project.outputDir, { recursive: true });
      const studio = await startTestStudio();
      const log = join(workerInfo.project.outputDir, 'site.log');
      const first = startWaitlistSite(WAITLIST_SITE_PORT, log);
      const { dbDir, teamFile } = first;
      let server = first.server;
      try {
        await expect
          .poll(() => statusOf(`${site}/api/waitlist/team/summary`), { timeout: 60_000 })
          .toBe(401);
        const codes = new Map<string, string>();
        const mailFile = join(dbDir, 'outbox', 'mail.ndjson');
        const statusPaths: string[] = [];
        for (const signup of SIGNUPS) {
          codes.set(signup.email, await signUp(signup, codes, mailFile, statusPaths));
        }
        // The first two name one shop, each in their own words: the Shops view lists it once.
        await nominate(statusPaths[0]!, { name: 'The Corner Bakery', where: '12 Main St, 78701' });
        await nominate(statusPaths[1]!, { name: FORMULA_NAME, where: '78701' });
        await nominate(statusPaths[2]!, { name: 'corner bakery', where: '78701' });
        const references = {
          late: await sendSupport(MESSAGES.late),
          open: await sendSupport(MESSAGES.open),
          erased: await sendSupport(MESSAGES.erased),
        };
        // The site has no clock to set: stopped, its embedded database is the spec's to move one
        // message's days back, as if it came LATE_BY_DAYS ago, then it starts again on it.
        await stopProcessGroup(server);
        await moveBack(dbDir, MESSAGES.late.email, LATE_BY_DAYS);
        server = startWaitlistSite(WAITLIST_SITE_PORT, log, dbDir).server;
        await expect
          .poll(() => statusOf(`${site}/api/waitlist/team/summary`), { timeout: 60_000 })
          .toBe(401);
        await use({
          seededOn: new Date().toISOString().slice(0, 10),
          references,
          teamFile,
          ada: waitlistTeam(teamFile, 'issue', 'Ada Lovelace'),
          grace: waitlistTeam(teamFile, 'issue', 'Grace Hopper'),
          mailFile,
        });
      } finally {
        await stopProcessGroup(server);
        await studio.close();
        await rm(dbDir, { recursive: true, force: true });
      }
    },
    // A hang guard: the seeding and the server's restart (to move a message's days back).
    { scope: 'worker', timeout: 150_000 },
  ],
  context: async ({ context }, use) => {
    await logIntoTestStudio(context);
    await use(context);
  },
  dialogs: async ({ page }, use) => {
    const opened: string[] = [];
    page.on('dialog', (dialog) => {
      opened.push(dialog.message());
      void dialog.dismiss();
    });
    await use(opened);
  },
  tool: async ({ page, servers: _servers, dialogs: _dialogs }, use) => {
    await page.goto(`${studioOrigin}/waitlist`);
    await expect(page.getByRole('heading', { name: 'Unlock the waitlist' })).toBeVisible({
      timeout: 30_000,
    });
    await use(page);
  },
});

// One site and one waitlist for the file, in this order: the erasure comes after what it changes.
// A hang guard per test: on one busy core the studio's first load and its remounts ate the
// default 60 s before the credential could be submitted (pinned runs of b0cac89, 929afc2 and
// 78a018d, where 120 s was not enough either).
test.describe.configure({ mode: 'default', timeout: 240_000 });

test('the tool asks for the credential, refuses a wrong one and unlocks with the right one', async ({
  tool,
}) => {
  await test.step('a wrong credential is refused', async () => {
    await submitCredential(
      tool,
      'not-the-team-credential-0123456789',
      tool.getByRole('alert').filter({ hasText: 'That credential was not accepted.' }),
    );
    await expect(tool.getByRole('heading', { name: 'Unlock the waitlist' })).toBeVisible();
  });
  await test.step('the team credential unlocks it', async () => {
    await unlock(tool);
    await expect(tool.getByRole('button', { name: 'Lock' })).toBeVisible();
  });
});

test('the summary counts the signups by type, city, location and day, and shows the newest as typed', async ({
  tool,
  servers,
  dialogs,
}) => {
  await unlock(tool);
  await expect(totalCard(tool, 'Confirmed')).toHaveText(/^Confirmed\s*8$/);
  await expect(totalCard(tool, 'Users')).toHaveText(/^Users\s*5$/);
  await expect(totalCard(tool, 'Vendors')).toHaveText(/^Vendors\s*3$/);
  expect(await rowsOf(tool.getByRole('table', { name: 'By city' }))).toEqual([
    ['Austin', '3'],
    ['Portland', '3'],
    // The server's lookup found no city for one: staff see that as such. The city the browsers
    // claimed (REPORTED_CITY) counts nowhere.
    ['Unknown', '1'],
    ['Denver', '1'],
  ]);
  // Trimmed and case-folded: "AUSTIN, TX" is "Austin, TX".
  expect(await rowsOf(tool.getByRole('table', { name: 'By location / ZIP' }))).toEqual([
    ['portland, or', '3'],
    ['austin, tx', '2'],
    ['denver, co', '2'],
    ['78701', '1'],
  ]);
  await expect(
    tool.getByRole('img', {
      name: `Signups per day, last 90 days: 8 in all, most 8 on ${servers.seededOn}`,
      exact: true,
    }),
  ).toBeVisible();

  const newest = tool.getByRole('table', { name: 'Newest signups' });
  const rows = await rowsOf(newest);
  expect(rows.map((row) => [row[1], row[2]])).toEqual(
    SIGNUPS.toReversed().map(({ name, email }) => [name, email]),
  );
  // Ana brought Dev, the script's author and Finn in.
  expect(rows.find((row) => row[2] === 'ana@example.org')?.[7]).toBe('3');
  // What people typed is shown as the characters it is: no markup, no link, nothing run.
  await expect(newest.getByRole('cell', { name: SCRIPT_NAME, exact: true })).toBeVisible();
  await expect(newest.getByRole('cell', { name: FORMULA_NAME, exact: true })).toBeVisible();
  await expect(newest.locator('script')).toHaveCount(0);
  await expect(newest.getByRole('link')).toHaveCount(0);
  expect(dialogs).toEqual([]);
});

test('a search by e-mail finds the people whose address contains it', async ({ tool }) => {
  await unlock(tool);
  await search(tool, 'example.net');
  const found = tool.getByRole('table', { name: 'E-mails containing “example.net”' });
  expect((await rowsOf(found)).map((row) => row[2])).toEqual([
    'formula@example.net',
    'finn@example.net',
    'dev@example.net',
  ]);
  await search(tool, 'nobody@');
  await expect(
    tool.getByRole('status').filter({ hasText: 'No e-mail contains “nobody@”.' }),
  ).toBeVisible();
});

test('the CSV export holds every signup, safe to open in a spreadsheet', async ({ tool }) => {
  await unlock(tool);
  const { text, records } = await exportCsv(tool);
  // A byte order mark, so that spreadsheets read it as UTF-8.
  expect(text.startsWith('\uFEFF')).toBe(true);
  expect(records.map((record) => record.email)).toEqual(SIGNUPS.map(({ email }) => email));
  const byEmail = new Map(records.map((record) => [record.email, record]));
  // A formula is kept as text: an apostrophe first, the quotes doubled (RFC 4180).
  expect(byEmail.get('formula@example.net')?.name).toBe(`'${FORMULA_NAME}`);
  expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
  expect(byEmail.get('script@example.org')?.name).toBe(SCRIPT_NAME);
  expect(byEmail.get('cara@example.com')).toMatchObject({
    type: 'vendor',
    company: 'Lind Coffee',
    location: '78701',
    geoCity: 'Austin',
    geoCountry: 'United States',
    geoLatitude: '30.3',
    geoLongitude: '-97.7',
    reportedCity: REPORTED_CITY,
  });
  // No cell a spreadsheet would run (a number west of Greenwich is a number).
  for (const record of records)
    for (const value of Object.values(record))
      if (!/^-?\d+(\.\d+)?$/.test(value)) expect(value).not.toMatch(/^[=+\-@\t\r]/);
});

test('the team routes answer only the credential, and only the studio may call them from a browser', async ({
  servers: _servers,
}) => {
  for (const [index, route] of TEAM_ROUTES.entries()) {
    const url = `${site}/api/waitlist/team/${route}`;
    const method = READ_ROUTES.includes(route) ? 'GET' : 'POST';
    const body = method === 'POST' ? JSON.stringify({ email: 'ana@example.org' }) : undefined;
    for (const authorization of [undefined, 'Bearer not-the-team-credential', TEAM_TOKEN]) {
      const response = await fetch(url, {
        method,
        body,
        headers: {
          'content-type': 'application/json',
          origin: studioOrigin,
          // Each route's refusals from a client of its own: the failed-credential limit is
          // tested below.
          'x-forwarded-for': `192.0.2.${100 + index}`,
          ...(authorization && { authorization }),
        },
      });
      // Without "Bearer ", even the right token is no credential.
      expect(response.status, `${method} ${route} with ${authorization ?? 'no credential'}`).toBe(
        401,
      );
      expect(response.headers.get('www-authenticate')).toBe('Bearer realm="waitlist"');
      // The studio may read the refusal, to ask for the credential again.
      expect(response.headers.get('access-control-allow-origin')).toBe(studioOrigin);
      await response.arrayBuffer();
    }
    const preflight = (origin: string) =>
      fetch(url, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': method,
          'access-control-request-headers': 'authorization,content-type',
        },
      });
    const fromStudio = await preflight(studioOrigin);
    expect(fromStudio.status, `OPTIONS ${route}`).toBe(204);
    expect(fromStudio.headers.get('access-control-allow-origin')).toBe(studioOrigin);
    expect(fromStudio.headers.get('access-control-allow-headers')).toMatch(/authorization/i);
    const fromElsewhere = await preflight('https://evil.example');
    expect(fromElsewhere.headers.get('access-control-allow-origin')).toBeNull();
  }
  // Ana is still there: no refused request erased anyone.
  expect(await teamSearch({ url: site }, 'ana@example.org', TEAM_TOKEN)).toHaveLength(1);
});

test('the team routes take only their own methods, and a few kilobytes of a body at most', async ({
  servers: _servers,
}) => {
  const credential = { authorization: `Bearer ${TEAM_TOKEN}` };
  for (const route of TEAM_ROUTES) {
    const url = `${site}/api/waitlist/team/${route}`;
    const reads = READ_ROUTES.includes(route);
    for (const method of reads ? ['POST', 'PUT', 'DELETE'] : ['GET', 'PUT', 'DELETE']) {
      const response = await fetch(url, { method, headers: credential });
      await response.arrayBuffer();
      expect(response.status, `${method} ${route}`).toBe(405);
      expect(response.headers.get('allow')).toBe(reads ? 'GET, HEAD, OPTIONS' : 'POST, OPTIONS');
    }
    if (reads) continue;
    // The credential is good: the body's size is what is refused, before a byte is parsed.
    const response = await fetch(url, {
      method: 'POST',
      headers: { ...credential, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'a'.repeat(10 * 1024 * 1024) }),
    });
    await response.arrayBuffer();
    expect(response.status, `a 10 MB body to ${route}`).toBe(413);
  }
  // An address in a URL would stay in access logs: the listing refuses a search there.
  const inTheUrl = await fetch(`${site}/api/waitlist/team/support?q=ana%40example.org`, {
    headers: credential,
  });
  expect(inTheUrl.status).toBe(400);
  expect(await inTheUrl.json()).toMatchObject({ fields: { q: 'Not in the URL' } });
});

test('a network’s wrong credentials are checked ten at most, and its members are never locked out', async ({
  servers,
}) => {
  const summaryFrom = async (client: string, credential: string) => {
    const response = await fetch(`${site}/api/waitlist/team/summary`, {
      headers: { authorization: `Bearer ${credential}`, 'x-forwarded-for': client },
    });
    await response.arrayBuffer();
    return response;
  };
  // All at once: each spends one failure as it arrives, so exactly ten are checked.
  const guesses = await Promise.all(
    Array.from({ length: 14 }, (_, guess) =>
      summaryFrom('203.0.113.200', `brp_team_guess${guess}`),
    ),
  );
  const statuses = guesses.map((guess) => guess.status);
  expect(statuses.filter((status) => status === 401)).toHaveLength(10);
  expect(statuses.filter((status) => status === 429)).toHaveLength(4);
  for (const refused of guesses.filter(({ status }) => status === 429)) {
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  }
  // A neighbour's guesses lock no member out: the credential is looked at first.
  expect((await summaryFrom('203.0.113.200', servers.ada)).status).toBe(200);
  // The limit counts the client's address (an IPv6 client's /64), not its neighbours'.
  expect((await summaryFrom('203.0.113.201', 'brp_team_guess-next-door')).status).toBe(401);
});

test('each member has their own credential: named in the tool, revoked without a restart', async ({
  tool,
  servers,
}) => {
  await submitCredential(
    tool,
    servers.grace,
    tool.getByText('Signed in as Grace Hopper', { exact: true }),
  );
  await tool.getByRole('button', { name: 'Lock' }).click();
  await submitCredential(tool, servers.ada, tool.getByText('Signed in as Ada Lovelace'));
  await test.step('the operator revokes Ada while the site runs', async () => {
    expect(waitlistTeam(servers.teamFile, 'revoke', 'Ada Lovelace')).toBe(
      "✓ Ada Lovelace's credential is revoked",
    );
    expect(waitlistTeam(servers.teamFile, 'list')).toMatch(
      /^Grace Hopper: issued \d{4}-\d\d-\d\d \d\d:\d\d UTC; expires \d{4}-\d\d-\d\d \d\d:\d\d UTC$/,
    );
    await tool.getByRole('button', { name: 'Refresh' }).click();
    await expect(
      tool.getByRole('alert').filter({ hasText: 'That credential was not accepted.' }),
    ).toBeVisible();
    await expect(tool.getByRole('heading', { name: 'Unlock the waitlist' })).toBeVisible();
  });
});

test('an expired credential is refused saying so and what to do; renewed, its holder is in, on record', async ({
  tool,
  servers,
}) => {
  // A member the operator issued a credential long ago, as the team file keeps one.
  const expired = 'brp_team_issued-long-ago-and-expired-since-0123456';
  const hash = createHash('sha256').update(expired).digest('hex');
  appendFileSync(servers.teamFile, `Old Timer:2025-01-01T09:30:00Z:2025-04-01T09:30:00Z:${hash}\n`);
  await submitCredential(
    tool,
    expired,
    tool.getByRole('alert').filter({
      hasText:
        'Your team credential expired on 2025-04-01 at 09:30 UTC; ask the site’s operator to renew it',
    }),
  );
  await expect(tool.getByRole('heading', { name: 'Unlock the waitlist' })).toBeVisible();
  const renewed = waitlistTeam(servers.teamFile, 'renew', 'Old Timer');
  expect(renewed).toMatch(/^brp_team_[\w-]{43}$/);
  await submitCredential(tool, renewed, tool.getByText('Signed in as Old Timer', { exact: true }));
  const actions = tool.getByRole('table', { name: 'The team’s actions' });
  await expect(actions).toContainText('Refused: their expired credential');
  const rows = (await rowsOf(actions)).map((row) => row.slice(1));
  expect(rows[0]).toEqual(['Old Timer', 'Opened the overview and its newest signups']);
  expect(rows).toContainEqual(['Old Timer', 'Refused: their expired credential']);
});

test('a burst of friends from one network is flagged, and a member voids a credit, on record', async ({
  tool,
  servers,
}) => {
  await submitCredential(
    tool,
    servers.grace,
    tool.getByRole('heading', { name: 'Flagged referrers' }),
  );
  const friends = tool.getByRole('table', { name: 'Friends of ana@example.org from one network' });
  expect((await rowsOf(friends)).map((row) => [row[2], row[3]])).toEqual([
    ['dev@example.net', 'Credited'],
    ['script@example.org', 'Credited'],
    ['finn@example.net', 'Credited'],
  ]);
  await tool
    .getByRole('button', { name: 'Void credit: the one finn@example.net gave ana@example.org' })
    .click();
  await expect(
    tool
      .getByRole('status')
      .filter({ hasText: 'The credit finn@example.net gave ana@example.org was voided.' }),
  ).toBeVisible();
  await expect(friends.getByRole('row').filter({ hasText: 'finn@example.net' })).toContainText(
    'Voided',
  );
  // Ana moves down: two referrals now count.
  const newest = tool.getByRole('table', { name: 'Newest signups' });
  await expect
    .poll(async () => (await rowsOf(newest)).find((row) => row[2] === 'ana@example.org')?.[7])
    .toBe('2');
  const actions = tool.getByRole('table', { name: 'The team’s actions' });
  expect((await rowsOf(actions)).map((row) => row.slice(1))).toContainEqual([
    'Grace Hopper',
    'Voided a referral credit',
  ]);
});

test('the map draws the confirmed people where the server placed them, and zooms to one', async ({
  tool,
}) => {
  await unlock(tool);
  await openTab(tool, 'Map');
  const map = tool.getByRole('img', { name: 'Where confirmed people are' });
  // Places from the server's GeoIP lookup, to one decimal; Eve's network gave a country alone.
  await expect(map.locator('desc')).toHaveText(
    '7 confirmed people in 3 places; ' +
      'Austin, United States at 30.3, -97.7: 2 users, 1 vendor; ' +
      'Portland, United States at 45.5, -122.7: 3 users, 0 vendors; ' +
      'Denver, United States at 39.7, -105: 0 users, 1 vendor; 1 person not placed.',
  );
  const marks = await map.locator('.mark').evaluateAll((elements) =>
    elements.map((mark) => {
      const circle = mark.querySelector('circle')!;
      return {
        title: mark.querySelector('title')!.textContent,
        x: Number(circle.getAttribute('cx')),
        y: Number(circle.getAttribute('cy')),
        colours: Array.from(mark.querySelectorAll('circle, path'), (shape) =>
          shape.getAttribute('fill'),
        ),
      };
    }),
  );
  const at = (name: string) => marks.find((mark) => mark.title?.startsWith(name))!;
  expect(marks).toHaveLength(3);
  // Drawn where they are: Portland north-west of Denver, Denver north-west of Austin.
  expect(at('Portland').x).toBeLessThan(at('Denver').x);
  expect(at('Portland').y).toBeLessThan(at('Denver').y);
  expect(at('Denver').x).toBeLessThan(at('Austin').x);
  expect(at('Denver').y).toBeLessThan(at('Austin').y);
  // Users and vendors in two colours: Austin's mark holds both.
  expect(new Set(at('Austin').colours).size).toBe(2);
  expect(at('Portland').colours).toHaveLength(1);
  expect(at('Denver').colours[0]).not.toBe(at('Portland').colours[0]);

  await tool.getByRole('button', { name: 'Show on map: Austin, United States' }).click();
  await expect.poll(async () => Number(await map.getAttribute('data-zoom'))).toBeGreaterThan(10);
  await tool.getByRole('button', { name: 'Show all' }).click();
  await expect(map).toHaveAttribute('data-zoom', '1.00');
});

/** A Readiness row's buttons, as its last cell reads. */
const ACTIONS = 'PeopleInvite…';

test('readiness marks the areas where both kinds pass the thresholds, and a row opens its people', async ({
  tool,
}) => {
  await unlock(tool);
  await openTab(tool, 'Readiness');
  const table = tool.getByRole('table', { name: 'Pilot readiness by area' });
  await setThreshold(tool, 'Ready at confirmed users', '2');
  await setThreshold(tool, 'Ready at confirmed vendors', '1');
  // The most confirmed users first; each city's ZIP codes under it.
  expect(await rowsOf(table)).toEqual([
    ['Portland, United States', '3', '0', '0', '+3', '+3', '0', '0', 'Not yet', ACTIONS],
    ['Austin, United States', '2', '1', '0', '+3', '+3', '0', '0', 'Ready', ACTIONS],
    ['ZIP 78701', '0', '1', '0', '+1', '+1', '0', '0', 'Not yet', ACTIONS],
    ['Canada', '0', '1', '0', '+1', '+1', '0', '0', 'Not yet', ACTIONS],
    ['Denver, United States', '0', '1', '0', '+1', '+1', '0', '0', 'Not yet', ACTIONS],
  ]);
  // Saved for the whole team: the next visit (any member's) reads them from the site.
  await tool.getByRole('button', { name: 'Save for the team' }).click();
  await expect(
    tool.getByText(/^The team’s thresholds, set by operator \(WAITLIST_TEAM_TOKEN\) on /),
  ).toBeVisible();
  await tool.reload();
  // The studio mounts its tool more than once as it starts: open the tab until it stays open.
  await expect(async () => {
    await openTab(tool, 'Readiness');
    await expect(tool.getByLabel('Ready at confirmed users')).toHaveValue('2', { timeout: 2000 });
  }).toPass();
  await expect(tool.getByLabel('Ready at confirmed vendors')).toHaveValue('1');
  await tool.getByRole('button', { name: 'Vendors' }).click();
  await expect(tool.getByRole('columnheader', { name: 'Vendors' })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  await tool.getByRole('button', { name: 'People in Austin, United States' }).click();
  const people = tool.getByRole('table', { name: 'People in this segment' });
  await expect(people.getByRole('row')).toHaveCount(4);
  expect((await rowsOf(people)).map((row) => row[2])).toEqual([
    'cara@example.com',
    'ben@example.org',
    'ana@example.org',
  ]);
});

test('a member invites the next people of an area, seeing who first; the row counts them', async ({
  tool,
  servers,
}) => {
  await unlock(tool);
  await openTab(tool, 'Readiness');
  const table = tool.getByRole('table', { name: 'Pilot readiness by area' });
  await table
    .getByRole('button', { name: 'Invite the next people of Portland, United States' })
    .click();
  const dialog = tool.getByRole('dialog');
  await dialog.getByLabel('How many').fill('2');
  await dialog.getByRole('button', { name: 'Show who' }).click();
  const who = dialog.getByRole('table', { name: 'Who would be invited' });
  await expect(who.getByRole('row')).toHaveCount(3);
  const chosen = (await rowsOf(who)).map((row) => row[2]!);
  expect(chosen).toHaveLength(2);
  const { violations } = await new AxeBuilder({ page: tool })
    .include('[role="dialog"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(violations).toEqual([]);
  if (process.env.UPDATE_DOC_IMAGES === '1') {
    await dialog.screenshot({ path: join(root, 'docs/images/waitlist-invite.png') });
  }
  // On a phone the dialog fits the width; its list of people scrolls inside it.
  const wide = tool.viewportSize()!;
  await tool.setViewportSize({ width: 390, height: 844 });
  await expect(who).toBeVisible();
  expect(await tool.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const dialogRight = await dialog.evaluate((element) => element.getBoundingClientRect().right);
  expect(dialogRight).toBeLessThanOrEqual(390);
  if (process.env.UPDATE_DOC_IMAGES === '1') {
    await tool.screenshot({ path: join(root, 'docs/images/waitlist-invite-phone.png') });
  }
  await tool.setViewportSize(wide);
  await dialog.getByRole('button', { name: 'Invite 2' }).click();
  await expect(dialog.getByRole('status')).toHaveText(
    'Invited 2 people: each gets the invitation e-mail.',
  );
  const mails = await mailsIn(
    servers.mailFile,
    (mail) => mail.subject.startsWith('Your invitation'),
    2,
  );
  expect(mails.map((mail) => mail.to).sort()).toEqual([...chosen].sort());
  expect(mails[0]!.subject).toBe('Your invitation to the pilot in Portland');
  await dialog.getByRole('button', { name: 'Done' }).click();
  // Read again: Portland's invited and accepted.
  await expect
    .poll(async () =>
      (await rowsOf(table)).find((row) => row[0] === 'Portland, United States')?.slice(6, 8),
    )
    .toEqual(['2', '0']);
  // On the team's record: who, and how many of which kind where; never whom.
  await openTab(tool, 'Overview');
  await tool.getByRole('button', { name: 'Refresh' }).click();
  await expect(
    tool
      .getByRole('table', { name: 'The team’s actions' })
      .getByText('Invited the next people of an area: 2 users of 2 asked, Portland, United States'),
  ).toBeVisible();
});

test('a segment exports exactly its people, in full or as a mailing tool imports them', async ({
  tool,
}) => {
  await unlock(tool);
  await openTab(tool, 'People');
  await tool.getByLabel('Area').selectOption('Portland, United States');
  const people = tool.getByRole('table', { name: 'People in this segment' });
  await expect(people.getByRole('row')).toHaveCount(4);
  const full = await exportCsv(tool, 'Export segment');
  expect(full.records.map((record) => record.email)).toEqual([
    'dev@example.net',
    'script@example.org',
    'finn@example.net',
  ]);
  await tool.getByLabel('Type').selectOption('Users');
  const mailing = await download(tool, 'Export for Mailchimp or Brevo');
  expect(mailing.fileName).toMatch(/^waitlist-mailing-\d{4}-\d{2}-\d{2}\.csv$/);
  const [header, ...rows] = parseCsv(mailing.text.replace(/^\uFEFF/, ''));
  expect(header).toEqual(['Email Address', 'First Name', 'Last Name', 'Tags']);
  expect(rows.map((row) => row.slice(0, 3))).toEqual([
    ['dev@example.net', 'Dev', 'Patel'],
    ['script@example.org', SCRIPT_NAME, ''],
    ['finn@example.net', 'Finn', 'Berg'],
  ]);
});

test('the sources view counts each source and its confirmations, per day, with its referrers', async ({
  tool,
  servers,
}) => {
  await unlock(tool);
  await openTab(tool, 'Sources');
  // The seed's signups came straight to the route: no source, the same landing page for none.
  const sources = tool.getByRole('table', { name: 'Signups by source' });
  expect(await rowsOf(sources)).toEqual([['No source', '8', '8', '100%', 'Filter']]);
  await expect(
    tool.getByRole('img', {
      name: `Signups per day in this segment: 8 in all, 8 confirmed, most 8 on ${servers.seededOn}`,
    }),
  ).toBeVisible();
  const referrers = tool.getByRole('table', { name: 'Top referrers' });
  expect(await rowsOf(referrers)).toEqual([['Ana Ruiz', 'ana@example.org', '3', '3']]);
  await tool.getByLabel('Area').selectOption('Austin, United States');
  await expect(
    tool.getByText('Nobody in this segment came through a referral link.'),
  ).toBeVisible();
});

test('the tool works from the keyboard and passes axe on every view', async ({ tool }) => {
  await unlock(tool);
  // The tabs are one stop of the Tab key (the selected one); the arrow keys move between them.
  await tabTo(tool, tool.getByRole('tab', { name: 'Overview' }));
  for (const name of ['Overview', 'Readiness', 'Map', 'Sources', 'People', 'Shops', 'Support']) {
    await test.step(name, async () => {
      const tab = tool.getByRole('tab', { name });
      if (name !== 'Overview') await tool.keyboard.press('ArrowRight');
      await expect(tab).toBeFocused();
      await tool.keyboard.press('Enter');
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      if (name === 'Map') {
        await expect(tool.getByRole('img', { name: 'Where confirmed people are' })).toBeVisible();
      }
      if (name === 'Support') {
        await expect(tool.getByRole('table', { name: 'Support messages' })).toBeVisible();
      }
      const { violations } = await new AxeBuilder({ page: tool })
        .include('[data-waitlist-tool]')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .analyze();
      expect(violations).toEqual([]);
    });
  }
  await test.step('a column sorts from the keyboard', async () => {
    await tool.getByRole('tab', { name: 'Readiness' }).click();
    const sortByUnconfirmed = tool.getByRole('button', { name: 'Unconfirmed' });
    await tabTo(tool, sortByUnconfirmed);
    await tool.keyboard.press('Enter');
    await expect(tool.getByRole('columnheader', { name: 'Unconfirmed' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  });
});

test('the Shops view lists each nominated shop once, counted; its CSV keeps formulas inert', async ({
  tool,
  servers,
}) => {
  await unlock(tool);
  await openTab(tool, 'Shops');
  const table = tool.getByRole('table', { name: 'Nominated shops' });
  const rows = (await rowsOf(table)).map((row) => row.slice(1));
  expect(rows).toEqual([
    ['The Corner Bakery', '12 Main St, 78701', '—', '2', servers.seededOn],
    [FORMULA_NAME, '78701', '—', '1', servers.seededOn],
  ]);
  const { fileName, text } = await download(tool, 'Export shops');
  expect(fileName).toMatch(/^shop-nominations-\d{4}-\d{2}-\d{2}\.csv$/);
  const [header, ...records] = parseCsv(text.replace(/^\uFEFF/, ''));
  expect(header?.slice(3, 7)).toEqual(['Shop', 'Street or ZIP', 'Website', 'People']);
  expect(records.map((record) => record.slice(3, 7))).toEqual([
    ['The Corner Bakery', '12 Main St, 78701', '', '2'],
    [`'${FORMULA_NAME}`, '78701', '', '1'],
  ]);
});

test('every view of the unlocked tool fits a desktop and a phone', async ({ tool, servers }) => {
  const widths = [
    { width: 1280, height: 800, suffix: '' },
    { width: 390, height: 844, suffix: '-phone' },
  ];
  const views = [
    { tab: 'Overview', file: 'waitlist-studio', ready: totalCard(tool, 'Confirmed') },
    {
      tab: 'Readiness',
      file: 'waitlist-readiness',
      ready: tool.getByRole('table', { name: 'Pilot readiness by area' }),
    },
    {
      tab: 'Map',
      file: 'waitlist-map',
      ready: tool.getByRole('img', { name: 'Where confirmed people are' }),
    },
    {
      tab: 'Sources',
      file: 'waitlist-sources',
      ready: tool.getByRole('table', { name: 'Top referrers' }),
    },
    {
      tab: 'Shops',
      file: 'waitlist-shops',
      ready: tool.getByRole('table', { name: 'Nominated shops' }),
    },
    {
      tab: 'Support',
      file: 'waitlist-support',
      ready: tool.getByRole('table', { name: 'Support messages' }),
    },
  ];
  await unlock(tool);
  for (const { width, height, suffix } of widths) {
    for (const { tab, file, ready } of views) {
      await test.step(`${tab}, ${width} px wide`, async () => {
        await tool.setViewportSize({ width, height });
        await openTab(tool, tab);
        await expect(ready).toBeVisible();
        // Wide tables scroll inside their own region; the page itself never scrolls sideways.
        expect(await tool.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          width,
        );
        // The tabs fill their rows evenly: none left alone on a row of its own.
        const tabTops = await tool
          .getByRole('tab')
          .evaluateAll((tabs) => tabs.map((tab) => Math.round(tab.getBoundingClientRect().top)));
        const perRow = Object.values(Object.groupBy(tabTops, (top) => top));
        expect(Math.min(...perRow.map((row) => row!.length)), tabTops.join(', ')).toBeGreaterThan(
          1,
        );
        // Read in one go: the studio may draw the view again between two reads of one region.
        const rightEdges = await tool
          .getByRole('region')
          .evaluateAll((regions) => regions.map((region) => region.getBoundingClientRect().right));
        for (const right of rightEdges) expect(right).toBeLessThanOrEqual(width);
        if (process.env.UPDATE_DOC_IMAGES === '1') {
          await screenshotWhole(tool, width, height, `docs/images/${file}${suffix}.png`);
        }
      });
    }
    await test.step(`a support message opened, ${width} px wide`, async () => {
      // On the Support tab, the last view above.
      const dialog = await openMessage(tool, servers.references.late);
      await expect(dialog.getByText(MESSAGES.late.email, { exact: true })).toBeVisible();
      expect(await dialog.evaluate((element) => element.scrollWidth)).toBeLessThanOrEqual(width);
      expect(await tool.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
      if (process.env.UPDATE_DOC_IMAGES === '1') {
        await tool.screenshot({
          path: join(root, `docs/images/waitlist-support-message${suffix}.png`),
          animations: 'disabled',
          caret: 'hide',
        });
      }
      await tool.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    });
  }
});

test('the Support view lists the late message first; a member answers it and erases another, on record', async ({
  tool,
  servers,
}) => {
  const { late, open, erased } = servers.references;
  await submitCredential(
    tool,
    servers.grace,
    tool.getByText('Signed in as Grace Hopper', { exact: true }),
  );
  await test.step('the overview counts the open messages and the late one', async () => {
    await expect(supportCard(tool, 'Open support messages')).toHaveText(
      /^Open support messages\s*3$/,
    );
    await expect(supportCard(tool, 'Late')).toHaveText(/^Late\s*1$/);
    // Beside them, how far behind the site's e-mail is, as the site's database has it.
    const mail = tool.getByRole('group', { name: 'E-mail' });
    await expect(mail).toContainText(/Waiting to be sent\s*\d+/);
    await expect(mail).toContainText(/Oldest link waiting(, late)?\s*(None|\d+ (s|min|h))/);
    await tool.getByRole('button', { name: 'Open the support messages' }).click();
    await expect(tool).toHaveURL(/\/waitlist\/support$/);
  });
  const list = tool.getByRole('table', { name: 'Support messages' });
  await test.step('the late message is first, marked Late in words, its age in business days', async () => {
    await expect(list.getByRole('row')).toHaveCount(4);
    const [first, ...others] = await rowsOf(list);
    expect(first?.slice(0, 4)).toEqual([late, 'OpenLate', MESSAGES.late.name, MESSAGES.late.email]);
    // 14 days back are ten business days or, with a public holiday among them, nine.
    expect(Number(first?.[6])).toBeGreaterThanOrEqual(8);
    expect(others.map((row) => [row[0], row[1]]).sort()).toEqual(
      [
        [open, 'Open'],
        [erased, 'Open'],
      ].sort(),
    );
  });
  await test.step('opened, it shows the message as typed; marked answered, it says by whom', async () => {
    const dialog = await openMessage(tool, late);
    await expect(dialog.getByText(/^My points did not arrive\./)).toHaveText(MESSAGES.late.message);
    await expect(dialog.locator('b')).toHaveCount(0);
    const { violations } = await new AxeBuilder({ page: tool })
      .include('[role="dialog"]')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    expect(violations).toEqual([]);
    await dialog.getByRole('button', { name: 'Mark answered' }).click();
    await expect(dialog).toBeHidden();
    await expect(
      tool.getByRole('status').filter({ hasText: `${late} was marked answered.` }),
    ).toBeVisible();
    await expect(list.getByRole('row').filter({ hasText: late })).toContainText(
      'Answered by Grace Hopper',
    );
    await expect(list.getByText('Late', { exact: true })).toHaveCount(0);
  });
  await test.step('erased on its sender’s request, after the confirmation, a message is gone', async () => {
    const confirm = tool.getByRole('dialog', { name: 'Erase a support message' });
    // Asked again if the studio remounted the tool meanwhile: the dialogs go with the mount.
    await expect(async () => {
      const dialog = await openMessage(tool, erased);
      await expect(dialog.getByText(MESSAGES.erased.message)).toBeVisible();
      await dialog.getByRole('button', { name: 'Erase…' }).click({ timeout: 5_000 });
      await expect(confirm).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 60_000 });
    await expect(confirm).toContainText(
      `Erase the message ${erased} from ${MESSAGES.erased.email}?`,
    );
    // The filled red button too: its white text keeps 4.5:1.
    const { violations } = await new AxeBuilder({ page: tool })
      .include('[role="dialog"]')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    expect(violations).toEqual([]);
    await confirm.getByRole('button', { name: 'Erase', exact: true }).click();
    await expect(
      tool.getByRole('status').filter({ hasText: `${erased} was erased.` }),
    ).toBeVisible();
    await expect(list.getByRole('row')).toHaveCount(3);
    await expect(list).not.toContainText(erased);
    const answer = await fetch(`${site}/api/waitlist/team/support/search`, {
      method: 'POST',
      headers: { authorization: `Bearer ${TEAM_TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ search: erased }),
    });
    expect(((await answer.json()) as { messages: unknown[] }).messages).toEqual([]);
  });
  await test.step('the overview counts it answered late, and the record names who did what', async () => {
    await openTab(tool, 'Overview');
    await expect(supportCard(tool, 'Late')).toHaveText(/^Late\s*0$/);
    await expect(supportCard(tool, 'Answered late this week')).toHaveText(
      /^Answered late this week\s*1$/,
    );
    // Read again: the overview's last read came before the spec's own look below.
    await tool.getByRole('button', { name: 'Refresh' }).click();
    const actions = tool.getByRole('table', { name: 'The team’s actions' });
    const rows = async () => (await rowsOf(actions)).map((row) => row.slice(1));
    // The spec's own look through the team API, above, came after every step in the tool.
    await expect
      .poll(rows)
      .toContainEqual(['operator (WAITLIST_TEAM_TOKEN)', 'Searched the support messages']);
    for (const done of [
      'Listed the support messages',
      'Opened a support message',
      'Marked a support message answered',
      'Erased a support message on request',
    ])
      expect(await rows()).toContainEqual(['Grace Hopper', done]);
    const recorded = (await rowsOf(actions)).flat().join(' ');
    for (const whom of [late, erased, MESSAGES.late.email, MESSAGES.erased.email])
      expect(recorded).not.toContain(whom);
  });
});

test('erasing a person removes them from the tool, the search, the team API and the export', async ({
  tool,
}) => {
  await unlock(tool);
  await test.step('the editor confirms the erasure', async () => {
    const confirm = tool.getByRole('dialog', { name: 'Erase from the waitlist' });
    const erased = tool
      .getByRole('status')
      .filter({ hasText: `${ERASED} was erased from the waitlist.` });
    // Asked and confirmed again if the studio remounted the tool meanwhile (see submitCredential):
    // the dialog and the notice go with the mount (a pinned run of 518e14a lost the dialog between
    // its text and its button). A try that finds the person gone already (the team API says) is
    // done: the steps below show what the editor sees of it.
    await expect(async () => {
      if ((await teamSearch({ url: site }, ERASED, TEAM_TOKEN)).length === 0) return;
      await tool.getByRole('button', { name: `Erase ${ERASED}…` }).click({ timeout: 5_000 });
      await expect(confirm).toContainText(`Erase ${ERASED} from the waitlist?`, {
        timeout: 5_000,
      });
      await confirm.getByRole('button', { name: 'Erase', exact: true }).click({ timeout: 5_000 });
      // Long enough for the erasure itself: a try that pressed Erase waits for its answer.
      await expect(confirm).toBeHidden({ timeout: 30_000 });
      await expect(erased).toBeVisible({ timeout: 15_000 });
    }).toPass({ timeout: 120_000 });
  });
  await test.step('the tool no longer lists them', async () => {
    await expect(totalCard(tool, 'Confirmed')).toHaveText(/^Confirmed\s*7$/);
    await expect(totalCard(tool, 'Users')).toHaveText(/^Users\s*4$/);
    const newest = tool.getByRole('table', { name: 'Newest signups' });
    await expect(newest.getByRole('cell', { name: 'ana@example.org', exact: true })).toBeVisible();
    await expect(newest.getByRole('cell', { name: ERASED, exact: true })).toHaveCount(0);
    await search(tool, 'ben@');
    await expect(
      tool.getByRole('status').filter({ hasText: 'No e-mail contains “ben@”.' }),
    ).toBeVisible();
  });
  await test.step('the team API finds nobody with that e-mail', async () => {
    expect(await teamSearch({ url: site }, ERASED, TEAM_TOKEN)).toEqual([]);
  });
  await test.step('the export no longer holds them', async () => {
    const { records } = await exportCsv(tool);
    expect(records.map((record) => record.email)).toEqual(
      SIGNUPS.map(({ email }) => email).filter((email) => email !== ERASED),
    );
  });
  await test.step('the team’s actions name who erased and exported, never whom', async () => {
    await tool.getByRole('button', { name: 'Refresh' }).click();
    const actions = tool.getByRole('table', { name: 'The team’s actions' });
    // Every read of people is there too, newest first: the overview Refresh read, the export,
    // the team API's search above.
    await expect
      .poll(async () => (await rowsOf(actions)).slice(0, 3).map((row) => row.slice(1)))
      .toEqual([
        ['operator (WAITLIST_TEAM_TOKEN)', 'Opened the overview and its newest signups'],
        ['operator (WAITLIST_TEAM_TOKEN)', 'Exported the list'],
        ['operator (WAITLIST_TEAM_TOKEN)', 'Searched by e-mail'],
      ]);
    await expect(actions).toContainText('Exported the list');
    const rows = (await rowsOf(actions)).map((row) => row.slice(1));
    expect(rows).toContainEqual(['operator (WAITLIST_TEAM_TOKEN)', 'Erased a person on request']);
    expect(rows.flat().join(' ')).not.toContain(ERASED);
    expect(rows.flat().join(' ')).not.toContain('ben@');
  });
});

/**
 * Signs up through the site's public route, as the form does, then follows the confirmation link
 * the server mailed; returns the referral code the person's status page shows.
 */
async function signUp(
  signup: SeedSignup,
  codes: Map<string, string>,
  mailFile: string,
  statusPaths: string[],
): Promise<string> {
  const response = await fetch(`${site}/api/waitlist`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': signup.from },
    body: JSON.stringify({
      name: signup.name,
      email: signup.email,
      location: signup.location,
      phone: '',
      type: signup.type,
      company: signup.company ?? '',
      notify: true,
      // What the browser's own lookup claims: kept as reported, counted nowhere.
      geo: { city: REPORTED_CITY, country: 'United States' },
      ...(signup.referredBy && { ref: codes.get(signup.referredBy) }),
      proof: await proofFrom(site),
    }),
  });
  const answer = (await response.json()) as { receipt?: string };
  expect(response.status, JSON.stringify(answer)).toBe(200);
  const status = await confirmFromOutbox(site, mailFile, signup.email);
  statusPaths.push(status);
  const page = await (await fetch(new URL(status, site))).text();
  const code = /\?ref=([a-z2-7]{24})/.exec(page)?.[1];
  expect(code, `the referral link on ${status}`).toBeTruthy();
  return code!;
}

/** Names a shop from the status page at `statusPath`, as its form does. */
async function nominate(statusPath: string, shop: { name: string; where: string }) {
  const code = statusPath.split('/').at(-1);
  const response = await fetch(`${site}/api/waitlist/nominate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...shop, website: '', code }),
  });
  expect(response.status, await response.text()).toBe(200);
}

/** Sends a support message through the contact form's route, as the form does; its reference. */
async function sendSupport({ name, email, message }: SeedMessage): Promise<string> {
  const response = await fetch(`${site}/api/support`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.50' },
    body: JSON.stringify({
      name,
      email,
      phone: '',
      message,
      key: randomUUID(),
      proof: await proofFrom(site, 'support'),
    }),
  });
  const answer = (await response.json()) as { reference?: string };
  expect(response.status, JSON.stringify(answer)).toBe(200);
  return answer.reference!;
}

/**
 * Moves `email`'s support messages `days` back in time, received and due alike, in the stopped
 * site's embedded database: the clock driven forward for them alone.
 */
async function moveBack(dbDir: string, email: string, days: number) {
  const opened = await openDatabase({ folder: dbDir });
  try {
    // The spec's own constants: nothing typed by anyone reaches this statement.
    await opened.db.execute(
      `UPDATE support_messages SET received_at = received_at - interval '${days} days', ` +
        `due_at = due_at - interval '${days} days' WHERE email = '${email}'`,
    );
  } finally {
    await opened.close();
  }
}

function statusOf(url: string): Promise<number> {
  return fetch(url).then(
    async (response) => {
      await response.arrayBuffer();
      return response.status;
    },
    () => 0,
  );
}

function unlock(tool: Page) {
  return submitCredential(tool, TEAM_TOKEN, tool.getByRole('table', { name: 'Newest signups' }));
}

/**
 * Pastes `credential` into the locked tool and submits it, until `outcome` shows. While it starts,
 * the studio mounts its tool more than once (twice within 300 ms of the first, here), and what was
 * typed into the first one is gone with it.
 */
async function submitCredential(tool: Page, credential: string, outcome: Locator) {
  // Each try's limits are against a remount, not for speed: pinned to one core, a click took over
  // 5 s to land while the studio started, and the view 10 s to draw; a try that finds the outcome
  // already there (a slow earlier try landed) is done.
  await expect(async () => {
    if (await outcome.isVisible()) return;
    await tool.getByLabel('Team credential').fill(credential, { timeout: 15_000 });
    await tool.getByRole('button', { name: 'Unlock' }).click({ timeout: 15_000 });
    await expect(outcome).toBeVisible({ timeout: 30_000 });
  }).toPass({ timeout: 150_000 });
}

async function search(tool: Page, text: string) {
  const form = tool.getByRole('search', { name: 'Signups by e-mail' });
  const box = form.getByLabel('E-mail contains');
  const button = form.getByRole('button', { name: 'Search' });
  // Typed and sent again until the text holds: in a fresh clone's run the box was emptied, its
  // button disabled, while the tool was still loading (whether the tool should ever clear what an
  // editor typed is left for #52's work on the tool). Searching twice is harmless.
  await expect(async () => {
    await box.fill(text);
    await button.click({ timeout: 2_000 });
    await expect(box).toHaveValue(text, { timeout: 1_000 });
  }).toPass();
}

/**
 * Opens a support message from the list and waits for it to be read; opened again if the studio
 * remounted the tool meanwhile (see submitCredential): the dialog goes with the mount.
 */
async function openMessage(tool: Page, reference: string): Promise<Locator> {
  const dialog = tool.getByRole('dialog', { name: `Message ${reference}` });
  await expect(async () => {
    if (!(await dialog.isVisible()))
      await tool.getByRole('button', { name: `Open ${reference}` }).click({ timeout: 5_000 });
    // Its buttons are enabled once the message is read.
    await expect(dialog.getByRole('button', { name: 'Erase…' })).toBeEnabled({ timeout: 10_000 });
  }).toPass({ timeout: 60_000 });
  return dialog;
}

/** The card of one support count, e.g. "Late". */
function supportCard(tool: Page, label: string): Locator {
  return tool
    .getByRole('group', { name: 'Support messages' })
    .getByText(label, { exact: true })
    .locator('xpath=ancestor::*[@data-ui="Card"][1]');
}

/** The card of one total, e.g. "Users". */
function totalCard(tool: Page, label: string): Locator {
  return tool.getByText(label, { exact: true }).locator('xpath=ancestor::*[@data-ui="Card"][1]');
}

/** A table's body, row by row, each cell's text. */
function rowsOf(table: Locator): Promise<string[][]> {
  return table.evaluate((element) =>
    Array.from((element as HTMLTableElement).tBodies[0]?.rows ?? [], (row) =>
      Array.from(row.cells, (cell) => cell.textContent.trim()),
    ),
  );
}

/** The whole tool in one picture: the window as tall as the tool's scrolling content. */
async function screenshotWhole(tool: Page, width: number, height: number, file: string) {
  const hidden = await tool
    .getByRole('heading', { name: 'Waitlist', level: 1 })
    .evaluate((heading) => {
      let scroller = heading.parentElement;
      while (scroller && getComputedStyle(scroller).overflowY !== 'auto')
        scroller = scroller.parentElement;
      return scroller ? scroller.scrollHeight - scroller.clientHeight : 0;
    });
  await tool.setViewportSize({ width, height: height + hidden });
  await mkdir(join(root, 'docs/images'), { recursive: true });
  await tool.screenshot({ path: join(root, file), animations: 'disabled', caret: 'hide' });
  await tool.setViewportSize({ width, height });
}

async function openTab(tool: Page, name: string) {
  await tool.getByRole('tab', { name }).click();
  await expect(tool.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
  // The open tab is in the address, so a remount of the tool or a reload keeps it.
  if (name !== 'Overview')
    await expect(tool).toHaveURL(new RegExp(`/waitlist/${name.toLowerCase()}$`));
}

async function setThreshold(tool: Page, label: string, value: string) {
  const input = tool.getByLabel(label);
  await input.fill(value);
  await expect(input).toHaveValue(value);
}

/** Clicks `button` and reads the file the browser saved. */
async function download(tool: Page, button: string) {
  const [saved] = await Promise.all([
    tool.waitForEvent('download'),
    tool.getByRole('button', { name: button }).click(),
  ]);
  return {
    fileName: saved.suggestedFilename(),
    text: await readFile(await saved.path(), 'utf8'),
  };
}

/** Clicks `button` ("Export CSV" unless named) and reads the file saved, one record per signup. */
async function exportCsv(tool: Page, button = 'Export CSV') {
  const { fileName, text } = await download(tool, button);
  expect(fileName).toMatch(/^waitlist-\d{4}-\d{2}-\d{2}\.csv$/);
  const [header, ...rows] = parseCsv(text.replace(/^\uFEFF/, ''));
  expect(header).toEqual(expect.arrayContaining(['email', 'name', 'type', 'location', 'geoCity']));
  const records = rows.map((row) =>
    Object.fromEntries(header!.map((column, index) => [column, row[index] ?? ''])),
  ) as Record<string, string>[];
  return { text, records };
}

/** RFC 4180: fields split by commas, records by CRLF, quoted fields with doubled quotes. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const character = text[index]!;
    const next = text[index + 1];
    if (quoted && character === '"' && next === '"') {
      field += '"';
      index++;
    } else if (character === '"') {
      quoted = !quoted;
    } else if (quoted) {
      field += character;
    } else if (character === ',') {
      record.push(field);
      field = '';
    } else if (character === '\r' && next === '\n') {
      records.push([...record, field]);
      record = [];
      field = '';
      index++;
    } else {
      field += character;
    }
  }
  if (field || record.length) records.push([...record, field]);
  return records;
}
