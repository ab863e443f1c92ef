import { describeFailure } from '@brp/db';
import type { Challenge } from 'altcha-lib';

import { json, refusal, unavailable } from '../waitlist/answers';

import { type ChallengeForm, isChallengeForm } from './challenge';

/**
 * GET /api/challenge?form=<form>: a new challenge for that form, never stored by a cache (each is
 * single-use). Making one costs one key derivation and stores nothing, so it needs no limit of
 * its own: the submission it is for is limited. 400 for a form that asks for none; 503 while the
 * database that keeps the signing keys cannot be reached.
 */
export async function handleChallenge(
  request: Request,
  challengeFor: (form: ChallengeForm) => Promise<Challenge>,
): Promise<Response> {
  const form = new URL(request.url).searchParams.get('form');
  if (!isChallengeForm(form)) {
    return refusal(400, 'Name the form the challenge is for: ?form=waitlist');
  }
  try {
    return json(200, await challengeFor(form));
  } catch (error) {
    console.error(`A proof-of-work challenge could not be made: ${describeFailure(error)}`);
    return unavailable();
  }
}
