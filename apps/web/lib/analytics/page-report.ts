/** What a page and its reporting code (report.ts) agree on, apart from loading it (report-lazily.ts). */

/** The script the layout renders for the analytics server. */
export const ANALYTICS_SCRIPT = 'script[data-site-analytics]';

/** The address a report is about, as it was when the report was made. */
export type Address = Pick<Location, 'origin' | 'pathname' | 'search' | 'hash'>;

/** The waitlist funnel's steps, after the page view: began the form, signed up, confirmed. */
export type WaitlistStep = 'waitlist-start' | 'waitlist-submit' | 'waitlist-confirmed';
