import { nominationKey } from '@brp/core/nominations';
import { describe, expect, it } from 'vitest';

import { signUpConfirmed } from '../test/confirmed.ts';
import { databaseOn, ENGINES } from '../test/engines.ts';
import { person } from '../test/person.ts';
import { leaveWaitlist } from './erasure.ts';
import { nominatedShops, nominateShop } from './nominations.ts';
import { insertSignup } from './signups.ts';

const shop = (name: string, place: string, website: string | null = null) => ({
  name,
  place,
  website,
  ...nominationKey({ name, where: place }),
});

describe.each(ENGINES)('on $name', (engine) => {
  const database = databaseOn(engine);
  const at = (city: string, postalCode: string | null) => ({
    geoCity: city,
    geoCountry: 'United States',
    postalCode,
  });

  it('lists each shop once per area, with how many people named it', async () => {
    const { db, relay } = database();
    const { signup: ana } = await signUpConfirmed(
      database(),
      person('ana@nominate.example', at('Portland', '97201')),
    );
    const { signup: ben } = await signUpConfirmed(
      database(),
      person('ben@nominate.example', at('Portland', '97201')),
    );
    const { signup: cy } = await signUpConfirmed(
      database(),
      person('cy@nominate.example', at('Portland', '97214')),
    );
    const now = new Date('2027-03-01T12:00:00Z');
    expect(
      await nominateShop(
        db,
        ana.statusCode,
        shop('The Corner Bakery', '12 Main St, 97201', 'https://cornerbakery.example'),
        now,
      ),
    ).toBe('recorded');
    expect(await nominateShop(db, ben.statusCode, shop('corner bakery', '97201'), now)).toBe(
      'recorded',
    );
    // The same shop named again by the same person, as a retry would: nothing new.
    expect(await nominateShop(db, ben.statusCode, shop('Corner Bakery!', '97201'), now)).toBe(
      'again',
    );
    // With no ZIP code in its street: the nominator's own area.
    expect(await nominateShop(db, cy.statusCode, shop('Alberta Books', 'Alberta St'), now)).toBe(
      'recorded',
    );
    // Only the confirmed hold a status code that counts.
    const { signup: unconfirmed } = await insertSignup(
      db,
      relay,
      person('dee@nominate.example', at('Portland', '97201')),
    );
    expect(await nominateShop(db, unconfirmed.statusCode, shop('Dee’s Deli', '97201'), now)).toBe(
      'unknown',
    );
    expect(await nominateShop(db, 'no-such-code', shop('Dee’s Deli', '97201'), now)).toBe(
      'unknown',
    );

    expect(await nominatedShops(db)).toEqual([
      {
        country: 'United States',
        city: 'Portland',
        postalCode: '97201',
        name: 'The Corner Bakery',
        place: '12 Main St, 97201',
        website: 'https://cornerbakery.example',
        people: 2,
        firstAt: now,
        latestAt: now,
      },
      expect.objectContaining({
        postalCode: '97214',
        name: 'Alberta Books',
        people: 1,
        website: null,
      }),
    ]);

    // Named by someone the server placed elsewhere: the shop's ZIP code is its area still.
    const { signup: far } = await signUpConfirmed(
      database(),
      person('far@nominate.example', at('Seattle', null)),
    );
    expect(await nominateShop(db, far.statusCode, shop('Corner Bakery', '97201'), now)).toBe(
      'recorded',
    );
    expect((await nominatedShops(db))[0]).toMatchObject({ name: 'The Corner Bakery', people: 3 });
    // A person who leaves takes their nominations with them.
    await leaveWaitlist(db, ana.leaveCode);
    expect((await nominatedShops(db))[0]).toMatchObject({ name: 'corner bakery', people: 2 });
  });

  it('takes at most five new shops a day from one person, even sent at once', async () => {
    const opened = database();
    const { signup: eve } = await signUpConfirmed(
      opened,
      person('eve@nominate.example', at('Portland', '97201')),
    );
    const now = new Date('2027-03-01T12:00:00Z');
    const outcomes = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        nominateShop(opened.db, eve.statusCode, shop(`Shop number ${index}`, '97201'), now),
      ),
    );
    expect(outcomes.filter((outcome) => outcome === 'recorded')).toHaveLength(5);
    expect(outcomes.filter((outcome) => outcome === 'limit')).toHaveLength(3);
    // One already named is still 'again', not refused; a day later there is room again.
    expect(
      await nominateShop(opened.db, eve.statusCode, shop('Shop number 0', '97201'), now),
    ).toMatch(/again|limit/);
    const tomorrow = new Date(now.getTime() + 24 * 60 * 60 * 1000 + 1);
    expect(
      await nominateShop(opened.db, eve.statusCode, shop('Shop number 9', '97201'), tomorrow),
    ).toBe('recorded');
  });
});
