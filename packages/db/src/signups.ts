/**
 * Signing up and standing in line. A signup is recorded once per mailbox (the caller folds it:
 * mailboxOf in @brp/core): a repeat records nothing, credits no referrer, and answers with the place the person has.
 * Whether the team's notification e-mail went out is kept with the row, so a repeat of a signup
 * whose e-mail failed sends it, and a repeat of a complete one sends none.
 */
import { randomBytes } from 'node:crypto';

import { and, eq, gt, lt, or, sql } from 'drizzle-orm';

import type { Database } from './client.ts';
import { REFERRAL_BONUS, signups, type NewSignup, type Signup } from './schema.ts';

/** What a signup records: the form's fields, its consent and its approximate place, and the
 * mailbox that makes it one person. */
export type SignupInput = Omit<
  NewSignup,
  | 'id'
  | 'mailbox'
  | 'referralCode'
  | 'referredBy'
  | 'credits'
  | 'teamEmailSentAt'
  | 'receipt'
  | 'createdAt'
> & { mailbox: string };

export interface Recorded {
  signup: Signup;
  /** The person was on the list already: nothing new was recorded. */
  alreadyListed: boolean;
  /** Their place in line now, 1 first. */
  place: number;
}

/** 15 random bytes in base32: 24 letters and digits, 120 bits; nothing of the person. */
export function newCode(): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz234567';
  let bits = 0;
  let value = 0;
  let code = '';
  for (const byte of randomBytes(15)) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      code += alphabet[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return code;
}

const queueScore = sql<number>`(${signups.id} - ${REFERRAL_BONUS} * ${signups.credits})`;

/**
 * Any number: the lock new signups take turns under, from taking an id to committing. Without it
 * a signup could count the line before an earlier id committed, and two people would hear the
 * same place. It costs one short transaction at a time (docs/waitlist.md has the load test).
 */
const JOIN_LOCK = 4_711_904;

/**
 * One more than the number of people ahead: a lower queue score; or the same with more credits
 * (a referral passes the people it jumps, not only all but the last); or the same and earlier.
 */
export async function placeOf(
  db: Pick<Database, 'select'>,
  signup: Pick<Signup, 'id' | 'credits'>,
) {
  const score = signup.id - REFERRAL_BONUS * signup.credits;
  const [ahead] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(signups)
    .where(
      or(
        lt(queueScore, score),
        and(
          eq(queueScore, score),
          or(
            gt(signups.credits, signup.credits),
            and(eq(signups.credits, signup.credits), lt(signups.id, signup.id)),
          ),
        ),
      ),
    );
  return (ahead?.count ?? 0) + 1;
}

/**
 * Records a signup unless its mailbox is on the list, crediting the owner of `referralCode` (not
 * the person themselves) for a new one. Safe under any number of concurrent calls for one mailbox.
 */
export async function recordSignup(
  db: Database,
  input: SignupInput,
  referralCode?: string,
): Promise<Recorded> {
  const recorded = await db.transaction(async (tx) => {
    const [existing] = await tx.select().from(signups).where(eq(signups.mailbox, input.mailbox));
    if (existing) return { signup: existing, alreadyListed: true, place: undefined };
    await tx.execute(sql`select pg_advisory_xact_lock(${JOIN_LOCK})`);
    const [referrer] = referralCode
      ? await tx
          .select({ id: signups.id })
          .from(signups)
          .where(eq(signups.referralCode, referralCode))
      : [];
    const [inserted] = await tx
      .insert(signups)
      .values({
        ...input,
        referralCode: newCode(),
        receipt: newCode(),
        referredBy: referrer?.id ?? null,
      })
      .onConflictDoNothing()
      .returning();
    if (!inserted) {
      // Another request recorded the same mailbox meanwhile: theirs is the one.
      const [raced] = await tx
        .select()
        .from(signups)
        .where(or(eq(signups.mailbox, input.mailbox), eq(signups.email, input.email)));
      return { signup: raced!, alreadyListed: true, place: undefined };
    }
    if (referrer) {
      await tx
        .update(signups)
        .set({ credits: sql`${signups.credits} + 1` })
        .where(eq(signups.id, referrer.id));
    }
    // Counted under the lock: every earlier id has committed, no later one has.
    return { signup: inserted, alreadyListed: false, place: await placeOf(tx, inserted) };
  });
  const { signup, alreadyListed } = recorded;
  return { signup, alreadyListed, place: recorded.place ?? (await placeOf(db, signup)) };
}

/** Notes that the team's notification e-mail for the signup of `receipt` went out (the first
 * report counts); false when no signup has that receipt. */
export async function markTeamEmailSent(db: Database, receipt: string): Promise<boolean> {
  const updated = await db
    .update(signups)
    .set({ teamEmailSentAt: sql`coalesce(${signups.teamEmailSentAt}, now())` })
    .where(eq(signups.receipt, receipt))
    .returning({ id: signups.id });
  return updated.length > 0;
}
