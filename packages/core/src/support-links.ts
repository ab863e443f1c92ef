/**
 * Support's shared words: the shape of a message's reference, and the sender's own link that
 * erases it, which the site's pages, its routes and its e-mails (@brp/mail) share.
 */

/** The letters and digits of a reference: those nobody misreads aloud or on paper (no 0, O, 1
 * or I). @brp/db's newReference draws six of them. */
export const SUPPORT_REFERENCE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export const SUPPORT_REFERENCE_LENGTH = 6;

/** A support message's reference: `S-` and six of SUPPORT_REFERENCE_ALPHABET. */
export const SUPPORT_REFERENCE_PATTERN = new RegExp(
  `^S-[${SUPPORT_REFERENCE_ALPHABET}]{${SUPPORT_REFERENCE_LENGTH}}$`,
);

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
