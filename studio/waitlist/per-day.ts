const DAY_MS = 86_400_000;

/** The fewest day slots a chart shows: two weeks, so one busy day never fills the chart. */
export const MINIMUM_DAYS = 14;

/** One day's signups (YYYY-MM-DD, UTC) and, where the view counts them, the confirmed among them. */
export interface DaySlot {
  day: string;
  signups: number;
  confirmed?: number;
}

const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);

/**
 * Every calendar day from the first to the last of `perDay`, the days the site left out (nobody
 * signed up) as 0, so the chart's bars stand for equal spans of time; at least MINIMUM_DAYS,
 * earlier days added before the first.
 */
export function fillDays(perDay: readonly DaySlot[]): DaySlot[] {
  const first = perDay[0];
  const last = perDay.at(-1);
  if (!first || !last) return [];
  const counted = new Map(perDay.map((slot) => [slot.day, slot]));
  const withConfirmed = first.confirmed !== undefined;
  const end = Date.parse(last.day);
  const start = Math.min(Date.parse(first.day), end - (MINIMUM_DAYS - 1) * DAY_MS);
  const days: DaySlot[] = [];
  // Midnight UTC steps: no day is skipped or repeated at a daylight-saving change.
  for (let time = start; time <= end; time += DAY_MS) {
    const day = dayOf(time);
    days.push(
      counted.get(day) ?? (withConfirmed ? { day, signups: 0, confirmed: 0 } : { day, signups: 0 }),
    );
  }
  return days;
}

/** What the chart shows, in one sentence: its title, the total, the busiest day. */
export function describePerDay(title: string, days: readonly DaySlot[]): string {
  const total = days.reduce((sum, { signups }) => sum + signups, 0);
  if (total === 0) return `${title}: none`;
  // On a tie the latest day is named: the most recent peak is the one staff ask about.
  const busiest = days.reduce((best, slot) => (slot.signups >= best.signups ? slot : best));
  const confirmed = days.every((slot) => slot.confirmed !== undefined)
    ? `, ${days.reduce((sum, slot) => sum + (slot.confirmed ?? 0), 0)} confirmed`
    : '';
  return `${title}: ${total} in all${confirmed}, most ${busiest.signups} on ${busiest.day}`;
}
