import { describe, expect, it } from 'vitest';

import { isHolidayCalendar, isTimeZone } from '../config/schema';

import { businessCalendar } from './business-days';

const newYork = businessCalendar('America/New_York', 'US');

describe('the reply’s due date, three business days on, in the team’s time zone', () => {
  it.each([
    ['a Friday evening: the weekend skipped', '2026-12-04T23:30:00Z', '2026-12-10T04:59:59.999Z'],
    ['a Saturday: counted from Monday', '2026-12-05T15:00:00Z', '2026-12-10T04:59:59.999Z'],
    ['a Thursday night there, a Friday in UTC', '2026-12-04T03:00:00Z', '2026-12-09T04:59:59.999Z'],
    [
      'the eve of Thanksgiving, a federal holiday',
      '2026-11-25T15:00:00Z',
      '2026-12-02T04:59:59.999Z',
    ],
    ['across the end of summer time', '2026-10-30T15:00:00Z', '2026-11-05T04:59:59.999Z'],
  ])('for %s', (_, received, due) => {
    expect(newYork.dueAt(new Date(received), 3).toISOString()).toBe(due);
  });

  it('knows the holidays of a state, and none when told so', () => {
    // César Chávez Day, a Tuesday, is a holiday in California only.
    const received = new Date('2027-03-29T18:00:00Z');
    expect(businessCalendar('America/Los_Angeles', 'US-CA').isBusinessDay('2027-03-31')).toBe(
      false,
    );
    expect(businessCalendar('America/Los_Angeles', 'US').isBusinessDay('2027-03-31')).toBe(true);
    expect(businessCalendar('America/New_York', 'none').dueAt(received, 3).toISOString()).toBe(
      '2027-04-02T03:59:59.999Z',
    );
  });

  it('starts the week on Monday at midnight, there', () => {
    expect(newYork.weekStart(new Date('2026-12-10T15:00:00Z')).toISOString()).toBe(
      '2026-12-07T05:00:00.000Z',
    );
    // Sunday night in New York is Monday in UTC: still the week before, there.
    expect(newYork.weekStart(new Date('2026-12-07T03:00:00Z')).toISOString()).toBe(
      '2026-11-30T05:00:00.000Z',
    );
  });

  it('counts a message’s age in business days gone by', () => {
    const friday = new Date('2026-12-04T15:00:00Z');
    expect(newYork.age(friday, new Date('2026-12-04T22:00:00Z'))).toBe(0);
    expect(newYork.age(friday, new Date('2026-12-07T15:00:00Z'))).toBe(1);
    expect(newYork.age(friday, new Date('2026-12-10T15:00:00Z'))).toBe(4);
  });
});

describe('the calendar’s settings', () => {
  it.each(['US', 'US-CA', 'GB-SCT', 'DE', 'none'])('takes %s', (holidays) => {
    expect(isHolidayCalendar(holidays)).toBe(true);
  });
  it.each(['XX', 'US-XX', 'us', ''])('refuses %j', (holidays) => {
    expect(isHolidayCalendar(holidays)).toBe(false);
  });
  it('knows a time zone by its name, and nothing else', () => {
    expect(isTimeZone('Europe/Berlin')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });
});
