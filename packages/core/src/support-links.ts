/**
 * Support's shared words: the shape of a message's reference, and the sender's own link that
 * erases it, which the site's pages, its routes and its e-mails (@brp/mail) share.
 */

/** A support message's reference: `S-` and six of the letters and digits nobody misreads (no 0,
 * O, 1 or I), as @brp/db's newReference makes them. */
export const SUPPORT_REFERENCE_PATTERN = /^S-[2-9A-HJ-NP-Z]{6}$/;

/** The page where the sender of a message erases it (its code is @brp/db's newCode). */
export const supportErasePath = (code: string) => `/support-messages/erase/${code}`;

/** One formatter per time zone, made once: each `toLocaleDateString` with options makes one. */
const dueDayFormats = new Map<string, Intl.DateTimeFormat>();

/** The day a reply is due, as a reader says it in the team's time zone: "Thursday, December 3,
 * 2026". The form's thank-you and the mails tell it alike. */
export function dueDayIn(dueAt: Date, timeZone: string): string {
  let format = dueDayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      year: 'numeric',
      timeZone,
    });
    dueDayFormats.set(timeZone, format);
  }
  return format.format(dueAt);
}

/** Where the erase page's button ends, the same for everyone. */
export const SUPPORT_ERASED_PATH = '/support-messages/erased';
