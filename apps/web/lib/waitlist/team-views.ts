import { mailboxOf } from '@brp/core/mailbox';
import { emailIdentity } from '@brp/core/validation';
import { FIELD_LIMITS } from '@brp/core/field-limits';
import {
  allSignups,
  type Database,
  eraseSignup,
  newest,
  placeOf,
  searchByEmail,
  type Signup,
  signupsPerDay,
  totals,
} from '@brp/db';

import { json, refusal } from './answers';
import { signupsCsv } from './csv';
import { readJson } from './read-json';

/** What only the person may hold: their links' codes (status, confirmation) and the receipt. */
type Secret = 'receipt' | 'statusCode' | 'confirmTokenHash';

/** A signup as the studio's tool shows it: every field but the person's secrets, with its place
 * now (null while unconfirmed: not in line). */
type SignupView = Omit<Signup, Secret> & { place: number | null };

async function withPlaces(db: Database, rows: Signup[]): Promise<SignupView[]> {
  return Promise.all(
    rows.map(
      async ({ receipt: _receipt, statusCode: _status, confirmTokenHash: _token, ...signup }) => ({
        ...signup,
        place: signup.confirmedAt ? await placeOf(db, signup) : null,
      }),
    ),
  );
}

/** GET summary: the totals, signups per day and the newest signups. */
export async function summary(db: Database): Promise<Response> {
  const [counted, perDay, latest] = await Promise.all([totals(db), signupsPerDay(db), newest(db)]);
  return json(200, { totals: counted, perDay, newest: await withPlaces(db, latest) });
}

/** POST search {"email"}: the signups whose e-mail contains the text. */
export async function search(db: Database, request: Request): Promise<Response> {
  const read = await readJson(request, 1024);
  if ('refused' in read) return read.refused;
  const email = (read.body as { email?: unknown } | null)?.email;
  const text = emailIdentity(typeof email === 'string' ? email : '');
  if (!text) return refusal(400, 'Give part of an e-mail to search for', { email: 'Required' });
  if (text.length > FIELD_LIMITS.email) {
    return refusal(400, 'No e-mail is that long', { email: 'Too long' });
  }
  return json(200, { signups: await withPlaces(db, await searchByEmail(db, text)) });
}

/** GET export: every signup as CSV, streamed. */
export function exportCsv(db: Database, today = new Date()): Response {
  const day = today.toISOString().slice(0, 10);
  return new Response(signupsCsv(allSignups(db)), {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="waitlist-${day}.csv"`,
      'cache-control': 'no-store',
    },
  });
}

/** POST erase {"email"}: deletes one person's signup, on their request. */
export async function erase(db: Database, request: Request): Promise<Response> {
  const read = await readJson(request, 1024);
  if ('refused' in read) return read.refused;
  const email = (read.body as { email?: unknown } | null)?.email;
  if (typeof email !== 'string' || !email.trim()) {
    return refusal(400, 'Name the e-mail to erase', { email: 'Required' });
  }
  const erased = await eraseSignup(db, { email: emailIdentity(email), mailbox: mailboxOf(email) });
  if (erased) console.info('A waitlist signup was erased on request.');
  return json(200, { erased });
}
