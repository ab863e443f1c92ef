import type { Count } from './types';

const DAY_MS = 86_400_000;

/**
 * Every calendar day from the first to the last of `perDay`, the days the site left out (nobody
 * signed up) as 0, so the chart's bars stand for equal spans of time. Keys are YYYY-MM-DD.
 */
export function fillDays(perDay: readonly Count[]): Count[] {
  const first = perDay[0];
  const last = perDay.at(-1);
  if (!first || !last) return [];
  const counts = new Map(perDay.map(({ key, count }) => [key, count]));
  const days: Count[] = [];
  // Midnight UTC steps: no day is skipped or repeated at a daylight-saving change.
  for (let time = Date.parse(first.key); time <= Date.parse(last.key); time += DAY_MS) {
    const key = new Date(time).toISOString().slice(0, 10);
    days.push({ key, count: counts.get(key) ?? 0 });
  }
  return days;
}

/** What the chart shows, in one sentence for people who cannot see it. */
export function describePerDay(days: readonly Count[]): string {
  const title = 'Signups per day, last 90 days';
  const total = days.reduce((sum, { count }) => sum + count, 0);
  if (total === 0) return `${title}: none`;
  // On a tie the latest day is named: the most recent peak is the one staff ask about.
  const busiest = days.reduce((best, day) => (day.count >= best.count ? day : best));
  return `${title}: ${total} in all, most ${busiest.count} on ${busiest.key}`;
}
