import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { signUpConfirmed } from '../test/confirmed.ts';
import { ENGINES } from '../test/engines.ts';
import { person } from '../test/person.ts';
import { openDatabase, type DatabaseLocation, type OpenedDatabase } from './client.ts';
import { insertSignup } from './signups.ts';
import { mapPlaces } from './team-map.ts';
import { allSignups, PEOPLE_PAGE, signupsIn } from './team-queries.ts';
import { segmentPerDay, sourceCounts, topReferrers } from './team-sources.ts';

describe.each(ENGINES)('on $name', (engine) => {
  let location: DatabaseLocation;
  let dispose: (() => Promise<void>) | undefined;
  let opened: OpenedDatabase;

  beforeAll(async () => {
    ({ location, dispose } = await engine.create());
    opened = await openDatabase(location);
    const from = (utmSource: string | null, city: string, type: 'user' | 'vendor' = 'user') => ({
      utmSource,
      utmMedium: utmSource && 'email',
      referrerHost: utmSource ? null : 'news.example.org',
      landingPath: '/',
      geoCity: city,
      geoCountry: 'United States',
      ...(city === 'Oakland'
        ? { geoLatitude: 37.8, geoLongitude: -122.3 }
        : { geoLatitude: 39.7, geoLongitude: -105 }),
      type,
      company: type === 'vendor' ? 'Shop' : null,
    });
    const ada = await signUpConfirmed(
      opened,
      person('ada@src.example', from('newsletter', 'Oakland')),
    );
    await signUpConfirmed(opened, person('bo@src.example', from('newsletter', 'Denver', 'vendor')));
    await insertSignup(
      opened.db,
      opened.relay,
      person('cy@src.example', from('newsletter', 'Oakland')),
    );
    await signUpConfirmed(opened, person('di@src.example', from(null, 'Oakland')));
    // Two friends through Ada's link, one confirmed.
    await signUpConfirmed(
      opened,
      person('ed@src.example', from('newsletter', 'Oakland')),
      ada.signup.referralCode,
    );
    await insertSignup(
      opened.db,
      opened.relay,
      person('fay@src.example', from(null, 'Denver')),
      ada.signup.referralCode,
    );
  });
  afterAll(async () => {
    await opened?.close();
    await dispose?.();
  });

  it('counts signups and confirmations by a source, the most first', async () => {
    expect(await sourceCounts(opened.db, 'source')).toEqual([
      { value: 'newsletter', signups: 4, confirmed: 3 },
      { value: null, signups: 2, confirmed: 1 },
    ]);
    expect(await sourceCounts(opened.db, 'referringSite')).toEqual([
      { value: null, signups: 4, confirmed: 3 },
      { value: 'news.example.org', signups: 2, confirmed: 1 },
    ]);
  });

  it('counts within an area, a type and a time', async () => {
    expect(await sourceCounts(opened.db, 'source', { city: 'Oakland' })).toEqual([
      { value: 'newsletter', signups: 3, confirmed: 2 },
      { value: null, signups: 1, confirmed: 1 },
    ]);
    expect(await sourceCounts(opened.db, 'medium', { type: 'vendor' })).toEqual([
      { value: 'email', signups: 1, confirmed: 1 },
    ]);
    expect(
      await sourceCounts(opened.db, 'source', { since: new Date(Date.now() + 60_000) }),
    ).toEqual([]);
  });

  it('names the referrers whose links brought people, with how many confirmed', async () => {
    expect(await topReferrers(opened.db)).toEqual([
      expect.objectContaining({
        name: 'ada',
        email: 'ada@src.example',
        referees: 2,
        confirmedReferees: 1,
      }),
    ]);
    expect(await topReferrers(opened.db, { city: 'Denver' })).toEqual([
      expect.objectContaining({ email: 'ada@src.example', referees: 1, confirmedReferees: 0 }),
    ]);
  });

  it('lists exactly a segment for its export: an area, a type, confirmation', async () => {
    const emails = async (segment: Parameters<typeof allSignups>[1]) => {
      const found: string[] = [];
      for await (const rows of allSignups(opened.db, segment)) {
        found.push(...rows.map((row) => row.email));
      }
      return found;
    };
    expect(await emails({ segment: { city: 'Oakland', confirmed: true } })).toEqual([
      'ada@src.example',
      'di@src.example',
      'ed@src.example',
    ]);
    expect(await emails({ segment: { confirmed: false } })).toEqual([
      'cy@src.example',
      'fay@src.example',
    ]);
    expect(await emails({ segment: { type: 'vendor', city: 'Denver' }, batch: 1 })).toEqual([
      'bo@src.example',
    ]);
  });
  it('narrows every view to one value of a source, or to the visits that carried none', async () => {
    expect(
      await sourceCounts(opened.db, 'referringSite', {
        source: { by: 'source', value: 'newsletter' },
      }),
    ).toEqual([{ value: null, signups: 4, confirmed: 3 }]);
    expect(
      await sourceCounts(opened.db, 'source', { source: { by: 'referringSite', value: null } }),
    ).toEqual([{ value: 'newsletter', signups: 4, confirmed: 3 }]);
  });

  it('counts a segment per day, with the confirmed among each day', async () => {
    const today = new Date().toISOString().slice(0, 10);
    expect(await segmentPerDay(opened.db, { city: 'Oakland' })).toEqual([
      { day: today, signups: 4, confirmed: 3 },
    ]);
    // Ninety days on, the day has left the window.
    expect(await segmentPerDay(opened.db, {}, new Date(Date.now() + 91 * 86_400_000))).toEqual([]);
  });

  it('places the confirmed people of a segment on the map, users and vendors apart', async () => {
    expect(await mapPlaces(opened.db)).toEqual([
      {
        latitude: 37.8,
        longitude: -122.3,
        city: 'Oakland',
        country: 'United States',
        users: 3,
        vendors: 0,
      },
      {
        latitude: 39.7,
        longitude: -105,
        city: 'Denver',
        country: 'United States',
        users: 0,
        vendors: 1,
      },
    ]);
    expect(await mapPlaces(opened.db, { type: 'vendor' })).toHaveLength(1);
  });

  it('lists a segment a page at a time, the newest first', async () => {
    const first = await signupsIn(opened.db, { city: 'Oakland' });
    expect(first.signups.map((row) => row.email)).toEqual([
      'ed@src.example',
      'di@src.example',
      'cy@src.example',
      'ada@src.example',
    ]);
    expect(first.next).toBeNull();
    expect(PEOPLE_PAGE).toBeGreaterThan(4);
    const older = await signupsIn(opened.db, {}, first.signups[1]!.id);
    expect(older.signups.map((row) => row.email)).toEqual([
      'cy@src.example',
      'bo@src.example',
      'ada@src.example',
    ]);
  });
});
