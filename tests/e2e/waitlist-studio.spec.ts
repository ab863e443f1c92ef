import { mkdirSync } from 'node:fs';
import { mkdir, readFile, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';

import { test as base, expect, type Locator, type Page } from '@playwright/test';

import { stopProcessGroup } from '../support/processes';
import { logIntoTestStudio, startTestStudio } from '../support/test-studio-session';
import { confirmFromOutbox } from '../support/waitlist-mail';
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
const TEAM_ROUTES = ['summary', 'search', 'export', 'erase', 'void'] as const;

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

interface Servers {
  /** The UTC day the waitlist was filled on, as the chart counts days. */
  seededOn: string;
  /** The team's credentials file, for the operator's command. */
  teamFile: string;
  /** Two members' own credentials, issued by the operator's command as the site ran. */
  ada: string;
  grace: string;
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
      const { server, dbDir, teamFile } = startWaitlistSite(
        WAITLIST_SITE_PORT,
        join(workerInfo.project.outputDir, 'site.log'),
      );
      try {
        await expect
          .poll(() => statusOf(`${site}/api/waitlist/team/summary`), { timeout: 60_000 })
          .toBe(401);
        const codes = new Map<string, string>();
        const mailFile = join(dbDir, 'outbox', 'mail.ndjson');
        for (const signup of SIGNUPS) {
          codes.set(signup.email, await signUp(signup, codes, mailFile));
        }
        await use({
          seededOn: new Date().toISOString().slice(0, 10),
          teamFile,
          ada: waitlistTeam(teamFile, 'issue', 'Ada Lovelace'),
          grace: waitlistTeam(teamFile, 'issue', 'Grace Hopper'),
        });
      } finally {
        await stopProcessGroup(server);
        await studio.close();
        await rm(dbDir, { recursive: true, force: true });
      }
    },
    { scope: 'worker', timeout: 90_000 },
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
// default 60 s before the credential could be submitted (pinned runs of b0cac89 and 929afc2).
test.describe.configure({ mode: 'default', timeout: 120_000 });

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
    // Erase, search and void carry what they act on in their body; the others read.
    const method = route === 'summary' || route === 'export' ? 'GET' : 'POST';
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

test('a network that sends ten wrong credentials is stopped for a while, the right one included', async ({
  servers,
}) => {
  const summaryFrom = async (client: string, credential: string) => {
    const response = await fetch(`${site}/api/waitlist/team/summary`, {
      headers: { authorization: `Bearer ${credential}`, 'x-forwarded-for': client },
    });
    await response.arrayBuffer();
    return response;
  };
  for (let guess = 0; guess < 10; guess += 1) {
    expect((await summaryFrom('203.0.113.200', `brp_team_guess${guess}`)).status).toBe(401);
  }
  // The limit counts the client's address (an IPv6 client's /64), not its neighbours'.
  expect((await summaryFrom('203.0.113.201', servers.ada)).status).toBe(200);
  const refused = await summaryFrom('203.0.113.200', servers.ada);
  expect(refused.status).toBe(429);
  expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
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
    expect(waitlistTeam(servers.teamFile, 'list')).toBe('Grace Hopper');
    await tool.getByRole('button', { name: 'Refresh' }).click();
    await expect(
      tool.getByRole('alert').filter({ hasText: 'That credential was not accepted.' }),
    ).toBeVisible();
    await expect(tool.getByRole('heading', { name: 'Unlock the waitlist' })).toBeVisible();
  });
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
    .getByRole('button', { name: 'Void the credit finn@example.net gave ana@example.org' })
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

test('the unlocked tool fits a desktop and a phone', async ({ tool }) => {
  const shots = [
    { width: 1280, height: 800, file: 'docs/images/waitlist-studio.png' },
    { width: 390, height: 844, file: 'docs/images/waitlist-studio-phone.png' },
  ];
  await unlock(tool);
  for (const { width, height, file } of shots) {
    await test.step(`${width} px wide`, async () => {
      await tool.setViewportSize({ width, height });
      await expect(totalCard(tool, 'Confirmed')).toBeVisible();
      // Wide tables scroll inside their own region; the page itself never scrolls sideways.
      expect(await tool.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
      for (const table of await tool.getByRole('region').all()) {
        const box = await table.boundingBox();
        expect(box && box.x + box.width).toBeLessThanOrEqual(width);
      }
      if (process.env.UPDATE_DOC_IMAGES === '1') {
        // The whole tool in one picture: the window as tall as the tool's scrolling content.
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
      }
    });
  }
});

test('erasing a person removes them from the tool, the search, the team API and the export', async ({
  tool,
}) => {
  await unlock(tool);
  await test.step('the editor confirms the erasure', async () => {
    const confirm = tool.getByRole('dialog', { name: 'Erase from the waitlist' });
    // Pressed again if the studio remounted the tool meanwhile (see submitCredential): the
    // dialog's state goes with the mount.
    await expect(async () => {
      await tool.getByRole('button', { name: `Erase ${ERASED}…` }).click({ timeout: 5_000 });
      await expect(confirm).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 60_000 });
    await expect(confirm).toContainText(`Erase ${ERASED} from the waitlist?`);
    await confirm.getByRole('button', { name: 'Erase', exact: true }).click();
    await expect(confirm).toBeHidden();
    await expect(
      tool.getByRole('status').filter({ hasText: `${ERASED} was erased from the waitlist.` }),
    ).toBeVisible();
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
    await expect(actions).toContainText('Exported the list');
    const rows = (await rowsOf(actions)).map((row) => row.slice(1));
    expect(rows).toContainEqual(['operator (WAITLIST_TEAM_TOKEN)', 'Erased a person on request']);
    expect(rows.flat().join(' ')).not.toContain(ERASED);
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
    }),
  });
  const answer = (await response.json()) as { receipt?: string };
  expect(response.status, JSON.stringify(answer)).toBe(200);
  const status = await confirmFromOutbox(site, mailFile, signup.email);
  const page = await (await fetch(new URL(status, site))).text();
  const code = /\?ref=([a-z2-7]{24})/.exec(page)?.[1];
  expect(code, `the referral link on ${status}`).toBeTruthy();
  return code!;
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
  // Each try's limits are against a remount, not for speed: on one busy core a click took over
  // 1 s to land, and every try failed.
  await expect(async () => {
    await tool.getByLabel('Team credential').fill(credential);
    await tool.getByRole('button', { name: 'Unlock' }).click({ timeout: 5_000 });
    await expect(outcome).toBeVisible({ timeout: 10_000 });
  }).toPass({ timeout: 60_000 });
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

/** Clicks "Export CSV" and reads the file the browser saved, one record per signup. */
async function exportCsv(tool: Page) {
  const [download] = await Promise.all([
    tool.waitForEvent('download'),
    tool.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^waitlist-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await readFile(await download.path(), 'utf8');
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
