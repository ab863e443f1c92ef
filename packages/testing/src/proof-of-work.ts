/**
 * A client's side of the forms' proof of work, for tests that post to the site as a script would:
 * the challenge solved by `altcha-lib` (the same protocol as the browser's solver), into the
 * payload a form sends. Tests run the site at a low WAITLIST_CHALLENGE_DIFFICULTY, so a solve
 * takes milliseconds.
 */
import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

/** The payload a form sends for `challenge`, solved. */
export async function solvedPayload(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('The challenge was not solved in time.');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** A challenge for `form` from the site at `origin`, solved: what its form would send. */
export async function proofFrom(origin: string, form = 'waitlist'): Promise<string> {
  // A hang guard: a challenge the server never answers fails here, named.
  const response = await fetch(`${origin}/api/challenge?form=${form}`, {
    signal: AbortSignal.timeout(60_000),
  });
  if (!response.ok) throw new Error(`GET /api/challenge answered ${response.status}`);
  return solvedPayload((await response.json()) as Challenge);
}
