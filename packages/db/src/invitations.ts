/**
 * Inviting an area's people to the pilot, from the team's Readiness view: the next N confirmed
 * people of an area and kind, in line order, never invited before. One transaction marks them
 * invited, records the batch and the team's action, queues one invitation mail each and the
 * `waitlist.invited` events; batches run one at a time (a transaction-scoped advisory lock), so
 * two members clicking at once invite the next N and the N after, nobody twice. The mail's link
 * accepts once (`waitlist.accepted`).
 */

import { fromDrizzle, type DrizzleTransactionLike } from 'pg-boss';
import { and, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

import type { Database } from './client.ts';
import { placesOf } from './line.ts';
import { prepared } from './prepared.ts';
import { MAIL_QUEUE, mailJob, type MailQueue } from './mail-queue.ts';
import { QUEUE_KEY_COLUMNS } from './queue-key.ts';
import { invitationBatches, signups, teamActions, webhookEvents, type Signup } from './schema.ts';
import { tokenHash } from './signups.ts';

/** An area as Readiness lists it: a city the server placed people in, or one ZIP code there. */
export interface InvitationArea {
  country: string | null;
  city: string | null;
  /** Null: the whole city. */
  postalCode: string | null;
}

export interface InvitationAsk extends InvitationArea {
  type: Signup['type'];
  count: number;
}

/** Someone the next batch would invite, as the team's preview lists them. */
export interface Invitee {
  id: number;
  name: string;
  email: string;
  postalCode: string | null;
  place: number;
  confirmedAt: Date;
}

/** The key of the lock that makes batches take turns (any number, the same on every server). */
const BATCH_LOCK = 0x696e_7669;

/** The same value, where null (nowhere the server could place them) is a value too. */
const same = (column: AnyPgColumn, value: string | null): SQL =>
  value === null ? isNull(column) : eq(column, value);

function invitable({ country, city, postalCode, type }: Omit<InvitationAsk, 'count'>) {
  return and(
    isNotNull(signups.lineNumber),
    isNull(signups.invitedAt),
    eq(signups.type, type),
    same(signups.geoCountry, country),
    same(signups.geoCity, city),
    postalCode === null ? undefined : eq(signups.postalCode, postalCode),
  );
}

const LINE_ORDER = sql.raw(QUEUE_KEY_COLUMNS);

/** The people the next batch of `ask` would invite, best placed first: a preview, changing
 * nothing. */
export async function nextToInvite(db: Database, ask: InvitationAsk): Promise<Invitee[]> {
  const rows = await db
    .select({
      id: signups.id,
      name: signups.name,
      email: signups.email,
      postalCode: signups.postalCode,
      lineNumber: signups.lineNumber,
      confirmedAt: signups.confirmedAt,
    })
    .from(signups)
    .where(invitable(ask))
    .orderBy(LINE_ORDER)
    .limit(ask.count);
  const places = await placesOf(
    db,
    rows.map(({ lineNumber }) => lineNumber!),
  );
  return rows.map(({ lineNumber, confirmedAt, ...person }) => ({
    ...person,
    place: places.get(lineNumber!) ?? 0,
    confirmedAt: confirmedAt!,
  }));
}

export interface InvitationBatch {
  id: number;
  invited: number;
}

/**
 * Invites the next `ask.count` people of the area and kind, as `member`, in one transaction (see
 * the module's note). Fewer when the area has fewer left; none, and no batch, when it has none.
 */
export function inviteNext(
  db: Database,
  mail: MailQueue,
  ask: InvitationAsk,
  member: string,
  now = new Date(),
): Promise<InvitationBatch> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${BATCH_LOCK})`);
    const chosen = await tx
      .select({ id: signups.id })
      .from(signups)
      .where(invitable(ask))
      .orderBy(LINE_ORDER)
      .limit(ask.count)
      .for('update');
    const [batch] = await tx
      .insert(invitationBatches)
      .values({
        at: now,
        member,
        country: ask.country,
        city: ask.city,
        postalCode: ask.postalCode,
        type: ask.type,
        asked: ask.count,
        invited: chosen.length,
      })
      .returning({ id: invitationBatches.id });
    await tx
      .insert(teamActions)
      .values({ at: now, member, action: 'invite', detail: batchDetail(ask, chosen.length) });
    if (!chosen.length) return { id: batch!.id, invited: 0 };
    const ids = chosen.map(({ id }) => id);
    await tx
      .update(signups)
      .set({ invitedAt: now, invitationBatch: batch!.id })
      .where(sql`${signups.id} = ANY(${sql.param(ids)}::bigint[])`);
    await tx
      .insert(webhookEvents)
      .values(ids.map((signupId) => ({ type: 'waitlist.invited' as const, signupId, at: now })));
    await mail.boss.insert(
      MAIL_QUEUE,
      ids.map((signupId) => mailJob({ kind: 'invitation', signupId } as const)),
      { db: fromDrizzle(tx as DrizzleTransactionLike, sql) },
    );
    return { id: batch!.id, invited: ids.length };
  });
}

/** A batch as the team's record names it: how many of which kind, of how many asked, where. */
function batchDetail({ country, city, postalCode, type, count }: InvitationAsk, invited: number) {
  const place = [postalCode, city, country].filter(Boolean).join(', ') || 'Unknown place';
  return `${invited} ${type === 'user' ? 'users' : 'vendors'} of ${count} asked, ${place}`;
}

/**
 * Sets a new link token on an invited person who has not accepted yet, for the mail about to
 * carry it: the link before stops working. Undefined when they are gone, not invited or have
 * accepted.
 */
export async function issueInvitation(
  db: Database,
  signupId: number,
  token: string,
): Promise<Signup | undefined> {
  const [signup] = await db
    .update(signups)
    .set({ invitationTokenHash: tokenHash(token) })
    .where(and(eq(signups.id, signupId), isNotNull(signups.invitedAt), isNull(signups.acceptedAt)))
    .returning();
  return signup;
}

export type InvitationState = 'pending' | 'accepted' | 'unknown';

/** What following the invitation link of `token` would do now, without doing it. */
export async function invitationState(db: Database, token: string): Promise<InvitationState> {
  const [person] = await db
    .select({ acceptedAt: signups.acceptedAt })
    .from(signups)
    .where(eq(signups.invitationTokenHash, tokenHash(token)));
  if (!person) return 'unknown';
  return person.acceptedAt ? 'accepted' : 'pending';
}

const ACCEPT = `WITH "accepted" AS (
    UPDATE "signups" SET "accepted_at" = $2::timestamptz
    WHERE "invitation_token_hash" = $1 AND "accepted_at" IS NULL
    RETURNING "id"
  ), "event" AS (
    INSERT INTO "webhook_events" ("type", "signup_id", "at")
    SELECT 'waitlist.accepted', "id", $2::timestamptz FROM "accepted"
  )
  SELECT count(*)::int AS "accepted" FROM "accepted"`;

/**
 * Accepts the invitation whose newest link carries `token`, with its `waitlist.accepted` event,
 * in one statement: once. Followed again, or a link replaced or made up, it accepts nothing and
 * says which.
 */
export async function acceptInvitation(
  db: Database,
  token: string,
  now = new Date(),
): Promise<'accepted' | 'again' | 'unknown'> {
  const [row] = await prepared<{ accepted: number }>(db, ACCEPT, [tokenHash(token), now]);
  if (row?.accepted === 1) return 'accepted';
  return (await invitationState(db, token)) === 'accepted' ? 'again' : 'unknown';
}
