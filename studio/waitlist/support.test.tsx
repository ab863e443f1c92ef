// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

import {
  type FakeTeamApi,
  signup,
  startFakeTeamApi,
  TEAM_MEMBER,
  TEAM_TOKEN,
} from './fake-team-api';
import { type FakeSupportMessage, supportMessage } from './fake-team-support';
import { fillJsdomGaps } from './jsdom-gaps';
import { renderTool, tableRows } from './tool-under-test';

const DAY = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY).toISOString();
/** Markup a sender typed, on two lines: shown as the characters it is, never drawn. */
const MARKUP = 'Hello <b>team</b>,\nmy points did not arrive.';

/** A late one (due yesterday) received after an open one that is not late yet, and one answered. */
const MESSAGES: FakeSupportMessage[] = [
  supportMessage({ reference: 'S-AAAAAA', email: 'on.time@example.org', receivedAt: ago(3) }),
  supportMessage({
    reference: 'S-LATE22',
    email: 'late@example.org',
    name: 'Lee Late',
    message: MARKUP,
    phone: '+1 555 0100',
    receivedAt: ago(2),
    dueAt: ago(1),
    ageBusinessDays: 6,
  }),
  supportMessage({
    reference: 'S-DONE33',
    email: 'done@example.net',
    state: 'answered',
    answeredAt: ago(1),
    answeredBy: 'Grace Hopper',
  }),
];

let api: FakeTeamApi | undefined;
beforeAll(fillJsdomGaps);
afterEach(async () => {
  cleanup();
  sessionStorage.clear();
  await api?.close();
  api = undefined;
});

/** The tool, unlocked, at its overview. */
async function renderUnlocked(messages: FakeSupportMessage[]) {
  api = await startFakeTeamApi([signup({ id: 1, email: 'ana@example.org' })], [], messages);
  return renderTool(api.url, TEAM_TOKEN);
}

/** The tool, unlocked, at its Support tab. */
async function openSupport(messages = MESSAGES) {
  const user = await renderUnlocked(messages);
  await user.click(await screen.findByRole('tab', { name: 'Support' }));
  return user;
}

/** The list's rows: each cell's text, the Open button's column left out. */
const rows = () => tableRows('Support messages', 0, -1);

/** One of the support counts, as its card reads: "Late1". */
const countCard = (label: string) =>
  within(screen.getByRole('group', { name: 'Support messages' }))
    .getByText(label)
    .closest('[data-ui="Card"]')?.textContent;

/** A notice the tool shows politely (role=status), found by its words. */
async function notice(text: string) {
  return (await screen.findByText(text)).closest('[role="status"]');
}

describe('the Support view', () => {
  it('lists the late message first, marked Late in words, with each one’s age', async () => {
    await openSupport();
    const listed = await rows();
    expect(listed.map((row) => [row[0], row[1], row[6]])).toEqual([
      ['S-LATE22', 'OpenLate', '6'],
      ['S-AAAAAA', 'Open', '2'],
      ['S-DONE33', 'Answered by Grace Hopper', '2'],
    ]);
    expect(
      within(screen.getByRole('table', { name: 'Support messages' })).getAllByText('Late'),
    ).toHaveLength(1);
    for (const [label, value] of [
      ['Open support messages', '2'],
      ['Late', '1'],
      ['Answered in time this week', '1'],
      ['Answered late this week', '0'],
    ] as const) {
      expect(countCard(label)).toBe(`${label}${value}`);
    }
    expect(api?.served.at(-1)).toBe('GET support');
  });

  it('opens one whole, its text shown as typed, line breaks kept, markup inert', async () => {
    const user = await openSupport();
    await user.click(await screen.findByRole('button', { name: 'Open S-LATE22' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Lee Late')).toBeDefined();
    expect(within(dialog).getByText('+1 555 0100')).toBeDefined();
    const text = within(dialog).getByText(/^Hello/);
    expect(text.textContent).toBe(MARKUP);
    expect(dialog.querySelector('b')).toBeNull();
    expect(getComputedStyle(text).whiteSpace).toBe('pre-wrap');
    expect(within(dialog).getByText('Late')).toBeDefined();
    expect(api?.served).toContain('GET support/message?reference=S-LATE22');
  });

  it('marks one answered, then says so and reads the list and counts again', async () => {
    const user = await openSupport();
    await user.click(await screen.findByRole('button', { name: 'Open S-LATE22' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('Lee Late');
    await user.click(within(dialog).getByRole('button', { name: 'Mark answered' }));
    expect(await notice('S-LATE22 was marked answered.')).not.toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api?.served).toContain('POST support/mark');
    expect(api?.support.find(({ reference }) => reference === 'S-LATE22')).toMatchObject({
      state: 'answered',
      answeredBy: TEAM_MEMBER,
    });
    await waitFor(async () =>
      expect((await rows()).map((row) => row[1])).toContain(`Answered by ${TEAM_MEMBER}`),
    );
    await waitFor(() => expect(countCard('Late')).toBe('Late0'));
  });

  it('erases one only once the team confirms, naming it', async () => {
    const user = await openSupport();
    await user.click(await screen.findByRole('button', { name: 'Open S-AAAAAA' }));
    const message = await screen.findByRole('dialog', { name: 'Message S-AAAAAA' });
    await within(message).findByText('on.time@example.org');
    await user.click(within(message).getByRole('button', { name: 'Erase…' }));
    const confirm = await screen.findByRole('dialog', { name: 'Erase a support message' });
    expect(within(confirm).getByText(/^Erase the message S-AAAAAA/).textContent).toBe(
      'Erase the message S-AAAAAA from on.time@example.org? This deletes it, as its sender asked; it cannot be undone.',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(api?.support).toHaveLength(3);

    await user.click(within(message).getByRole('button', { name: 'Erase…' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Erase a support message' })).getByRole(
        'button',
        { name: 'Erase' },
      ),
    );
    expect(await notice('S-AAAAAA was erased.')).not.toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api?.support.map(({ reference }) => reference)).not.toContain('S-AAAAAA');
    await waitFor(async () =>
      expect((await rows()).map((row) => row[0])).toEqual(['S-LATE22', 'S-DONE33']),
    );
  });

  it('searches by reference or part of an address, and filters by state', async () => {
    const user = await openSupport();
    await rows();
    await user.type(screen.getByLabelText('Reference or address'), 'EXAMPLE.NET{Enter}');
    await waitFor(async () => expect((await rows()).map((row) => row[0])).toEqual(['S-DONE33']));
    // In the body: no URL the site's access log keeps holds the address.
    expect(api?.served).toContain('POST support/search');
    expect(api?.served.join('\n')).not.toMatch(/example\.net/i);

    await user.clear(screen.getByLabelText('Reference or address'));
    await user.type(screen.getByLabelText('Reference or address'), 'nobody{Enter}');
    expect(await notice('No support messages matching “nobody”.')).not.toBeNull();

    await user.clear(screen.getByLabelText('Reference or address'));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.selectOptions(screen.getByLabelText('State'), 'open');
    await waitFor(async () =>
      expect((await rows()).map((row) => row[0])).toEqual(['S-LATE22', 'S-AAAAAA']),
    );
    expect(api?.served.at(-1)).toBe('GET support?state=open');
  });

  it('shows more a page at a time', async () => {
    const many = Array.from({ length: 7 }, (_, index) =>
      supportMessage({ reference: `S-PAGE${index + 2}A`, email: `p${index}@example.org` }),
    );
    const user = await openSupport(many);
    await waitFor(async () => expect(await rows()).toHaveLength(5));
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(async () => expect(await rows()).toHaveLength(7));
    expect(api?.served.at(-1)).toBe('GET support?offset=5');
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('locks the tool when the site refuses the credential', async () => {
    const user = await openSupport();
    await rows();
    api?.failWith(401);
    await user.selectOptions(screen.getByLabelText('State'), 'closed');
    expect(await screen.findByLabelText('Team credential')).toBeDefined();
    expect(sessionStorage.getItem('brp-waitlist-token')).toBeNull();
  });
});

describe('the overview’s support counts', () => {
  it('counts the open, late and answered messages, and opens the Support tab', async () => {
    const user = await renderUnlocked(MESSAGES);
    await screen.findByRole('group', { name: 'Support messages' });
    expect(countCard('Late')).toBe('Late1');
    await user.click(screen.getByRole('button', { name: 'Open the support messages' }));
    expect(screen.getByRole('tab', { name: 'Support' }).getAttribute('aria-selected')).toBe('true');
    expect(await rows()).toHaveLength(3);
  });
});
