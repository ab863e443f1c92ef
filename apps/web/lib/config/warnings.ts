/**
 * What a configuration that is valid may still get wrong in production, as warnings that name the
 * variables: a build without the public address, a server whose forms cannot deliver.
 */
import type { EmailMode } from '../env';

export interface WarningInput {
  production: boolean;
  siteUrlSet: boolean;
  emailMode: EmailMode;
  /** REDIS_URL says there are several servers, and each keeps its own waitlist. */
  sharedCacheWithoutSharedDatabase: boolean;
  /** WAITLIST_CHALLENGE_DIFFICULTY. */
  challengeDifficulty: number;
}

/** The proof of work's least difficulty worth its name: about a second of a phone's time. */
const USEFUL_DIFFICULTY = 1000;

/** Warnings for `next build`: pages built now carry the site's address in every link preview. */
export function buildWarnings({ production, siteUrlSet }: WarningInput): string[] {
  if (!production || siteUrlSet) return [];
  return [
    'NEXT_PUBLIC_SITE_URL is not set: every canonical URL, sitemap entry, feed link and link ' +
      'preview of this build points at http://localhost:3000. Set it to the public origin, e.g. ' +
      'NEXT_PUBLIC_SITE_URL=https://example.com, and build again.',
  ];
}

/** Warnings for a starting server. */
export function startWarnings({
  production,
  emailMode,
  sharedCacheWithoutSharedDatabase,
  challengeDifficulty,
}: WarningInput): string[] {
  const warnings: string[] = [];
  if (production && challengeDifficulty < USEFUL_DIFFICULTY) {
    warnings.push(
      `WAITLIST_CHALLENGE_DIFFICULTY is ${challengeDifficulty}: the forms' proof of work costs a ` +
        `script next to nothing (tests lower it; a site should not). Unset it for the default of ` +
        `${USEFUL_DIFFICULTY}.`,
    );
  }
  if (production && sharedCacheWithoutSharedDatabase) {
    warnings.push(
      'REDIS_URL is set, so several servers may run, but DATABASE_URL is not: each server keeps ' +
        'its own waitlist in its embedded database, and a person can sign up once on each. Set ' +
        'DATABASE_URL=postgres://… to one Postgres every server shares.',
    );
  }
  if (!production || emailMode !== 'none') return warnings;
  return [
    ...warnings,
    'The forms have no delivery path: no EmailJS keys (EMAILJS_PUBLIC_KEY, EMAILJS_SERVICE_ID, ' +
      'EMAILJS_WAITLIST_TEMPLATE_ID, EMAILJS_SUPPORT_TEMPLATE_ID) and the local outbox is off, so ' +
      'every signup and support message fails. Set the four EmailJS variables, or OUTBOX_ENABLED=1 ' +
      'to keep messages in the local outbox file.',
  ];
}
