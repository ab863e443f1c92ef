import { describe, expect, it } from 'vitest';

import { areaName, groupAreas, isReady, sortAreas } from './readiness';
import type { AreaCount } from './types';

const area = (fields: Partial<AreaCount>): AreaCount => ({
  country: 'United States',
  city: 'Oakland',
  postalCode: null,
  users: 0,
  vendors: 0,
  unconfirmed: 0,
  last7Days: 0,
  last30Days: 0,
  invited: 0,
  accepted: 0,
  ...fields,
});

const ROWS = [
  area({ city: 'Oakland', users: 60, vendors: 4 }),
  area({ city: 'Oakland', postalCode: '94607', users: 40, vendors: 4 }),
  area({ city: 'Oakland', postalCode: '94612', users: 20, vendors: 0 }),
  area({ city: 'Austin', users: 55, vendors: 6 }),
  area({ city: null, country: null, users: 3 }),
];

describe('pilot readiness', () => {
  it('groups each city with the ZIP codes typed there', () => {
    const groups = groupAreas(ROWS);
    expect(groups.map(({ city, postalCodes }) => [areaName(city), postalCodes.length])).toEqual([
      ['Oakland, United States', 2],
      ['Austin, United States', 0],
      ['Unknown place', 0],
    ]);
    expect(areaName(ROWS[1]!)).toBe('94607 (Oakland, United States)');
  });

  it('calls an area ready only when both kinds pass their thresholds', () => {
    const thresholds = { users: 50, vendors: 5 };
    expect(ROWS.map((row) => isReady(row, thresholds))).toEqual([false, false, false, true, false]);
    expect(isReady(ROWS[0]!, { users: 50, vendors: 4 })).toBe(true);
  });

  it('sorts cities by any column, their ZIP codes within them, ties by name', () => {
    const byVendors = sortAreas(groupAreas(ROWS), { key: 'vendors', descending: true });
    expect(byVendors.map(({ city }) => city.city)).toEqual(['Austin', 'Oakland', null]);
    const byUsers = sortAreas(groupAreas(ROWS), { key: 'users', descending: false });
    expect(byUsers.map(({ city }) => city.city)).toEqual([null, 'Austin', 'Oakland']);
    expect(byUsers[2]!.postalCodes.map(({ postalCode }) => postalCode)).toEqual(['94612', '94607']);
    const byName = sortAreas(groupAreas(ROWS), { key: 'area', descending: false });
    expect(byName.map(({ city }) => city.city)).toEqual(['Austin', 'Oakland', null]);
  });
});
