/**
 * What the forms' proof-of-work challenges need from the database every server shares: the key
 * they are signed with (so a challenge one server made verifies on another, with nothing to
 * configure), and the challenges already spent (so a solution counts once).
 */
import { randomBytes } from 'node:crypto';

import { eq, lt } from 'drizzle-orm';

import type { Database } from './database.ts';
import { siteSecrets, spentChallenges } from './schema.ts';

/**
 * The secret named `name`, made (32 random bytes, hex) by the first server that asks: servers
 * racing to make it all read the one that was kept.
 */
export async function sharedSecret(db: Database, name: string): Promise<string> {
  await db
    .insert(siteSecrets)
    .values({ name, value: randomBytes(32).toString('hex') })
    .onConflictDoNothing();
  const [kept] = await db
    .select({ value: siteSecrets.value })
    .from(siteSecrets)
    .where(eq(siteSecrets.name, name));
  if (!kept) throw new Error(`The shared secret ${name} could not be kept.`);
  return kept.value;
}

/**
 * Marks the challenge `id` spent until it expires: true the first time, false for every later
 * attempt (one statement: two submissions of one solution at once cannot both pass).
 */
export async function spendChallenge(db: Database, id: string, expiresAt: Date): Promise<boolean> {
  const spent = await db
    .insert(spentChallenges)
    .values({ id, expiresAt })
    .onConflictDoNothing()
    .returning({ id: spentChallenges.id });
  return spent.length > 0;
}

/** Forgets spent challenges that have expired: an expired one is refused for its age anyway. */
export async function forgetExpiredChallenges(db: Database, now = new Date()): Promise<void> {
  await db.delete(spentChallenges).where(lt(spentChallenges.expiresAt, now));
}
