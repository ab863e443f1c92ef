import 'server-only';

import { sharedSecret, spendChallenge } from '@brp/db';

import { waitlistSettings } from '../env';
import { openedDatabase } from '../waitlist/service';

import { type ChallengeForm, type ChallengeKeys, checkProof, newChallenge } from './challenge';

let keys: Promise<ChallengeKeys> | undefined;

/**
 * The keys challenges are signed with, kept in the database every server shares (made by the
 * first that asks, read once per process): a challenge one server made checks out on another,
 * with nothing to configure. A failed read is not kept: the next request tries again.
 */
function challengeKeys(): Promise<ChallengeKeys> {
  keys ??= (async () => {
    const { db } = await openedDatabase();
    const [signature, key] = await Promise.all([
      sharedSecret(db, 'proof-of-work'),
      sharedSecret(db, 'proof-of-work-key'),
    ]);
    return { signature, key };
  })().catch((error: unknown) => {
    keys = undefined;
    throw error;
  });
  return keys;
}

/** A new challenge for `form`, at this server's difficulty (WAITLIST_CHALLENGE_DIFFICULTY). */
export async function challengeFor(form: ChallengeForm) {
  return newChallenge(form, waitlistSettings.challengeDifficulty, await challengeKeys());
}

/** Checks a submission's proof of work for `form`, spending it in the shared database. */
export async function proofFor(payload: unknown, form: ChallengeForm) {
  const { db } = await openedDatabase();
  return checkProof(payload, form, await challengeKeys(), (id, expiresAt) =>
    spendChallenge(db, id, expiresAt),
  );
}
