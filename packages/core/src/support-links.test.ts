import { describe, expect, it } from 'vitest';

import {
  dueDayIn,
  SUPPORT_ERASED_PATH,
  SUPPORT_REFERENCE_PATTERN,
  supportErasePath,
} from './support-links';

describe('support’s shared words', () => {
  it('knows a reference by its shape: S-, six letters and digits nobody misreads', () => {
    expect(SUPPORT_REFERENCE_PATTERN.test('S-7K4Q2X')).toBe(true);
    for (const other of ['S-7K4Q2', 's-7k4q2x', 'S-7K4Q2O', 'S-7K4Q21', 'S-7K4Q2XY', 'X-7K4Q2X'])
      expect(SUPPORT_REFERENCE_PATTERN.test(other)).toBe(false);
  });

  it('tells the due day in the team’s time zone, not the server’s', () => {
    const end = new Date('2026-12-10T04:59:59.999Z');
    expect(dueDayIn(end, 'America/New_York')).toBe('Wednesday, December 9, 2026');
    expect(dueDayIn(end, 'Europe/Berlin')).toBe('Thursday, December 10, 2026');
    // Asked again, a zone's day is told as it was (its formatter is made once).
    expect(dueDayIn(new Date('2026-12-25T12:00:00Z'), 'America/New_York')).toBe(
      'Friday, December 25, 2026',
    );
  });

  it('puts the erase link and the page it ends on under the code’s own section', () => {
    expect(supportErasePath('abc')).toBe('/support-messages/erase/abc');
    expect(SUPPORT_ERASED_PATH).toBe('/support-messages/erased');
  });
});
