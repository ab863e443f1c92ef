/**
 * A person's own pages, each reached by a private link in a mail (the waitlist's confirmation,
 * status and leave pages, a support message's erase page): the shape of the link's code, the
 * small form the page posts, and what the page reads.
 */
import 'server-only';

import { REFERRAL_CODE_PATTERN } from '@brp/core/waitlist-mail';
import { type Database, describeFailure } from '@brp/db';

import { BodyTooLarge, readCappedBody } from '../http/read-capped-body';
import { openedDatabase } from '../waitlist/service';

/** Tokens and status codes are made like referral codes: 24 letters and digits of base32. */
export const isCode = (value: string) => REFERRAL_CODE_PATTERN.test(value);

/**
 * The form such a page posts (`token=` or `code=`, 24 letters, and little room to spare):
 * nothing larger is read, and a larger body is a 413. A body cut off reads as empty.
 */
export async function readLinkForm(request: Request): Promise<URLSearchParams | Response> {
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
 * What such a page reads from the database, or `unavailable` when the database cannot answer:
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
    console.error(`The ${page} page could not be read: ${describeFailure(error)}`);
    return 'unavailable';
  }
}
