import { describe, expect, it } from 'vitest';

import {
  areaProgress,
  areaSettingsFrom,
  DEFAULT_AREA_SETTINGS,
  unknownPlaceholders,
} from './area-progress';

const NEEDS = { users: 50, vendors: 5 };

describe("an area's progress", () => {
  it('reads as the team counts it, with what is missing', () => {
    expect(
      areaProgress({ label: '97201', users: 37, vendors: 3 }, NEEDS, DEFAULT_AREA_SETTINGS),
    ).toEqual({
      kind: 'counts',
      heading: 'Your area (97201)',
      counts: '37 of 50 neighbours and 3 of 5 local shops',
      sentence:
        'The pilot opens here with 13 more neighbours and 2 more local shops: share your link with them.',
      users: { count: 37, needed: 50 },
      vendors: { count: 3, needed: 5 },
    });
  });

  it('names only what is missing, in the singular for one', () => {
    const shops = areaProgress(
      { label: 'Portland', users: 60, vendors: 4 },
      NEEDS,
      DEFAULT_AREA_SETTINGS,
    );
    expect(shops).toMatchObject({
      sentence:
        'The pilot opens here with 1 more local shop: tell the shops you love about the waitlist.',
    });
    const neighbours = areaProgress(
      { label: '97201', users: 49, vendors: 9 },
      NEEDS,
      DEFAULT_AREA_SETTINGS,
    );
    expect(neighbours).toMatchObject({
      sentence: 'The pilot opens here with 1 more neighbour: share your link with them.',
    });
    const ready = areaProgress(
      { label: '97201', users: 1200, vendors: 5 },
      NEEDS,
      DEFAULT_AREA_SETTINGS,
    );
    expect(ready).toMatchObject({
      counts: '1,200 of 50 neighbours and 5 of 5 local shops',
      sentence: 'Your area has what the pilot needs: we will write as soon as it opens here.',
    });
  });

  it('shows no count below the privacy floor', () => {
    const few = areaProgress(
      { label: '97201', users: 3, vendors: 1 },
      NEEDS,
      DEFAULT_AREA_SETTINGS,
    );
    expect(few).toEqual({
      kind: 'first',
      heading: 'Your area (97201)',
      sentence: 'You are among the first in your area',
    });
    // Not a digit of any count: the ZIP code is the only number.
    expect(JSON.stringify(few).replaceAll('97201', '')).not.toMatch(/\d/);
    expect(
      areaProgress({ label: '97201', users: 4, vendors: 1 }, NEEDS, DEFAULT_AREA_SETTINGS)?.kind,
    ).toBe('counts');
  });

  it('shows nothing for a person with no area', () => {
    expect(areaProgress(undefined, NEEDS, DEFAULT_AREA_SETTINGS)).toBeUndefined();
  });
});

describe("marketing's words", () => {
  it('fill in the placeholders each sentence may use', () => {
    const settings = areaSettingsFrom({
      words: {
        heading: 'Around {area}',
        counts: '{users}/{usersNeeded} people, {vendors}/{vendorsNeeded} shops',
      },
      privacyFloor: 10,
    });
    expect(areaProgress({ label: '97201', users: 9, vendors: 1 }, NEEDS, settings)?.kind).toBe(
      'counts',
    );
    expect(areaProgress({ label: '97201', users: 8, vendors: 1 }, NEEDS, settings)).toMatchObject({
      heading: 'Around 97201',
      sentence: 'You are among the first in your area',
    });
    expect(areaProgress({ label: '97201', users: 10, vendors: 1 }, NEEDS, settings)).toMatchObject({
      counts: '10/50 people, 1/5 shops',
    });
  });

  it('leave a placeholder they cannot fill as written (the studio refuses it first)', () => {
    const settings = areaSettingsFrom({ words: { heading: 'Near {nowhere}' } });
    expect(areaProgress({ label: '97201', users: 1, vendors: 0 }, NEEDS, settings)?.heading).toBe(
      'Near {nowhere}',
    );
  });

  it('fall back to the defaults where empty, and keep the floor in bounds', () => {
    expect(areaSettingsFrom(null)).toEqual(DEFAULT_AREA_SETTINGS);
    expect(areaSettingsFrom({ words: { heading: '  ' }, privacyFloor: 1 })).toEqual({
      ...DEFAULT_AREA_SETTINGS,
      privacyFloor: 3,
    });
  });

  it('name the placeholders a sentence may not use', () => {
    expect(unknownPlaceholders('heading', 'Your area ({area}) has {users}')).toEqual(['users']);
    expect(unknownPlaceholders('missingUsers', '{neighboursMissing} and {shopsMissing}')).toEqual([
      'shopsMissing',
    ]);
    expect(unknownPlaceholders('counts', '{users} of {usersNeeded}')).toEqual([]);
  });
});
