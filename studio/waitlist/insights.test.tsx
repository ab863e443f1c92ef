// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { type FakeTeamApi, signup, startFakeTeamApi, TEAM_TOKEN } from './fake-team-api';
import { fillJsdomGaps, recordDownloads } from './jsdom-gaps';
import { renderTool } from './tool-under-test';

/** Two days ago: within the readiness table's last 7 days whenever the test runs. */
const recently = new Date(Date.now() - 2 * 86_400_000).toISOString();
const AUSTIN = { geoCity: 'Austin', geoLatitude: 30.3, geoLongitude: -97.7, postalCode: null };

/** Oakland: five confirmed (a vendor among them) and one not; Austin: two confirmed users. */
const SIGNUPS = [
  signup({ id: 1, email: 'u1@example.org', utmSource: 'newsletter', utmCampaign: 'spring' }),
  signup({ id: 2, email: 'u2@example.org', utmSource: 'newsletter', utmCampaign: 'spring' }),
  signup({ id: 3, email: 'u3@example.org', utmSource: 'instagram' }),
  signup({ id: 4, email: 'v1@example.org', type: 'vendor', company: 'Bean Co' }),
  signup({ id: 5, email: 'u4@example.org', postalCode: '94612', utmSource: 'newsletter' }),
  signup({
    id: 6,
    email: 'u5@example.org',
    confirmedAt: null,
    place: null,
    utmSource: 'newsletter',
  }),
  signup({ id: 7, email: 'a1@example.org', ...AUSTIN, utmSource: 'instagram' }),
  signup({ id: 8, email: 'a2@example.org', ...AUSTIN, notify: false }),
].map((row) => (row.confirmedAt ? { ...row, confirmedAt: recently } : row));

let api: FakeTeamApi | undefined;
beforeAll(fillJsdomGaps);
beforeEach(() => localStorage.clear());
afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  sessionStorage.clear();
  await api?.close();
  api = undefined;
});

async function openTab(name: string, signups = SIGNUPS) {
  api = await startFakeTeamApi(signups);
  const user = renderTool(api.url, TEAM_TOKEN);
  await user.click(await screen.findByRole('tab', { name }));
  return user;
}

const rowOf = (table: HTMLElement, text: string) =>
  within(table).getByText(text).closest('tr') as HTMLElement;
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('pilot readiness', () => {
  it('marks the areas where both kinds pass the thresholds the team sets', async () => {
    const user = await openTab('Readiness');
    const table = await screen.findByRole('table', { name: 'Pilot readiness by area' });
    expect(cells(rowOf(table, 'Oakland, United States')).slice(0, 9)).toEqual([
      'Oakland, United States',
      '4',
      '1',
      '1',
      '+5',
      '+5',
      '0',
      '0',
      'Not yet',
    ]);
    const users = screen.getByLabelText('Ready at confirmed users');
    await user.clear(users);
    await user.type(users, '3');
    const vendors = screen.getByLabelText('Ready at confirmed vendors');
    await user.clear(vendors);
    await user.type(vendors, '1');
    expect(within(rowOf(table, 'Oakland, United States')).getByText('Ready')).toBeDefined();
    expect(within(rowOf(table, 'ZIP 94607')).getByText('Ready')).toBeDefined();
    expect(within(rowOf(table, 'ZIP 94612')).getByText('Not yet')).toBeDefined();
    expect(within(rowOf(table, 'Austin, United States')).getByText('Not yet')).toBeDefined();
    expect(screen.getByRole('status').textContent).toBe(
      '1 city is ready at 3 users and 1 vendors.',
    );
    // Tried here only, until saved for the whole team.
    expect(
      screen.getByText('Not saved: only you see these marks until you save them.'),
    ).toBeDefined();
    expect(api?.served.filter((path) => path.startsWith('POST'))).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Save for the team' }));
    expect(
      await screen.findByText(
        /^The team’s thresholds, set by Ada Lovelace on \d{4}-\d{2}-\d{2}\.$/,
      ),
    ).toBeDefined();
    expect(screen.getByRole('button', { name: 'Save for the team' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(within(rowOf(table, 'Oakland, United States')).getByText('Ready')).toBeDefined();
  });

  it('sorts by a column, and opens the people of a row', async () => {
    const user = await openTab('Readiness');
    const table = await screen.findByRole('table', { name: 'Pilot readiness by area' });
    await user.click(within(table).getByRole('button', { name: 'Area' }));
    const names = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[0]!.textContent);
    expect(names()).toEqual([
      'Austin, United States',
      'Oakland, United States',
      'ZIP 94607',
      'ZIP 94612',
    ]);
    expect(
      within(table).getByRole('columnheader', { name: /Area/ }).getAttribute('aria-sort'),
    ).toBe('ascending');

    await user.click(
      within(table).getByRole('button', { name: 'People in 94612 (Oakland, United States)' }),
    );
    expect(screen.getByRole('tab', { name: 'People' }).getAttribute('aria-selected')).toBe('true');
    const people = await screen.findByRole('table', { name: 'People in this segment' });
    await waitFor(() => expect(within(people).getAllByRole('row')).toHaveLength(2));
    expect(within(people).getByText('u4@example.org')).toBeDefined();
    expect(api?.served).toContain('GET people?country=United+States&city=Oakland&postalCode=94612');
  });
});

describe('invitations', () => {
  it("shows who the next N of an area are, invites them, and the area's row counts them", async () => {
    const user = await openTab('Readiness');
    const table = await screen.findByRole('table', { name: 'Pilot readiness by area' });
    await user.click(
      within(table).getByRole('button', {
        name: 'Invite the next people of 94607 (Oakland, United States)',
      }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'Invite' })).toHaveProperty('disabled', true);
    const howMany = within(dialog).getByLabelText('How many');
    await user.clear(howMany);
    await user.type(howMany, '2');
    await user.click(within(dialog).getByRole('button', { name: 'Show who' }));
    const who = await within(dialog).findByRole('table', { name: 'Who would be invited' });
    expect(
      within(who)
        .getAllByRole('row')
        .slice(1)
        .map((row) => cells(row).slice(0, 3)),
    ).toEqual([
      ['1', 'Person 1', 'u1@example.org'],
      ['2', 'Person 2', 'u2@example.org'],
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Invite 2' }));
    expect(await within(dialog).findByRole('status')).toHaveProperty(
      'textContent',
      'Invited 2 people: each gets the invitation e-mail.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(cells(rowOf(table, 'ZIP 94607')).slice(6, 8)).toEqual(['2', '0']));
    // The next batch continues down the line: the vendor is not a user, so one is left.
    await user.click(
      within(table).getByRole('button', {
        name: 'Invite the next people of 94607 (Oakland, United States)',
      }),
    );
    const again = await screen.findByRole('dialog');
    await user.click(within(again).getByRole('button', { name: 'Show who' }));
    const next = await within(again).findByRole('table', { name: 'Who would be invited' });
    expect(within(next).getAllByRole('row')).toHaveLength(2);
    expect(within(next).getByText('u3@example.org')).toBeDefined();
    expect(api?.served.filter((path) => path.startsWith('POST'))).toEqual([
      'POST invitations/preview',
      'POST invitations',
      'POST invitations/preview',
    ]);
  });
});

describe('a segment', () => {
  it('lists its people a page at a time and exports exactly them, in full or for a mailing tool', async () => {
    const downloads = recordDownloads();
    const user = await openTab('People');
    const people = await screen.findByRole('table', { name: 'People in this segment' });
    await waitFor(() => expect(within(people).getAllByRole('row')).toHaveLength(6));
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(within(people).getAllByRole('row')).toHaveLength(9));
    expect(screen.getByText('Showing 8 people.')).toBeDefined();

    await user.selectOptions(screen.getByLabelText('Area'), 'Austin, United States');
    await waitFor(() => expect(within(people).getAllByRole('row')).toHaveLength(3));
    await user.click(screen.getByRole('button', { name: 'Export segment' }));
    await user.click(screen.getByRole('button', { name: 'Export for Mailchimp or Brevo' }));
    await waitFor(() => expect(downloads).toHaveLength(2));
    const [full, mailing] = downloads;
    expect(await full!.blob.text()).toBe(
      'id,email,name\n"7","a1@example.org","Person 7"\n"8","a2@example.org","Person 8"\n',
    );
    expect(mailing!.fileName).toMatch(/^waitlist-mailing-\d{4}-\d{2}-\d{2}\.csv$/);
    // a2 chose no launch updates: a mailing tool gets only a1.
    expect(await mailing!.blob.text()).toBe('id,email,name\n"7","a1@example.org","Person 7"\n');
  });
});

describe('where they came from', () => {
  it('counts signups and the confirmation rate by source, and narrows to one', async () => {
    const user = await openTab('Sources');
    const table = await screen.findByRole('table', { name: 'Signups by source' });
    expect(cells(rowOf(table, 'newsletter')).slice(0, 4)).toEqual(['newsletter', '4', '3', '75%']);
    expect(cells(rowOf(table, 'No source')).slice(0, 4)).toEqual(['No source', '2', '2', '100%']);
    expect(
      screen.getByRole('img', { name: /^Signups per day in this segment: 8 in all, 7 confirmed/ }),
    ).toBeDefined();

    await user.click(within(table).getByRole('button', { name: 'Filter to Source: instagram' }));
    await waitFor(() => expect(within(table).queryByText('newsletter')).toBeNull());
    expect(screen.getByLabelText<HTMLSelectElement>('Source').value).toBe('source');
    expect(screen.getByLabelText<HTMLInputElement>('Source value').value).toBe('instagram');

    await user.selectOptions(screen.getByLabelText('Break down by'), 'campaign');
    const campaigns = await screen.findByRole('table', { name: 'Signups by campaign' });
    expect(within(campaigns).getByText('No campaign')).toBeDefined();
    expect(api?.served.at(-1)).toBe(
      'GET sources?sourceBy=source&sourceValue=instagram&by=campaign',
    );
  });
});

describe('the map', () => {
  it('draws the confirmed people at their places, users and vendors told apart, and zooms to one', async () => {
    const user = await openTab('Map');
    // The geography is a chunk of its own, read as the map first opens.
    const map = await screen.findByRole(
      'img',
      { name: 'Where confirmed people are' },
      { timeout: 15_000 },
    );
    expect(map.querySelector('desc')?.textContent).toBe(
      '7 confirmed people in 2 places; Oakland, United States at 37.8, -122.3: 4 users, 1 vendor; ' +
        'Austin, United States at 30.3, -97.7: 2 users, 0 vendors.',
    );
    // Oakland's mark is split between the two colours; Austin's is all users.
    const marks = map.querySelectorAll('.mark');
    expect(marks).toHaveLength(2);
    expect(map.querySelectorAll('.mark path')).toHaveLength(1);
    const places = screen.getByRole('table', { name: 'Places on the map' });
    expect(cells(rowOf(places, 'Austin, United States')).slice(0, 5)).toEqual([
      'Austin, United States',
      '30.3',
      '-97.7',
      '2',
      '0',
    ]);
    expect(map.getAttribute('data-zoom')).toBe('1.00');
    await user.click(
      within(places).getByRole('button', { name: 'Show on map: Austin, United States' }),
    );
    await waitFor(() => expect(Number(map.getAttribute('data-zoom'))).toBeGreaterThan(10));
    await user.click(screen.getByRole('button', { name: 'Show all' }));
    await waitFor(() => expect(map.getAttribute('data-zoom')).toBe('1.00'));

    await user.selectOptions(screen.getByLabelText('Type'), 'vendor');
    await waitFor(() =>
      expect(map.querySelector('desc')?.textContent).toBe(
        '1 confirmed person in 1 place; Oakland, United States at 37.8, -122.3: 0 users, 1 vendor.',
      ),
    );
  });
});
