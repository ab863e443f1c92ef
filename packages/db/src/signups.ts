/**
 * Signing up, confirming and standing in line. A signup is recorded once per mailbox (the caller
 * folds it: mailboxOf in @brp/core) and queues the mail that asks its person to confirm; a repeat
 * records nothing and queues their own e-mail again. Only a confirmation puts a person in line and
 * credits who referred them. Whether the team's notification e-mail went out is kept with the row.
 */
import { createHash, randomBytes } from 'node:crypto';

import { and, eq, gt, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';

import type { Database } from './client.ts';
import type { MailQueue } from './mail-queue.ts';
import { REFERRAL_BONUS, signups, type NewSignup, type Signup } from './schema.ts';
import { networkKeyOf } from './team-records.ts';

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
  | 'confirmTokenHash'
  | 'confirmBy'
  | 'statusCode'
  | 'networkKey'
  | 'creditVoidedAt'
> & { mailbox: string };

export interface Recorded {
  signup: Signup;
  /** The person was on the list already: nothing new was recorded. */
  alreadyListed: boolean;
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
 * One more than the number of confirmed people ahead: a lower queue score; or the same with more
 * credits (a referral passes the people it jumps, not only all but the last); or the same and
 * earlier. Asked of a confirmed person.
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
      and(
        isNotNull(signups.confirmedAt),
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
      ),
    );
  return (ahead?.count ?? 0) + 1;
}

/**
 * Records a signup unless its mailbox is on the list, naming the owner of `referralCode` as its
 * referrer (credited once it confirms), and queues the mail that asks its person to confirm; for
 * a mailbox on the list, records nothing and queues their own e-mail again (throttled). Safe
 * under any number of concurrent calls for one mailbox. Without a mail queue (a server that
 * lists signups unasked, WAITLIST_TRUST_UNCONFIRMED_ADDRESSES), the input's `confirmedAt` stands
 * and its referrer is credited at once.
 */
export async function recordSignup(
  db: Database,
  mail: MailQueue | null,
  input: SignupInput,
  referralCode?: string,
  /** The client's network (clientNetwork in the site): kept, as a key, on referred signups. */
  network?: string,
): Promise<Recorded> {
  // A new address and one on the list take the same steps (the lock, the insert its uniqueness
  // refuses), so the time of the answer says nothing about whether an address is listed.
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${JOIN_LOCK})`);
    const [referrer] = referralCode
      ? await tx
          .select({ id: signups.id })
          .from(signups)
          .where(eq(signups.referralCode, referralCode))
      : [];
    const networkKey = referrer && network ? await networkKeyOf(tx, network) : null;
    const [inserted] = await tx
      .insert(signups)
      .values({
        ...input,
        referralCode: newCode(),
        receipt: newCode(),
        statusCode: newCode(),
        referredBy: referrer?.id ?? null,
        networkKey,
      })
      .onConflictDoNothing()
      .returning();
    if (!inserted) {
      // On the list already (or recorded by another request meanwhile): that row is the one.
      const [raced] = await tx
        .select()
        .from(signups)
        .where(or(eq(signups.mailbox, input.mailbox), eq(signups.email, input.email)));
      await mail?.enqueue(tx, { kind: 'again', signupId: raced!.id });
      return { signup: raced!, alreadyListed: true };
    }
    if (mail) await mail.enqueue(tx, { kind: 'confirm', signupId: inserted.id });
    else if (inserted.confirmedAt && referrer) {
      await tx.update(signups).set({ credited: true }).where(eq(signups.id, inserted.id));
      await credit(tx, referrer.id);
    }
    return { signup: inserted, alreadyListed: false };
  });
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Credits the referrer `id` unless they earned `cap` credits in the 24 hours before `now`; whether
 * it did. Their row is locked first, so concurrent confirmations count one another.
 */
async function creditUnderCap(
  tx: Pick<Database, 'select' | 'update'>,
  id: number,
  now: Date,
  cap: number,
): Promise<boolean> {
  const [referrer] = await tx
    .select({ id: signups.id })
    .from(signups)
    .where(eq(signups.id, id))
    .for('update');
  if (!referrer) return false;
  const [recent] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(signups)
    .where(
      and(
        eq(signups.referredBy, id),
        eq(signups.credited, true),
        gt(signups.confirmedAt, new Date(now.getTime() - DAY_MS)),
      ),
    );
  if ((recent?.count ?? 0) >= cap) return false;
  await credit(tx, id);
  return true;
}

/** One more confirmed friend for the referrer `id`. */
async function credit(tx: Pick<Database, 'update'>, id: number): Promise<void> {
  await tx
    .update(signups)
    .set({ credits: sql`${signups.credits} + 1` })
    .where(eq(signups.id, id));
}

/** What a confirmation link's token is stored as: its SHA-256, in hex. */
function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Sets a new confirmation token on an unconfirmed signup, valid until `confirmBy` (the previous
 * link stops working). Undefined when the signup is gone or confirmed.
 */
export async function issueConfirmation(
  db: Database,
  signupId: number,
  token: string,
  confirmBy: Date,
): Promise<Signup | undefined> {
  const [signup] = await db
    .update(signups)
    .set({ confirmTokenHash: tokenHash(token), confirmBy })
    .where(and(eq(signups.id, signupId), isNull(signups.confirmedAt)))
    .returning();
  return signup;
}

/** Credits one referrer may earn per 24 hours unless the server says otherwise: a person with a
 * real following reaches it on a good day; a script with made-up friends gains no more. */
const DEFAULT_CREDITS_PER_DAY = 10;

export interface ConfirmOptions {
  now?: Date;
  /** WAITLIST_CREDITS_PER_DAY. */
  creditsPerDay?: number;
}

export type Confirmation =
  { outcome: 'confirmed'; statusCode: string } | { outcome: 'used' | 'expired' | 'unknown' };

/**
 * Confirms the signup whose newest link carries `token`: it joins the line, its referrer earns a
 * credit (up to their daily cap), and their welcome mail (place, links) is queued, in one
 * transaction. A link followed again, expired, replaced by a newer one or made up confirms
 * nothing and says which.
 */
export async function confirmSignup(
  db: Database,
  mail: MailQueue,
  token: string,
  { now = new Date(), creditsPerDay = DEFAULT_CREDITS_PER_DAY }: ConfirmOptions = {},
): Promise<Confirmation> {
  return db.transaction(async (tx) => {
    const [signup] = await tx
      .select()
      .from(signups)
      .where(eq(signups.confirmTokenHash, tokenHash(token)))
      .for('update');
    if (!signup) return { outcome: 'unknown' };
    if (signup.confirmedAt) return { outcome: 'used' };
    if (!signup.confirmBy || signup.confirmBy <= now) return { outcome: 'expired' };
    const credited =
      signup.referredBy !== null &&
      (await creditUnderCap(tx, signup.referredBy, now, creditsPerDay));
    await tx.update(signups).set({ confirmedAt: now, credited }).where(eq(signups.id, signup.id));
    await mail.enqueue(tx, { kind: 'welcome', signupId: signup.id });
    return { outcome: 'confirmed', statusCode: signup.statusCode };
  });
}

/** What following the link of `token` would do now, without doing it. */
export async function confirmationState(
  db: Database,
  token: string,
  now = new Date(),
): Promise<'pending' | 'used' | 'expired' | 'unknown'> {
  const [signup] = await db
    .select({ confirmedAt: signups.confirmedAt, confirmBy: signups.confirmBy })
    .from(signups)
    .where(eq(signups.confirmTokenHash, tokenHash(token)));
  if (!signup) return 'unknown';
  if (signup.confirmedAt) return 'used';
  return signup.confirmBy && signup.confirmBy > now ? 'pending' : 'expired';
}

/** A signup by id, with its place when confirmed: what a mail about it needs. */
export async function signupById(
  db: Database,
  id: number,
): Promise<{ signup: Signup; place?: number } | undefined> {
  const [signup] = await db.select().from(signups).where(eq(signups.id, id));
  if (!signup) return undefined;
  return { signup, place: signup.confirmedAt ? await placeOf(db, signup) : undefined };
}

/** A confirmed person's standing, by their private status code. */
export async function statusOf(
  db: Database,
  statusCode: string,
): Promise<{ signup: Signup; place: number } | undefined> {
  const [signup] = await db
    .select()
    .from(signups)
    .where(and(eq(signups.statusCode, statusCode), isNotNull(signups.confirmedAt)));
  return signup ? { signup, place: await placeOf(db, signup) } : undefined;
}

/**
 * Erases the unconfirmed signups whose link expired before `now` (the retention period,
 * WAITLIST_UNCONFIRMED_DAYS); how many.
 */
export async function eraseUnconfirmed(db: Database, now = new Date()): Promise<number> {
  const erased = await db
    .delete(signups)
    .where(and(isNull(signups.confirmedAt), lt(signups.confirmBy, now)))
    .returning({ id: signups.id });
  return erased.length;
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
