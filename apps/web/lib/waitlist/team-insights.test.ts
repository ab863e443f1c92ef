import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { type OpenedDatabase, openDatabase, recordSignup } from '@brp/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { areas, readSegment, sources } from './team-insights';

let folder: string;
let opened: OpenedDatabase;

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'waitlist-insights-'));
  opened = await openDatabase({ folder });
  for (const [email, utmSource, type] of [
    ['ada@example.com', 'newsletter', 'user'],
    ['bo@example.com', 'newsletter', 'vendor'],
    ['cy@example.com', null, 'user'],
  ] as const) {
    await recordSignup(opened.db, opened.relay, {
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

  it('answers 400 naming the parameter for a wrong type, a day that is none, an endless place', async () => {
    for (const [text, field] of [
      ['type=admin', 'type'],
      ['since=yesterday', 'since'],
      ['since=2026-13-45', 'since'],
      [`city=${'x'.repeat(101)}`, 'city'],
    ] as const) {
      const answer = readSegment(query(text));
      expect(answer).toBeInstanceOf(Response);
      const response = answer as Response;
      expect(response.status).toBe(400);
      expect(Object.keys(((await response.json()) as { fields: object }).fields)).toEqual([field]);
    }
  });
});

describe('the insight views', () => {
  it('counts the areas: the city, then the ZIP codes typed there', async () => {
    const body = (await (await areas(opened.db)).json()) as { areas: { postalCode: unknown }[] };
    expect(body.areas).toEqual([
      expect.objectContaining({ city: 'Oakland', postalCode: null, unconfirmed: 3 }),
      expect.objectContaining({ city: 'Oakland', postalCode: '94607', unconfirmed: 3 }),
    ]);
  });

  it('breaks a segment down by a source, and refuses a source it does not keep', async () => {
    const answer = await sources(opened.db, query('by=source&type=user'));
    expect(await answer.json()).toEqual({
      by: 'source',
      rows: [
        { value: 'newsletter', signups: 1, confirmed: 0 },
        { value: null, signups: 1, confirmed: 0 },
      ],
      referrers: [],
    });
    expect((await sources(opened.db, query('by=email'))).status).toBe(400);
    expect((await sources(opened.db, query('by=__proto__'))).status).toBe(400);
    expect((await sources(opened.db, query('type=robot'))).status).toBe(400);
  });
});
