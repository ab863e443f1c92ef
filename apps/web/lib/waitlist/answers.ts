import type { ProofVerdict } from '../proof-of-work/challenge';

/** The waitlist routes' answers: JSON, never stored by a cache in front or the browser. */
const NOT_STORED = { 'cache-control': 'no-store' };

export function json(status: number, body: unknown, headers: HeadersInit = {}): Response {
  return Response.json(body, { status, headers: { ...NOT_STORED, ...headers } });
}

/** A refusal that says what is wrong: `fields` maps a field to the message to show under it
 * (a field without one is left out). */
export function refusal(
  status: number,
  message: string,
  fields: Partial<Record<string, string>> = {},
  headers: HeadersInit = {},
): Response {
  return json(status, { error: message, fields }, headers);
}

/** What a waitlist route says while its database cannot answer. */
const UNAVAILABLE = 'The waitlist is unavailable; try again shortly';

/** 503, try again in 30 s, as JSON. */
export const unavailable = () => refusal(503, UNAVAILABLE, {}, { 'retry-after': '30' });

/** The same as text, for the routes a page's form posts to. */
export const unavailableText = () =>
  new Response(UNAVAILABLE, { status: 503, headers: { 'retry-after': '30' } });

/**
 * A submission whose proof of work did not check out: 403, and why in `proof`, so the form can
 * solve a new challenge and send once more (one expired while its visitor was away, say).
 */
export const proofRefused = (verdict: Exclude<ProofVerdict, 'solved'>) =>
  json(403, {
    error: `The form's proof of work is ${PROOF_WORDS[verdict]}: reload the page and try again`,
    fields: {},
    proof: verdict,
  });

const PROOF_WORDS = {
  missing: 'missing',
  wrong: 'not one of this site’s',
  expired: 'too old',
  used: 'spent already',
} as const;
