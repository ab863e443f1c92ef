/**
 * Confirmations through the site's API under load: people signed up beforehand (seeded in the
 * table with links whose tokens this process knows), each connection then following one link
 * after another as the confirmation page's button does (`POST /api/waitlist/confirm`). A 303 to
 * the person's status page is a confirmation acknowledged.
 */
import { randomBytes } from 'node:crypto';

import type { Sql } from 'postgres';

import { postUnderLoad } from './throughput.ts';

export interface ConfirmLoadResult {
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Connection errors, timeouts and answers other than the status page's redirect. */
  errors: number;
  /** The addresses confirmed, each with the moment it was (ms since the epoch). */
  acknowledged: Map<string, number>;
}

/** The address of the person a token confirms, as seedUnconfirmed makes them. */
const addressOf = (token: string) => `c-${token}@brp-loadtest.dev`;

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

/** A link's token as the site makes them: 24 letters and digits of base32. */
const token = () => [...randomBytes(24)].map((byte) => BASE32[byte & 31]).join('');

/** The token `t` with each letter moved `by` places along the alphabet: another code of the
 * site's shape, as unique as the token (the welcome mail refuses a code of any other shape). */
const shifted = (by: number) =>
  `translate(t, '${BASE32}', '${BASE32.slice(by)}${BASE32.slice(0, by)}')`;

/** Seeds `count` unconfirmed signups, each with a working link; their tokens. */
export async function seedUnconfirmed(sql: Sql, count: number): Promise<string[]> {
  const tokens = Array.from({ length: count }, token);
  await sql.unsafe(
    `INSERT INTO signups (email, mailbox, name, location, type, notify, consent_text, consented_at,
       referral_code, receipt, status_code, leave_code, confirm_token_hash, confirm_by)
     SELECT 'c-' || t || '@brp-loadtest.dev', 'c-' || t || '@brp-loadtest.dev', 'Load Test',
       'Portland', 'user', true, 'Notify me', now(), ${shifted(1)}, 'p' || t, ${shifted(2)},
       ${shifted(3)},
       encode(sha256(convert_to(t, 'UTF8')), 'hex'), now() + interval '7 days'
     FROM unnest($1::text[]) AS t`,
    [tokens],
  );
  return tokens;
}

export async function loadConfirmations(
  siteUrl: string,
  tokens: string[],
  load: { connections: number; seconds: number },
): Promise<ConfirmLoadResult> {
  let next = 0;
  const acknowledged = new Map<string, number>();
  let refused = 0;
  const result = await postUnderLoad<{ token?: string }>(siteUrl, {
    ...load,
    path: '/api/waitlist/confirm',
    contentType: 'application/x-www-form-urlencoded',
    // Past the seeded links a used one is sent again: it answers as used, an error here.
    body: (context) => {
      context.token = tokens[next++ % tokens.length]!;
      return `token=${context.token}`;
    },
    onResponse: (status, _body, { token }) => {
      if (status === 303 && token) acknowledged.set(addressOf(token), Date.now());
      else refused += 1;
    },
  });
  return {
    perSecond: acknowledged.size / result.duration,
    p50Ms: result.p50Ms,
    p99Ms: result.p99Ms,
    errors: result.errors + result.timeouts + refused,
    acknowledged,
  };
}
