import { describe, expect, it } from 'vitest';

import { segmentQuery } from './segment-query';

describe('segmentQuery', () => {
  it('names each part of a segment as the team API reads it', () => {
    expect(
      String(
        segmentQuery({
          country: 'United States',
          city: 'Oakland',
          postalCode: '94607',
          type: 'vendor',
          confirmed: false,
          since: '2026-11-01',
          source: { by: 'campaign', value: 'spring & summer' },
        }),
      ),
    ).toBe(
      'country=United+States&city=Oakland&postalCode=94607&type=vendor&confirmed=no&since=2026-11-01&sourceBy=campaign&sourceValue=spring+%26+summer',
    );
  });

  it('asks for the visits without a source by leaving its value out', () => {
    expect(String(segmentQuery({ source: { by: 'referringSite', value: null } }))).toBe(
      'sourceBy=referringSite',
    );
  });
});
