/**
 * The team's business calendar: its time zone (SUPPORT_TIME_ZONE) and the public holidays of its
 * country, or of a state or region of it (SUPPORT_HOLIDAYS, from `date-holidays`, a maintained
 * calendar of some 200 countries). A reply promised "within 3 business days" is due at the end of
 * the third working day after the day a message came, counted there; a message on a weekend or a
 * holiday counts from the next working day.
 */
import Holidays from 'date-holidays';

/** A calendar day, `YYYY-MM-DD`. */
type Day = string;

const DAY_MS = 86_400_000;

export interface BusinessCalendar {
  /** Where its days are counted (an IANA zone): the team's view says the due day there. */
  readonly timeZone: string;
  /** The end (its last millisecond) of the `days`-th business day after `received`'s day. */
  dueAt(received: Date, days: number): Date;
  /** Business days gone by since `received`: those after its day, up to and including today's. */
  age(received: Date, now: Date): number;
  /** Whether a day is a working day: not a weekend, not a public holiday. */
  isBusinessDay(day: Day): boolean;
  /** The moment the week of `now` began there: its Monday's midnight. */
  weekStart(now: Date): Date;
}

const nextDay = (day: Day, by = 1): Day =>
  new Date(Date.parse(`${day}T00:00:00Z`) + by * DAY_MS).toISOString().slice(0, 10);

/**
 * One formatter per time zone and layout, made once: making one costs a hundred times more than
 * using it (ICU loads the zone's rules), and each support message asks for several. Measured in
 * the waitlist load test's support step: 4 % of the server's time went to making them.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string, layout: 'moment' | 'day'): Intl.DateTimeFormat {
  const key = `${layout} ${timeZone}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter =
      layout === 'moment'
        ? new Intl.DateTimeFormat('en-US', {
            timeZone,
            hourCycle: 'h23',
            year: 'numeric',
            month: '2-digit',
            day: '2-digit',
            hour: '2-digit',
            minute: '2-digit',
            second: '2-digit',
          })
        : new Intl.DateTimeFormat('en-CA', {
            timeZone,
            year: 'numeric',
            month: '2-digit',
            day: '2-digit',
          });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** How far `timeZone`'s clock is ahead of UTC at `instant`, in ms. */
function offsetAt(instant: number, timeZone: string): number {
  const parts = formatterFor(timeZone, 'moment').formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((found) => found.type === type)?.value);
  const local = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return local - (instant - (instant % 1000));
}

/** The instant `day` begins in `timeZone` (its midnight, as the zone's offset then has it). */
function startOf(day: Day, timeZone: string): number {
  const asUtc = Date.parse(`${day}T00:00:00Z`);
  const guess = asUtc - offsetAt(asUtc, timeZone);
  // Once more at the guess: a change of offset (summer time) between the two moves it.
  return asUtc - offsetAt(guess, timeZone);
}

export function businessCalendar(timeZone: string, holidays: string): BusinessCalendar {
  const [country, region] = holidays.split('-');
  const calendar = holidays === 'none' ? undefined : new Holidays(country!, region ?? '');
  const publicDays = new Map<number, Set<Day>>();
  const holidaysOf = (year: number) => {
    let days = publicDays.get(year);
    if (!days) {
      const listed = calendar?.getHolidays(year) ?? [];
      days = new Set(
        listed.filter((holiday) => holiday.type === 'public').map((h) => h.date.slice(0, 10)),
      );
      publicDays.set(year, days);
    }
    return days;
  };
  const localDay = (instant: Date): Day => formatterFor(timeZone, 'day').format(instant);
  const isBusinessDay = (day: Day) => {
    const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
    return weekday !== 0 && weekday !== 6 && !holidaysOf(Number(day.slice(0, 4))).has(day);
  };
  return {
    timeZone,
    isBusinessDay,
    dueAt(received, days) {
      let day = localDay(received);
      for (let counted = 0; counted < days;) {
        day = nextDay(day);
        if (isBusinessDay(day)) counted++;
      }
      return new Date(startOf(nextDay(day), timeZone) - 1);
    },
    weekStart(now) {
      const today = localDay(now);
      const sinceMonday = (new Date(`${today}T12:00:00Z`).getUTCDay() + 6) % 7;
      return new Date(startOf(nextDay(today, -sinceMonday), timeZone));
    },
    age(received, now) {
      const today = localDay(now);
      let count = 0;
      // Bounded: a message is kept a year or so after it closes; an open one, years at most.
      for (let day = nextDay(localDay(received)); day <= today; day = nextDay(day)) {
        if (isBusinessDay(day)) count++;
      }
      return count;
    },
  };
}
