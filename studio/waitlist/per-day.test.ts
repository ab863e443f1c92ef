import { describe, expect, it } from 'vitest';

import { describePerDay, fillDays, MINIMUM_DAYS } from './per-day';

const slots = (...pairs: [string, number][]) => pairs.map(([day, signups]) => ({ day, signups }));
const shown = (days: ReturnType<typeof fillDays>) =>
  days.map(({ day, signups }) => `${day}:${signups}`);

describe('fillDays', () => {
  it('gives nothing for nothing', () => {
    expect(fillDays([])).toEqual([]);
  });

  it('gives two weeks at least, ending on the last day', () => {
    const days = fillDays(slots(['2026-11-20', 4]));
    expect(days).toHaveLength(MINIMUM_DAYS);
    expect(shown(days).slice(0, 1)).toEqual(['2026-11-07:0']);
    expect(shown(days).at(-1)).toBe('2026-11-20:4');
  });

  it('fills the missing days as 0, confirmed ones too where the view counts them', () => {
    const days = fillDays([
      { day: '2026-11-18', signups: 2, confirmed: 1 },
      { day: '2026-11-21', signups: 1, confirmed: 1 },
    ]);
    expect(days.slice(-4)).toEqual([
      { day: '2026-11-18', signups: 2, confirmed: 1 },
      { day: '2026-11-19', signups: 0, confirmed: 0 },
      { day: '2026-11-20', signups: 0, confirmed: 0 },
      { day: '2026-11-21', signups: 1, confirmed: 1 },
    ]);
  });

  it('steps across a month end and a clock change one day at a time', () => {
    // Europe and the US change clocks that weekend; the days must not.
    const days = fillDays(slots(['2026-03-28', 1], ['2026-04-01', 3]));
    expect(shown(days).slice(-5)).toEqual([
      '2026-03-28:1',
      '2026-03-29:0',
      '2026-03-30:0',
      '2026-03-31:0',
      '2026-04-01:3',
    ]);
  });

  it('fills a full 90 days', () => {
    const days = fillDays(slots(['2026-08-23', 1], ['2026-11-20', 9]));
    expect(days).toHaveLength(90);
    expect(days.reduce((sum, { signups }) => sum + signups, 0)).toBe(10);
  });
});

describe('describePerDay', () => {
  it('gives the total and the busiest day', () => {
    const days = fillDays(slots(['2026-11-18', 9], ['2026-11-20', 33]));
    expect(describePerDay('Signups per day', days)).toBe(
      'Signups per day: 42 in all, most 33 on 2026-11-20',
    );
  });

  it('gives the confirmed where the view counts them', () => {
    expect(
      describePerDay('From the newsletter', [
        { day: '2026-11-18', signups: 3, confirmed: 2 },
        { day: '2026-11-19', signups: 1, confirmed: 0 },
      ]),
    ).toBe('From the newsletter: 4 in all, 2 confirmed, most 3 on 2026-11-18');
  });

  it('names the latest of equally busy days', () => {
    expect(describePerDay('Signups per day', slots(['2026-11-18', 2], ['2026-11-19', 2]))).toBe(
      'Signups per day: 4 in all, most 2 on 2026-11-19',
    );
  });

  it('says none when nobody signed up', () => {
    expect(describePerDay('Signups per day', [])).toBe('Signups per day: none');
  });
});
