import { describe, expect, it } from 'vitest';

import { clusterPoints, describeMap, drawable, type PlacedPoint } from './map-clusters';
import type { MapPlace } from './types';

const place = (city: string, latitude: number | null, users: number, vendors = 0): MapPlace => ({
  latitude,
  longitude: latitude === null ? null : -122,
  city,
  country: 'United States',
  users,
  vendors,
});

const at = (x: number, y: number, city: string, users: number, vendors = 0): PlacedPoint => ({
  place: { ...place(city, 1, users, vendors), latitude: 1, longitude: 1 },
  x,
  y,
});

const IDENTITY = { k: 1, x: 0, y: 0 };

describe('clusterPoints', () => {
  it('merges places closer than the radius into one mark at their weighted centre', () => {
    const clusters = clusterPoints(
      [at(100, 100, 'Oakland', 3, 1), at(110, 100, 'Berkeley', 1), at(300, 100, 'Austin', 2)],
      IDENTITY,
      22,
    );
    expect(clusters).toHaveLength(2);
    const [bay, austin] = clusters;
    expect(bay).toMatchObject({ x: 102, y: 100, users: 4, vendors: 1 });
    expect(bay!.places.map(({ city }) => city)).toEqual(['Oakland', 'Berkeley']);
    expect(austin).toMatchObject({ x: 300, users: 2 });
  });

  it('parts them once zoomed in, the marks moving with the zoom', () => {
    const zoomed = clusterPoints(
      [at(100, 100, 'Oakland', 3), at(110, 100, 'Berkeley', 1)],
      { k: 4, x: -200, y: 10 },
      22,
    );
    expect(zoomed.map(({ x, y }) => [x, y])).toEqual([
      [200, 410],
      [240, 410],
    ]);
  });

  it('finds a neighbour across a bucket edge', () => {
    expect(clusterPoints([at(43, 0, 'A', 1), at(45, 0, 'B', 1)], IDENTITY, 22)).toHaveLength(1);
  });
});

describe('describeMap', () => {
  it('says how many people in how many places, each place with its position, the biggest first', () => {
    expect(
      describeMap([place('Austin', 30.3, 1, 1), place('Oakland', 37.8, 5), place('', null, 2)]),
    ).toBe(
      '7 confirmed people in 2 places; Oakland, United States at 37.8, -122: 5 users, 0 vendors; ' +
        'Austin, United States at 30.3, -122: 1 user, 1 vendor; 2 people not placed.',
    );
    expect(describeMap([])).toBe('0 confirmed people in 0 places.');
  });

  it('names thirty places and counts the rest', () => {
    const many = Array.from({ length: 32 }, (_, index) => place(`Town ${index}`, index, 1));
    expect(describeMap(many)).toMatch(/; 2 more places in the table\.$/);
    expect(drawable(many).drawn).toHaveLength(32);
  });
});
