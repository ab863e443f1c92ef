import 'server-only';

import { spendChallenge } from '@brp/db';

import { waitlistSettings } from '../env';
import { openedDatabase } from '../waitlist/service';

import {
  type ChallengeForm,
  type ChallengeKeys,
  checkProof,
  newChallenge,
  PROOF_OF_WORK_SECRETS,
} from './challenge';

/**
 * The keys challenges are signed with, kept in the database every server shares (made by the
 * first that asks) and read once per process, as the database opens (lib/waitlist/database.ts):
 * a challenge one server made checks out on another, with nothing to configure, and challenges
 * are made while the database is down.
 */
async function challengeKeys(): Promise<ChallengeKeys> {
  const opened = await openedDatabase();
  const [signature, key] = await Promise.all(PROOF_OF_WORK_SECRETS.map(opened.secret));
  return { signature: signature!, key: key! };
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
