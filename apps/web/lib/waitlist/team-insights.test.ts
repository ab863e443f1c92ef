import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { readTeamAnswer } from '@brp/core/team-contract';
import { insertSignup, type OpenedDatabase, openDatabase, teamActionLog } from '@brp/db';
import { embeddedTemplate } from '@brp/db/test-template';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { areas, map, readSegment, setThresholds, sources } from './team-insights';
import { people } from './team-views';

let folder: string;
let opened: OpenedDatabase;

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'waitlist-insights-'));
  opened = await openDatabase({ folder, template: embeddedTemplate() });
  for (const [email, utmSource, type] of [
    ['ada@example.com', 'newsletter', 'user'],
    ['bo@example.com', 'newsletter', 'vendor'],
    ['cy@example.com', null, 'user'],
  ] as const) {
    await insertSignup(opened.db, opened.relay, {
      email,
      mailbox: email,
      name: 'Someone',
      location: 'Oakland 94607',
      postalCode: '94607',
      phone: null,
      type,
      company: type === 'vendor' ? 'Bean Co' : null,
      notify: true,
      consentText: 'Notify me',
      consentedAt: new Date(),
      geoCity: 'Oakland',
      geoCountry: 'United States',
      utmSource,
    });
  }
});
afterAll(async () => {
  await opened.close();
  rmSync(folder, { recursive: true, force: true });
});

const query = (text: string) => new URLSearchParams(text);

describe('readSegment', () => {
  it('reads an area, a type and a first day; each left out takes everyone', () => {
    expect(
      readSegment(query('city=Oakland&postalCode=94607&type=vendor&since=2026-11-01')),
    ).toEqual({
      city: 'Oakland',
      postalCode: '94607',
      type: 'vendor',
      since: new Date('2026-11-01T00:00:00Z'),
    });
    expect(readSegment(query(''))).toEqual({});
  });

  it('reads one value of a source, or its absence', () => {
    expect(readSegment(query('sourceBy=campaign&sourceValue=spring'))).toEqual({
      source: { by: 'campaign', value: 'spring' },
    });
    expect(readSegment(query('sourceBy=referringSite'))).toEqual({
      source: { by: 'referringSite', value: null },
    });
  });

  it('answers 400 naming the parameter for a wrong type, a day that is none, an endless place', async () => {
    for (const [text, field] of [
      ['type=admin', 'type'],
      ['since=yesterday', 'since'],
      ['since=2026-13-45', 'since'],
      [`city=${'x'.repeat(101)}`, 'city'],
      ['sourceBy=email&sourceValue=a', 'sourceBy'],
      ['sourceValue=spring', 'sourceBy'],
      [`sourceBy=campaign&sourceValue=${'x'.repeat(201)}`, 'sourceValue'],
    ] as const) {
      const answer = readSegment(query(text));
      expect(answer).toBeInstanceOf(Response);
      const response = answer as Response;
      expect(response.status).toBe(400);
      expect(Object.keys(readTeamAnswer('refusal', await response.json()).fields)).toEqual([field]);
    }
  });
});

describe('the insight views', () => {
  it('counts the areas: the city, then the ZIP codes typed there', async () => {
    const body = readTeamAnswer('areas', await (await areas(opened.db)).json());
    expect(body.areas).toEqual([
      expect.objectContaining({ city: 'Oakland', postalCode: null, unconfirmed: 3 }),
      expect.objectContaining({ city: 'Oakland', postalCode: '94607', unconfirmed: 3 }),
    ]);
  });

  it("answers the team's thresholds with the areas, and sets them for everyone", async () => {
    const before = readTeamAnswer('areas', await (await areas(opened.db)).json());
    expect(before.thresholds).toEqual({ users: 50, vendors: 5, setBy: null, setAt: null });
    const post = (body: unknown) =>
      new Request('http://site.test/api/waitlist/team/thresholds', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const set = await setThresholds(opened.db, post({ users: 20, vendors: 2 }), 'ada');
    expect(set.status).toBe(200);
    const after = readTeamAnswer('areas', await (await areas(opened.db)).json());
    expect(after.thresholds).toMatchObject({ users: 20, vendors: 2, setBy: 'ada' });
    for (const [body, fields] of [
      [{ users: -1, vendors: 2 }, ['users']],
      [{ users: 1.5, vendors: '3' }, ['users', 'vendors']],
      [{ users: 2, vendors: 1e12 }, ['vendors']],
      [null, ['users', 'vendors']],
    ] as const) {
      const refused = await setThresholds(opened.db, post(body), 'ada');
      expect(refused.status).toBe(400);
      expect(Object.keys(readTeamAnswer('refusal', await refused.json()).fields)).toEqual(fields);
    }
    // A body past its few hundred bytes is refused unread, and changes nothing.
    const huge = await setThresholds(
      opened.db,
      post({ users: 1, pad: 'x'.repeat(10_000_000) }),
      'eve',
    );
    expect(huge.status).toBe(413);
    expect(readTeamAnswer('areas', await (await areas(opened.db)).json()).thresholds).toMatchObject(
      {
        users: 20,
        setBy: 'ada',
      },
    );
  });

  it('breaks a segment down by a source, and refuses a source it does not keep', async () => {
    const answer = await sources(opened.db, query('by=source&type=user'), 'Ada');
    const sent: unknown = await answer.json();
    // The contract the studio parses names every field the site sends.
    expect(readTeamAnswer('sources', sent)).toEqual(sent);
    expect(sent).toEqual({
      by: 'source',
      rows: [
        { value: 'newsletter', signups: 1, confirmed: 0 },
        { value: null, signups: 1, confirmed: 0 },
      ],
      perDay: [{ day: new Date().toISOString().slice(0, 10), signups: 2, confirmed: 0 }],
      referrers: [],
    });
    expect((await sources(opened.db, query('by=email'), 'Ada')).status).toBe(400);
    expect((await sources(opened.db, query('by=__proto__'), 'Ada')).status).toBe(400);
    expect((await sources(opened.db, query('type=robot'), 'Ada')).status).toBe(400);
  });

  it('draws only the confirmed on the map', async () => {
    const body = readTeamAnswer('map', await (await map(opened.db, query(''))).json());
    expect(body.places).toEqual([]);
    expect((await map(opened.db, query('confirmed=maybe'))).status).toBe(400);
  });

  it('lists the people of a segment a page at a time, and refuses a page that is none', async () => {
    const sent: unknown = await (await people(opened.db, query('type=vendor'), 'Ada')).json();
    const body = readTeamAnswer('peoplePage', sent);
    expect(body.signups).toEqual([
      expect.objectContaining({ email: 'bo@example.com', place: null }),
    ]);
    expect((sent as typeof body).signups[0]).not.toHaveProperty('receipt');
    expect(body).toEqual(sent);
    expect(body.next).toBeNull();
    for (const before of ['0', '-1', '1e3', 'x', '9'.repeat(16)]) {
      expect((await people(opened.db, query(`before=${before}`), 'Ada')).status).toBe(400);
    }
  });

  it('records each read of people and of referrers as the member’s, never whom or which', async () => {
    const log = await teamActionLog(opened.db);
    // The refused queries above read nothing and are not there; the areas and the map count
    // people without naming them, and are not reads of anyone.
    const reads = log.filter(({ action }) => action === 'people' || action === 'sources');
    expect(reads.map(({ member, action }) => [member, action])).toEqual([
      ['Ada', 'people'],
      ['Ada', 'sources'],
    ]);
    expect(JSON.stringify(log)).not.toMatch(/vendor|example\.com/);
  });
});
