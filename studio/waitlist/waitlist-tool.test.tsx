// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { userEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import {
  EXPIRED_NOTICE,
  EXPIRED_TOKEN,
  type FakeTeamApi,
  signup,
  startFakeTeamApi,
  TEAM_MEMBER,
  TEAM_TOKEN,
} from './fake-team-api';
import { fillJsdomGaps, recordDownloads } from './jsdom-gaps';
import { exportFileName } from './save-file';
import type { FlaggedPerson, FlaggedReferrer } from './types';
import { renderTool, tableRows } from './tool-under-test';

const SCRIPT_NAME = '<script>alert(1)</script>';
const FORMULA_NAME = '=HYPERLINK("http://evil.test","click")';

const SIGNUPS = [
  signup({ id: 1, email: 'ana@example.org', name: SCRIPT_NAME, createdAt: '2026-11-18T09:00:00Z' }),
  signup({ id: 2, email: 'bo@shop.example', name: FORMULA_NAME, type: 'vendor', geoCity: null }),
  signup({ id: 3, email: 'cy@example.net', name: 'Cy', teamEmailSentAt: '2026-11-20T11:00:00Z' }),
];

const friend = (id: number, credited: boolean): FlaggedPerson => ({
  id,
  email: `friend${id}@example.org`,
  name: `Friend ${id}`,
  createdAt: '2026-11-21T08:0' + String(id % 10) + ':00.000Z',
  confirmedAt: '2026-11-21T09:00:00.000Z',
  credited,
  creditVoidedAt: null,
});

const FLAGGED: FlaggedReferrer[] = [
  {
    referrer: { ...friend(1, false), email: 'ana@example.org', name: 'Ana', credits: 2 },
    referees: [friend(11, true), friend(12, true), { ...friend(13, false), confirmedAt: null }],
  },
];

let api: FakeTeamApi | undefined;
beforeAll(fillJsdomGaps);
afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  sessionStorage.clear();
  await api?.close();
  api = undefined;
});

/** The tool as the studio shows it: inside the studio's theme and layer stack. */
/** The record of the team's actions as the tool lists it: who and what, newest first. */
const actionRows = () => tableRows('The team’s actions', 1);

async function unlock(user: ReturnType<typeof userEvent.setup>, token: string) {
  await user.type(screen.getByLabelText('Team credential'), token);
  await user.click(screen.getByRole('button', { name: 'Unlock' }));
}

describe('the Waitlist tool', () => {
  it('asks for the credential first and sends nothing before', async () => {
    api = await startFakeTeamApi(SIGNUPS);
    renderTool(api.url);
    expect(screen.getByLabelText('Team credential')).toHaveProperty('type', 'password');
    expect(screen.getByRole('button', { name: 'Unlock' })).toHaveProperty('disabled', true);
    expect(api.served).toEqual([]);
  });

  it('forgets a refused credential and says so', async () => {
    api = await startFakeTeamApi(SIGNUPS);
    const user = renderTool(api.url);
    await unlock(user, 'not-the-credential');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'That credential was not accepted.',
    );
    expect(screen.getByLabelText('Team credential')).toBeDefined();
    expect(sessionStorage.length).toBe(0);
  });

  it('tells the holder of an expired credential to ask the operator to renew it', async () => {
    api = await startFakeTeamApi(SIGNUPS);
    const user = renderTool(api.url);
    await unlock(user, EXPIRED_TOKEN);
    expect((await screen.findByRole('alert')).textContent).toBe(EXPIRED_NOTICE);
    expect(screen.getByLabelText('Team credential')).toBeDefined();
    expect(sessionStorage.length).toBe(0);
  });

  it('shows the waitlist once unlocked, with what people typed shown inert', async () => {
    api = await startFakeTeamApi(SIGNUPS);
    const user = renderTool(api.url);
    await unlock(user, TEAM_TOKEN);

    const newest = await screen.findByRole('table', { name: 'Newest signups' });
    expect(sessionStorage.getItem('brp-waitlist-token')).toBe(TEAM_TOKEN);
    for (const [label, value] of [
      ['Confirmed', '3'],
      ['Users', '2'],
      ['Vendors', '1'],
      ['Unconfirmed', '0'],
    ] as const) {
      expect(screen.getByText(label).closest('[data-ui="Card"]')?.textContent).toBe(
        `${label}${value}`,
      );
    }
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe(
      'Signups per day, last 90 days: 3 in all, most 2 on 2026-11-20',
    );
    const cities = screen.getByRole('table', { name: 'By city' });
    expect(within(cities).getByText('Unknown')).toBeDefined();

    expect(within(newest).getByText(SCRIPT_NAME)).toBeDefined();
    expect(within(newest).getByText(FORMULA_NAME)).toBeDefined();
    expect(document.querySelector('script')).toBeNull();
    const cyRow = within(newest).getByText('Cy').closest('tr');
    expect(cyRow && within(cyRow).getByText('Sent')).toBeDefined();
  });

  it('tells how far behind the e-mail is, and calls a wait past the setting late', async () => {
    api = await startFakeTeamApi(SIGNUPS);
    api.mail = {
      ...api.mail,
      waiting: 3854,
      retrying: 40,
      oldestSeconds: 212,
      oldestLinkSeconds: 30,
    };
    const user = renderTool(api.url);
    await unlock(user, TEAM_TOKEN);
    const mail = await screen.findByRole('group', { name: 'E-mail' });
    const cards = [...mail.querySelectorAll('[data-ui="Card"]')].map((card) => card.textContent);
    expect(cards).toEqual([
      'Waiting to be sent3854',
      'To try again40',
      'Oldest waiting, late4 min',
      'Oldest link waiting30 s',
    ]);
    expect(screen.getByText(/Mail is late when it waits over 2 min/)).toBeDefined();
    // Every webhook delivered: no section for them.
    expect(screen.queryByRole('region', { name: 'Webhooks failing' })).toBeNull();
  });

  it('names the webhook receivers that keep failing, by their host', async () => {
    api = await startFakeTeamApi(SIGNUPS);
    api.webhooks = [
      { host: 'crm.example', retrying: 12, failed: 1, mostTries: 6, lastError: 'HTTP 500' },
    ];
    const user = renderTool(api.url);
    await unlock(user, TEAM_TOKEN);
    const failing = await screen.findByRole('region', { name: 'Webhooks failing' });
    expect(failing.querySelector('li')?.textContent).toBe(
      'crm.example12 to try again (up to 6 tries so far), 1 given up after a day; last: HTTP 500.',
    );
  });

  it('locks again on Lock, forgetting the credential', async () => {
    api = await startFakeTeamApi(SIGNUPS);
    const user = renderTool(api.url);
    await unlock(user, TEAM_TOKEN);
    await user.click(await screen.findByRole('button', { name: 'Lock' }));
    expect(screen.getByLabelText('Team credential')).toBeDefined();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(sessionStorage.getItem('brp-waitlist-token')).toBeNull();
  });

  it('asks again when a kept credential is refused later', async () => {
    api = await startFakeTeamApi(SIGNUPS);
    sessionStorage.setItem('brp-waitlist-token', 'revoked-since');
    renderTool(api.url);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'That credential was not accepted.',
    );
    expect(sessionStorage.getItem('brp-waitlist-token')).toBeNull();
  });

  it('finds people by e-mail', async () => {
    api = await startFakeTeamApi(SIGNUPS);
    const user = renderTool(api.url);
    await unlock(user, TEAM_TOKEN);
    await user.type(await screen.findByLabelText('E-mail contains'), 'shop{Enter}');
    const results = await screen.findByRole('table', { name: 'E-mails containing “shop”' });
    expect(within(results).getByText('bo@shop.example')).toBeDefined();
    expect(within(results).queryByText('ana@example.org')).toBeNull();

    await user.clear(screen.getByLabelText('E-mail contains'));
    await user.type(screen.getByLabelText('E-mail contains'), 'nobody');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect((await screen.findByRole('status')).textContent).toBe('No e-mail contains “nobody”.');
  });

  it('erases one person only after the confirmation, then shows the new totals', async () => {
    api = await startFakeTeamApi(SIGNUPS);
    const user = renderTool(api.url);
    await unlock(user, TEAM_TOKEN);

    await user.click(await screen.findByRole('button', { name: 'Erase cy@example.net…' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/^Erase cy@example.net from the waitlist\?/).textContent).toBe(
      'Erase cy@example.net from the waitlist? This deletes the record; it cannot be undone.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.signups).toHaveLength(3);

    await user.click(screen.getByRole('button', { name: 'Erase cy@example.net…' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Erase' }),
    );
    expect((await screen.findByRole('status')).textContent).toBe(
      'cy@example.net was erased from the waitlist.',
    );
    expect(api.signups.map(({ email }) => email)).not.toContain('cy@example.net');
    // The summary is fetched again after the erasure; its answer arrives when it arrives.
    await waitFor(() =>
      expect(screen.getByText('Confirmed').closest('[data-ui="Card"]')?.textContent).toBe(
        'Confirmed2',
      ),
    );
    const newest = screen.getByRole('table', { name: 'Newest signups' });
    expect(within(newest).queryByText('cy@example.net')).toBeNull();
  });

  it('downloads the CSV the site exports, named for the day', async () => {
    api = await startFakeTeamApi(SIGNUPS);
    const downloads = recordDownloads();
    const user = renderTool(api.url);
    await unlock(user, TEAM_TOKEN);
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    const [download] = downloads;
    expect(download?.fileName).toBe(exportFileName(new Date()));
    expect(await download?.blob.text()).toContain(
      '"1","ana@example.org","<script>alert(1)</script>"',
    );
  });

  it('lists the shops people nominated by area, what they typed shown as text', async () => {
    api = await startFakeTeamApi(SIGNUPS);
    api.nominations = [
      {
        country: 'United States',
        city: 'Portland',
        postalCode: '97201',
        name: SCRIPT_NAME,
        place: '12 Main St, 97201',
        website: 'https://cornerbakery.example',
        people: 2,
        firstAt: '2027-03-01T12:00:00.000Z',
        latestAt: '2027-03-02T12:00:00.000Z',
      },
    ];
    const user = renderTool(api.url);
    await unlock(user, TEAM_TOKEN);
    await user.click(await screen.findByRole('tab', { name: 'Shops' }));
    expect(await tableRows('Nominated shops')).toEqual([
      [
        '97201, Portland',
        SCRIPT_NAME,
        '12 Main St, 97201',
        'https://cornerbakery.example',
        '2',
        '2027-03-01',
      ],
    ]);
    // A website someone typed is no link the team might follow.
    const table = screen.getByRole('table', { name: 'Nominated shops' });
    expect(within(table).queryAllByRole('link')).toEqual([]);
    expect(api.served).toContain('GET nominations');
  });

  it('shows who is signed in, the flagged referrers, and voids a credit recorded as theirs', async () => {
    api = await startFakeTeamApi(SIGNUPS, FLAGGED);
    const user = renderTool(api.url);
    await unlock(user, TEAM_TOKEN);
    expect(await screen.findByText(`Signed in as ${TEAM_MEMBER}`)).toBeDefined();
    // The overview read people: that read is the record's first line.
    expect(await actionRows()).toEqual([
      [TEAM_MEMBER, 'Opened the overview and its newest signups'],
    ]);
    const friends = screen.getByRole('table', {
      name: 'Friends of ana@example.org from one network',
    });
    expect(within(friends).getAllByText('Credited')).toHaveLength(2);
    expect(within(friends).getByText('Unconfirmed')).toBeDefined();

    await user.click(
      screen.getByRole('button', {
        name: 'Void credit: the one friend12@example.org gave ana@example.org',
      }),
    );
    expect((await screen.findByRole('status')).textContent).toBe(
      'The credit friend12@example.org gave ana@example.org was voided.',
    );
    expect(api.flagged[0]?.referees[1]).toMatchObject({ credited: false });
    // Newest first: the overview read again once the void was done, the void, the first read.
    await waitFor(async () =>
      expect(await actionRows()).toEqual([
        [TEAM_MEMBER, 'Opened the overview and its newest signups'],
        [TEAM_MEMBER, 'Voided a referral credit'],
        [TEAM_MEMBER, 'Opened the overview and its newest signups'],
      ]),
    );
    await waitFor(() => expect(within(friends).getByText('Voided')).toBeDefined());
    expect(
      screen.queryByRole('button', {
        name: 'Void credit: the one friend12@example.org gave ana@example.org',
      }),
    ).toBeNull();
  });

  it('says so when nobody has signed up yet', async () => {
    api = await startFakeTeamApi([]);
    const user = renderTool(api.url);
    await unlock(user, TEAM_TOKEN);
    expect(await screen.findByText('Nobody has signed up yet.')).toBeDefined();
  });

  it('names the site and the reason when it cannot be reached', async () => {
    api = await startFakeTeamApi(SIGNUPS);
    api.failWith(503);
    const user = renderTool(api.url);
    await unlock(user, TEAM_TOKEN);
    expect((await screen.findByRole('alert')).textContent).toBe(
      `The site could not be reached at ${api.url}: the site answered 503 (database unavailable)`,
    );
  });
});
