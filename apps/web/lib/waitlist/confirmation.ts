import 'server-only';

import { REFERRAL_CODE_PATTERN } from '@brp/core/waitlist-mail';
import { confirmPath, statusPath } from '@brp/core/waitlist-mail';
import {
  confirmationState,
  confirmSignup,
  type Database,
  describeFailure,
  REFERRAL_BONUS,
  statusOf,
} from '@brp/db';

import { CONFIRMED_MARK } from '../analytics/config';
import { analyticsConfig, confirmationSettings } from '../env';
import { BodyTooLarge, readCappedBody } from '../http/read-capped-body';

import { unavailableText } from './answers';
import { openedDatabase } from './service';

/** Tokens and status codes are made like referral codes: 24 letters and digits of base32. */
export const isCode = (value: string) => REFERRAL_CODE_PATTERN.test(value);

/**
 * The form a waitlist page posts (`token=` or `code=`, 24 letters, and little room to spare):
 * nothing larger is read, and a larger body is a 413. A body cut off reads as empty.
 */
export async function readSmallForm(request: Request): Promise<URLSearchParams | Response> {
  try {
    return new URLSearchParams(await readCappedBody(request, 256));
  } catch (error) {
    if (!(error instanceof BodyTooLarge)) return new URLSearchParams();
    return new Response('A link’s form is a few dozen bytes; this one is larger', {
      status: 413,
    });
  }
}

/**
 * What a waitlist page reads from the database, or `unavailable` when the database cannot answer:
 * the page then says so, and the log says which page and the failure's codes, never the
 * statement, whose parameters hold the page's private code.
 */
export async function readForPage<T>(
  page: string,
  read: (db: Database) => Promise<T>,
): Promise<T | 'unavailable'> {
  try {
    return await read((await openedDatabase()).db);
  } catch (error) {
    console.error(`The waitlist's ${page} page could not be read: ${describeFailure(error)}`);
    return 'unavailable';
  }
}

/** What the confirmation page shows for a link: its button, or why it does nothing. */
export function linkState(token: string) {
  return readForPage('confirmation', (db) => confirmationState(db, token));
}

/** A confirmed person's standing for their status page; undefined for a code nobody has. */
export function standing(code: string) {
  return readForPage('status', async (db) => {
    const found = await statusOf(db, code);
    return found && { ...found, referralBonus: REFERRAL_BONUS };
  });
}

/**
 * POST /api/waitlist/confirm (the confirmation page's button, a plain form): confirms, then sends
 * the browser to the person's status page; a link that confirms nothing goes back to its page,
 * which says why. A page of its own rather than the link's GET: mail scanners follow links, and
 * a third party's signup must not confirm itself.
 */
export async function handleConfirm(request: Request): Promise<Response> {
  const form = await readSmallForm(request);
  if (form instanceof Response) return form;
  const token = form.get('token');
  if (typeof token !== 'string' || !isCode(token)) {
    return new Response('Not a confirmation link', { status: 400 });
  }
  try {
    const { db, relay } = await openedDatabase();
    const result = await confirmSignup(db, relay, token, {
      creditsPerDay: confirmationSettings.creditsPerDay,
    });
    // Where analytics counts the funnel, the status page reports this one confirmation.
    const to =
      result.outcome === 'confirmed'
        ? `${statusPath(result.statusCode)}${analyticsConfig ? CONFIRMED_MARK : ''}`
        : confirmPath(token);
    return new Response(null, {
      status: 303,
      headers: { location: to, 'cache-control': 'no-store' },
    });
  } catch (error) {
    console.error(`A waitlist confirmation failed: ${describeFailure(error)}`);
    return unavailableText();
  }
}
