import { describe, expect, it } from 'vitest';

import { describePerDay, fillDays } from './per-day';

describe('fillDays', () => {
  it.each([
    { name: 'nothing', perDay: [], days: [] },
    { name: 'one day', perDay: [{ key: '2026-11-20', count: 4 }], days: ['2026-11-20:4'] },
    {
      name: 'the missing days as 0',
      perDay: [
        { key: '2026-11-18', count: 2 },
        { key: '2026-11-21', count: 1 },
      ],
      days: ['2026-11-18:2', '2026-11-19:0', '2026-11-20:0', '2026-11-21:1'],
    },
    {
      // Europe and the US change clocks that weekend; the days must not.
      name: 'across a month end and a clock change',
      perDay: [
        { key: '2026-03-28', count: 1 },
        { key: '2026-04-01', count: 3 },
      ],
      days: ['2026-03-28:1', '2026-03-29:0', '2026-03-30:0', '2026-03-31:0', '2026-04-01:3'],
    },
  ])('gives $name', ({ perDay, days }) => {
    expect(fillDays(perDay).map(({ key, count }) => `${key}:${count}`)).toEqual(days);
  });

  it('fills a full 90 days', () => {
    const days = fillDays([
      { key: '2026-08-23', count: 1 },
      { key: '2026-11-20', count: 9 },
    ]);
    expect(days).toHaveLength(90);
    expect(days.reduce((sum, { count }) => sum + count, 0)).toBe(10);
  });
});

describe('describePerDay', () => {
  it('gives the total and the busiest day', () => {
    const days = fillDays([
      { key: '2026-11-18', count: 9 },
      { key: '2026-11-20', count: 33 },
    ]);
    expect(describePerDay(days)).toBe(
      'Signups per day, last 90 days: 42 in all, most 33 on 2026-11-20',
    );
  });

  it('names the latest of equally busy days', () => {
    expect(
      describePerDay([
        { key: '2026-11-18', count: 2 },
        { key: '2026-11-19', count: 2 },
      ]),
    ).toBe('Signups per day, last 90 days: 4 in all, most 2 on 2026-11-19');
  });

  it('says none when nobody signed up', () => {
    expect(describePerDay([])).toBe('Signups per day, last 90 days: none');
  });
});
