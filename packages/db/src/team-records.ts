/**
 * What the team's tool keeps beyond the list itself: the record of their actions (who did what,
 * when; never to whom), the referrals flagged as a burst from one network, and voiding a credit.
 */
import { createHash, randomBytes } from 'node:crypto';

import { and, desc, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';

import type { Database } from './client.ts';
import { forgetUnrelayedEvents } from './webhook-relay.ts';
import { forgetExpiredChallenges } from './challenges.ts';
import {
  invitationBatches,
  mailBudget,
  networkSalts,
  signups,
  teamActions,
  teamEmailReports,
  type Signup,
} from './schema.ts';

export type TeamAction = (typeof teamActions.$inferSelect)['action'];

/** Referees of one referrer from one network on one day that make a burst the team is shown. */
export const BURST_REFEREES = 3;

/** How long the record of the team's actions is kept. */
export const TEAM_ACTIONS_KEPT_DAYS = 730;

/** How many referrers the flagged list shows, and actions the record shows, newest first. */
const LISTED = 50;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Notes that `member` did `action` now. */
export async function recordTeamAction(
  db: Pick<Database, 'insert'>,
  member: string,
  action: TeamAction,
): Promise<void> {
  await db.insert(teamActions).values({ member, action });
}

/** The newest of the team's actions, newest first. */
export async function teamActionLog(db: Database) {
  return db.select().from(teamActions).orderBy(desc(teamActions.id)).limit(LISTED);
}

/** The fields of a person the flagged list shows: who, and what they earned or gave. */
const PERSON = {
  id: signups.id,
  email: signups.email,
  name: signups.name,
  createdAt: signups.createdAt,
  confirmedAt: signups.confirmedAt,
  credits: signups.credits,
  credited: signups.credited,
  creditVoidedAt: signups.creditVoidedAt,
  referredBy: signups.referredBy,
  networkKey: signups.networkKey,
};

type Person = Pick<Signup, keyof typeof PERSON>;

export interface FlaggedReferrer {
  referrer: Omit<Person, 'networkKey' | 'referredBy'>;
  /** Their friends that came in a burst from one network, oldest first. */
  referees: Omit<Person, 'networkKey' | 'referredBy' | 'credits'>[];
}

/**
 * The referrers who had BURST_REFEREES or more friends sign up from one network on one day, most
 * recent burst first, with those friends: what the team looks at before voiding a credit.
 */
export async function flaggedReferrers(db: Database): Promise<FlaggedReferrer[]> {
  const bursts = await db
    .select({ referrer: signups.referredBy, networkKey: signups.networkKey })
    .from(signups)
    .where(and(isNotNull(signups.referredBy), isNotNull(signups.networkKey)))
    .groupBy(signups.referredBy, signups.networkKey)
    .having(sql`count(*) >= ${BURST_REFEREES}`)
    .orderBy(desc(sql`max(${signups.id})`))
    .limit(LISTED);
  if (!bursts.length) return [];
  const referrerIds = [...new Set(bursts.map((burst) => burst.referrer!))];
  const keys = new Set(bursts.map((burst) => `${burst.referrer} ${burst.networkKey}`));
  const [referrers, friends] = await Promise.all([
    db.select(PERSON).from(signups).where(inArray(signups.id, referrerIds)),
    db
      .select(PERSON)
      .from(signups)
      .where(
        inArray(
          signups.networkKey,
          bursts.map((burst) => burst.networkKey!),
        ),
      )
      .orderBy(signups.id),
  ]);
  return referrerIds.flatMap((id) => {
    const found = referrers.find((person) => person.id === id);
    if (!found) return [];
    const { networkKey: _key, referredBy: _by, ...referrer } = found;
    const referees = friends
      .filter(
        (friend) =>
          friend.referredBy === id && keys.has(`${friend.referredBy} ${friend.networkKey}`),
      )
      .map(({ networkKey: _k, referredBy: _r, credits: _c, ...friend }) => friend);
    return [{ referrer, referees }];
  });
}

/**
 * Takes back the credit the confirmation of `refereeId` gave its referrer, and notes who did;
 * false when it gave none (unconfirmed, past the cap, voided already, or gone).
 */
export async function voidCredit(
  db: Database,
  refereeId: number,
  member: string,
  now = new Date(),
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [referee] = await tx
      .update(signups)
      .set({ credited: false, creditVoidedAt: now })
      .where(and(eq(signups.id, refereeId), eq(signups.credited, true)))
      .returning({ referredBy: signups.referredBy });
    if (!referee) return false;
    if (referee.referredBy !== null) {
      await tx
        .update(signups)
        .set({ credits: sql`greatest(${signups.credits} - 1, 0)` })
        .where(eq(signups.id, referee.referredBy));
    }
    await recordTeamAction(tx, member, 'void');
    return true;
  });
}

/**
 * The key of a client's network (its IPv4 /24 or IPv6 /48, as the caller gives it) for a signup
 * recorded on `now`'s UTC day: hashed under that day's salt, made by the first signup that needs
 * it (servers racing to make it keep the first).
 */
export async function networkKeyOf(
  tx: Pick<Database, 'insert' | 'select'>,
  network: string,
  now = new Date(),
): Promise<string> {
  return keyOf(await saltOf(tx, utcDay(now)), network);
}

/** The salt of `day`, made by the first signup that needs it (a race keeps the first). */
async function saltOf(tx: Pick<Database, 'insert' | 'select'>, day: string): Promise<string> {
  await tx
    .insert(networkSalts)
    .values({ day, salt: randomBytes(16).toString('hex') })
    .onConflictDoNothing();
  const [kept] = await tx
    .select({ salt: networkSalts.salt })
    .from(networkSalts)
    .where(eq(networkSalts.day, day));
  return kept!.salt;
}

const keyOf = (salt: string, network: string) =>
  createHash('sha256').update(`${salt}|${network}`).digest('base64url').slice(0, 22);

/** Each database's salt of the day, once read: a referred signup then costs no extra statement. */
const saltsKept = new WeakMap<Database, { day: string; salt: string }>();

/** networkKeyOf for a signup outside a transaction, with the day's salt read once per server. */
export async function networkKeyFor(db: Database, network: string, now = new Date()) {
  const day = utcDay(now);
  let kept = saltsKept.get(db);
  if (kept?.day !== day) {
    kept = { day, salt: await saltOf(db, day) };
    saltsKept.set(db, kept);
  }
  return keyOf(kept.salt, network);
}

/**
 * Forgets what is kept no longer: network salts from before yesterday (UTC), the team's actions
 * and invitation batches older than TEAM_ACTIONS_KEPT_DAYS, the team e-mail reports and the mail budget's hours older
 * than a day, and expired spent challenges. The retention task runs it hourly.
 */
export async function forgetOldRecords(db: Database, now = new Date()): Promise<void> {
  const dayAgo = new Date(now.getTime() - DAY_MS);
  await db.delete(networkSalts).where(lt(networkSalts.day, utcDay(now, -1)));
  const recordsFrom = new Date(now.getTime() - TEAM_ACTIONS_KEPT_DAYS * DAY_MS);
  await db.delete(teamActions).where(lt(teamActions.at, recordsFrom));
  await db.delete(invitationBatches).where(lt(invitationBatches.at, recordsFrom));
  await db.delete(teamEmailReports).where(lt(teamEmailReports.reportedAt, dayAgo));
  await db.delete(mailBudget).where(lt(mailBudget.hour, dayAgo));
  await forgetExpiredChallenges(db, now);
  await forgetUnrelayedEvents(db, now);
}

/** The UTC day `offset` days from `now`, as YYYY-MM-DD. */
export function utcDay(now: Date, offset = 0): string {
  return new Date(now.getTime() + offset * DAY_MS).toISOString().slice(0, 10);
}
