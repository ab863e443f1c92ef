import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { readTeamAnswer } from '@brp/core/team-contract';
import { type OpenedDatabase, openDatabase, recordSupportMessage } from '@brp/db';
import { embeddedTemplate } from '@brp/db/test-template';
import { afterAll, beforeAll, expect, it } from 'vitest';

import { businessCalendar } from './business-days';
import {
  supportErase,
  supportList,
  supportMark,
  supportMessage,
  supportSearch,
} from './team-support';

// The Support view's handlers against a real embedded Postgres (PGlite); only the requests and
// the clock are made up.
let folder: string;
let opened: OpenedDatabase;
const calendar = businessCalendar('America/New_York', 'US');
/** A Thursday afternoon in New York. */
const NOW = new Date('2026-12-10T20:00:00Z');
let late: string;
let open: string;

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'support-team-'));
  opened = await openDatabase({ folder, template: embeddedTemplate() });
  const record = async (received: string) => {
    const at = new Date(received);
    const { reference } = await recordSupportMessage(
      opened.db,
      null,
      {
        submissionKey: randomUUID(),
        name: 'Ada',
        email: 'ada@example.com',
        phone: null,
        message: 'Help',
      },
      { now: at, dueAt: calendar.dueAt(at, 3), handOver: false },
    );
    return reference;
  };
  open = await record('2026-12-09T15:00:00Z');
  // The Friday before: due Wednesday, so late on Thursday.
  late = await record('2026-12-04T15:00:00Z');
});
afterAll(async () => {
  await opened.close();
  rmSync(folder, { recursive: true, force: true });
});

const get = (query = '') => new Request(`http://site.test/api/waitlist/team/support${query}`);
const post = (body: unknown, route = 'mark') =>
  new Request(`http://site.test/api/waitlist/team/support/${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
const search = (body: unknown) =>
  supportSearch(opened.db, post(body, 'search'), 'ada', calendar, NOW);

/** A search's page, as the studio reads it. */
const searched = async (body: unknown) => {
  const response = await search(body);
  expect(response.status).toBe(200);
  const sent: unknown = await response.json();
  const listed = readTeamAnswer('supportPage', sent);
  expect(listed, 'the contract names every field the site sends').toEqual(sent);
  return listed;
};

/** A search refused, as the studio reads the refusal. */
const refused = async (body: unknown) => {
  const response = await search(body);
  return { status: response.status, body: readTeamAnswer('refusal', await response.json()) };
};

it('lists the late message first, with each one’s age in business days, and the counts', async () => {
  const response = await supportList(opened.db, get(), 'ada', calendar, NOW);
  expect(response.status).toBe(200);
  const listed = readTeamAnswer('supportPage', await response.json());
  expect(
    listed.messages.map(({ reference, late, ageBusinessDays }) => [
      reference,
      late,
      ageBusinessDays,
    ]),
  ).toEqual([
    [late, true, 4],
    [open, false, 1],
  ]);
  expect(listed.counts).toMatchObject({ open: 2, late: 1, answeredInTime: 0 });
  // Where a due day is a day: the studio says it in the team's zone, not its own.
  expect(listed.timeZone).toBe('America/New_York');
  // Two messages fill no page: there is no next one.
  expect(listed.next).toBeNull();
});

it('searches by reference or part of an address in the body, never in the URL', async () => {
  const byReference = await searched({ search: late.toLowerCase() });
  expect(byReference.messages.map(({ reference }) => reference)).toEqual([late]);
  const byAddress = await searched({ search: 'ADA@EXAMPLE', state: 'open', offset: 0 });
  expect(byAddress.messages.map(({ reference }) => reference)).toEqual([late, open]);
  expect((await searched({ search: 'nobody@' })).messages).toEqual([]);
  const inTheUrl = await supportList(opened.db, get('?q=ada'), 'ada', calendar, NOW);
  expect(inTheUrl.status).toBe(400);
  expect(await inTheUrl.json()).toMatchObject({ fields: { q: 'Not in the URL' } });
});

it('refuses a search with nothing, too much or the wrong kind in it', async () => {
  expect(await refused({})).toMatchObject({
    status: 400,
    body: { fields: { search: 'Required' } },
  });
  expect(await refused({ search: '  ' })).toMatchObject({ status: 400 });
  expect(await refused({ search: 'a'.repeat(255) })).toMatchObject({
    status: 400,
    body: { fields: { search: 'Too long' } },
  });
  expect(await refused({ search: 'ada', state: 'lost' })).toMatchObject({ status: 400 });
  expect(await refused({ search: 'ada', offset: '5' })).toMatchObject({ status: 400 });
  expect(await refused(null)).toMatchObject({ status: 400 });
  // The cap comes before the parse: a body past it is not read to its end.
  const huge = await supportSearch(
    opened.db,
    post({ search: 'a'.repeat(1024 * 1024) }, 'search'),
    'ada',
    calendar,
  );
  expect(huge.status).toBe(413);
  const huger = await supportMark(opened.db, post({ reference: 'x'.repeat(4096) }), 'ada');
  expect(huger.status).toBe(413);
});

it('marks a message answered, opens it whole, and erases another', async () => {
  expect(
    (await supportMark(opened.db, post({ reference: open, state: 'answered' }), 'ada')).status,
  ).toBe(200);
  const one = await supportMessage(opened.db, get(`/message?reference=${open}`), 'ada');
  const whole: unknown = await one.json();
  expect(readTeamAnswer('supportMessage', whole)).toEqual(whole);
  expect(readTeamAnswer('supportMessage', whole).message).toMatchObject({
    message: 'Help',
    state: 'answered',
    answeredBy: 'ada',
  });
  const erased = await supportErase(opened.db, post({ reference: late }), 'ada');
  expect(await erased.json()).toEqual({ erased: true });
  // Marked by the real clock: this week's count is of this week, as the server's clock has it.
  const listed = readTeamAnswer(
    'supportPage',
    await (await supportList(opened.db, get(), 'ada', calendar)).json(),
  );
  expect(listed.messages.map(({ reference }) => reference)).toEqual([open]);
  expect(listed.counts).toMatchObject({ open: 0, late: 0, answeredInTime: 1 });
});

it('says what is wrong with a request: 400, and 404 for a reference nobody has', async () => {
  expect((await supportList(opened.db, get('?state=lost'), 'ada', calendar)).status).toBe(400);
  expect((await supportList(opened.db, get('?offset=-1'), 'ada', calendar)).status).toBe(400);
  expect(
    (await supportMark(opened.db, post({ reference: 'nope', state: 'closed' }), 'ada')).status,
  ).toBe(400);
  expect(
    (await supportMark(opened.db, post({ reference: open, state: 'lost' }), 'ada')).status,
  ).toBe(400);
  expect(
    (await supportMark(opened.db, post({ reference: 'S-ZZZZZZ', state: 'closed' }), 'ada')).status,
  ).toBe(404);
  expect((await supportMessage(opened.db, get('/message?reference=S-ZZZZZZ'), 'ada')).status).toBe(
    404,
  );
});
