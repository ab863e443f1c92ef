/** A date as the site writes it: "May 31, 2025". Dates are calendar dates, so UTC keeps them exact. */
export function formatDate(isoDate: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(isoDate),
  );
}
