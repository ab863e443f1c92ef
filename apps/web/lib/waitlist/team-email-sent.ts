import { REFERRAL_CODE_PATTERN } from '@brp/core/waitlist-mail';
import { type Database, describeFailure, reportTeamEmailSent } from '@brp/db';

import type { RateLimit } from '../rate-limits/limits';

import { refusal, unavailable } from './answers';
import { readJson } from './read-json';

/** `{"receipt":"…"}` and little room to spare. */
const MAX_BYTES = 256;

/**
 * POST /api/waitlist/sent: the form reports that the team's e-mail for a signup went out, with the
 * receipt the signup's answer carried, so the team sees which signups they heard of. 204 whether
 * or not a signup holds the receipt (a repeat's receipt is made up, signup.ts), after the same
 * work either way (one row written, @brp/db's reportTeamEmailSent), so neither the answer nor its
 * time tells a listed address from a new one; and a client may report only so many an hour.
 */
export async function handleTeamEmailSent(
  request: Request,
  clientAddress: string,
  { limit, database }: { limit: RateLimit; database: () => Promise<Database> },
): Promise<Response> {
  const verdict = await limit(clientAddress);
  if (!verdict.allowed) {
    return refusal(
      429,
      'Too many reports from this address; try again later',
      {},
      { 'retry-after': String(verdict.retryAfterSeconds) },
    );
  }
  const read = await readJson(request, MAX_BYTES);
  if ('refused' in read) return read.refused;
  const receipt = (read.body as { receipt?: unknown } | null)?.receipt;
  // Receipts are made like referral codes (24 letters and digits of base32).
  if (typeof receipt !== 'string' || !REFERRAL_CODE_PATTERN.test(receipt)) {
    return refusal(400, 'Send the receipt the signup answered with', { receipt: 'Not a receipt' });
  }
  try {
    await reportTeamEmailSent(await database(), receipt);
    return new Response(null, { status: 204, headers: { 'cache-control': 'no-store' } });
  } catch (error) {
    console.error(`A sent team e-mail could not be noted: ${describeFailure(error)}`);
    return unavailable();
  }
}
