import { describe, expect, it } from 'vitest';

import { signUpConfirmed } from '../test/confirmed.ts';
import { databaseOn, ENGINES } from '../test/engines.ts';
import { person } from '../test/person.ts';
import { insertSignup } from './signups.ts';
import { areaCounts } from './team-areas.ts';

const DAY = 24 * 3600_000;

describe.each(ENGINES)('on $name', (engine) => {
  const database = databaseOn(engine);

  const at = (city: string, postalCode: string | null, type: 'user' | 'vendor' = 'user') => ({
    geoCity: city,
    geoCountry: 'United States',
    postalCode,
    type,
    company: type === 'vendor' ? 'Corner Shop' : null,
  });

  it('counts each city, and each ZIP code typed there, by kind, confirmation and recency', async () => {
    const opened = database();
    const joined: [string, ReturnType<typeof at>][] = [
      ['a1', at('Oakland', '94607')],
      ['a2', at('Oakland', '94607')],
      ['a3', at('Oakland', '94610', 'vendor')],
      ['a4', at('Oakland', null)],
      ['b1', at('Denver', '80202', 'vendor')],
    ];
    for (const [name, where] of joined) {
      await signUpConfirmed(opened, person(`${name}@area.example`, where));
    }
    await insertSignup(opened.db, opened.relay, person('a5@area.example', at('Oakland', '94607')));
    const now = new Date();
    expect(await areaCounts(opened.db, now)).toEqual([
      area('Oakland', null, { users: 3, vendors: 1, unconfirmed: 1, last7Days: 4, last30Days: 4 }),
      area('Oakland', '94607', { users: 2, unconfirmed: 1, last7Days: 2, last30Days: 2 }),
      area('Oakland', '94610', { vendors: 1, last7Days: 1, last30Days: 1 }),
      area('Denver', null, { vendors: 1, last7Days: 1, last30Days: 1 }),
      area('Denver', '80202', { vendors: 1, last7Days: 1, last30Days: 1 }),
    ]);
    // Ten days on, nobody joined in the last 7; forty days on, nobody in the last 30.
    const later = await areaCounts(opened.db, new Date(now.getTime() + 10 * DAY));
    expect(later[0]).toMatchObject({ users: 3, last7Days: 0, last30Days: 4 });
    const muchLater = await areaCounts(opened.db, new Date(now.getTime() + 40 * DAY));
    expect(muchLater[0]).toMatchObject({ users: 3, last7Days: 0, last30Days: 0 });
  });
});

function area(city: string, postalCode: string | null, counts: Partial<Record<string, number>>) {
  return {
    country: 'United States',
    city,
    postalCode,
    users: 0,
    vendors: 0,
    unconfirmed: 0,
    last7Days: 0,
    last30Days: 0,
    invited: 0,
    accepted: 0,
    ...counts,
  };
}
