import { describe, expect, it } from 'vitest';

import { signUpConfirmed } from '../test/confirmed.ts';
import { databaseOn, ENGINES } from '../test/engines.ts';
import { person } from '../test/person.ts';
import { areaStanding } from './area-standing.ts';
import { insertSignup } from './signups.ts';
import { areaCounts } from './team-areas.ts';

describe.each(ENGINES)('on $name', (engine) => {
  const database = databaseOn(engine);

  const at = (
    city: string | null,
    postalCode: string | null,
    type: 'user' | 'vendor' = 'user',
  ) => ({
    geoCity: city,
    geoCountry: city && 'United States',
    postalCode,
    type,
    company: type === 'vendor' ? 'Corner Shop' : null,
  });

  it("counts a person's own area as the team's Readiness row for it", async () => {
    const opened = database();
    const joined: [string, ReturnType<typeof at>][] = [
      ['a1', at('Oakland', '94607')],
      ['a2', at('Oakland', '94607')],
      ['a3', at('Oakland', '94607', 'vendor')],
      ['a4', at('Oakland', '94610')],
      ['a5', at('Oakland', null)],
      ['b1', at('Denver', '94607')],
      ['c1', at(null, '94607')],
    ];
    for (const [name, where] of joined) {
      await signUpConfirmed(opened, person(`${name}@own-area.example`, where));
    }
    // Unconfirmed: in nobody's count.
    await insertSignup(
      opened.db,
      opened.relay,
      person('u@own-area.example', at('Oakland', '94607')),
    );
    const rows = await areaCounts(opened.db);
    const row = (city: string | null, zip: string | null) =>
      rows.find((r) => r.city === city && r.postalCode === zip)!;

    const zip = await areaStanding(opened.db, at('Oakland', '94607'));
    expect(zip).toEqual({ label: '94607', users: 2, vendors: 1 });
    expect(zip).toMatchObject({
      users: row('Oakland', '94607').users,
      vendors: row('Oakland', '94607').vendors,
    });

    const city = await areaStanding(opened.db, at('Oakland', null));
    expect(city).toEqual({ label: 'Oakland', users: 4, vendors: 1 });
    expect(city).toMatchObject({
      users: row('Oakland', null).users,
      vendors: row('Oakland', null).vendors,
    });

    // Not placed by the server: the ZIP code among the others nobody could place.
    expect(await areaStanding(opened.db, at(null, '94607'))).toEqual({
      label: '94607',
      users: 1,
      vendors: 0,
    });
    expect(row(null, '94607').users).toBe(1);
  });

  it('has no area for a person with neither a ZIP code nor a city', async () => {
    const opened = database();
    expect(await areaStanding(opened.db, at(null, null))).toBeUndefined();
  });
});
