/**
 * What the team's Support view reads and does: the messages, late ones first; one message whole;
 * marking it answered, closed or open again; erasing it; the overview's counts. Every read and
 * change is on the team's record (team_actions), as the waitlist's are.
 */
import { and, asc, count, desc, eq, gte, ilike, isNotNull, lt, lte, or, sql } from 'drizzle-orm';

import type { Database } from './client.ts';
import { supportMessages } from './schema.ts';
import { recordTeamAction } from './team-records.ts';

/** Messages one page of the view lists. */
export const SUPPORT_PAGE = 50;

/** A message as the view lists it: everything but the message itself (opened one at a time). */
const LISTED = {
  reference: supportMessages.reference,
  name: supportMessages.name,
  email: supportMessages.email,
  receivedAt: supportMessages.receivedAt,
  dueAt: supportMessages.dueAt,
  state: supportMessages.state,
  answeredAt: supportMessages.answeredAt,
  answeredBy: supportMessages.answeredBy,
  closedAt: supportMessages.closedAt,
  closedBy: supportMessages.closedBy,
};

export type ListedSupportMessage = {
  [Key in keyof typeof LISTED]: (typeof LISTED)[Key]['_']['data'] | null;
} & {
  reference: string;
  name: string;
  email: string;
  receivedAt: Date;
  dueAt: Date;
  state: SupportState;
};

export type SupportState = 'open' | 'answered' | 'closed';

/** A message as one opens it: the listed fields, the phone and the message itself. */
export type WholeSupportMessage = ListedSupportMessage & { phone: string | null; message: string };

export interface SupportQuery {
  /** Which messages: by state, or all of them. */
  state?: SupportState | 'all';
  /** A reference (`S-…`, any case) or part of an address. */
  search?: string;
  offset?: number;
}

/** Whether a message is late: open past its due moment. */
const late = (now: Date) => and(eq(supportMessages.state, 'open'), lt(supportMessages.dueAt, now));

/**
 * One page of messages: open ones first (late first, each by its due moment), then the rest,
 * newest first. The read is on `member`'s record.
 */
export async function supportPage(
  db: Database,
  member: string,
  { state = 'all', search, offset = 0 }: SupportQuery,
  now = new Date(),
): Promise<ListedSupportMessage[]> {
  const term = search?.trim().slice(0, 254);
  const found = term
    ? or(
        eq(supportMessages.reference, term.toUpperCase()),
        ilike(supportMessages.email, `%${term.replaceAll(/[\\%_]/g, '\\$&')}%`),
      )
    : undefined;
  const rows = await db
    .select(LISTED)
    .from(supportMessages)
    .where(and(state === 'all' ? undefined : eq(supportMessages.state, state), found))
    .orderBy(
      sql`CASE WHEN ${late(now)} THEN 0 WHEN ${supportMessages.state} = 'open' THEN 1 ELSE 2 END`,
      sql`CASE WHEN ${supportMessages.state} = 'open' THEN ${supportMessages.dueAt} END`,
      desc(supportMessages.receivedAt),
      asc(supportMessages.id),
    )
    .limit(SUPPORT_PAGE)
    .offset(Math.max(0, Math.floor(offset)));
  await recordTeamAction(db, member, term ? 'support-search' : 'support');
  return rows;
}

/** One message whole, by its reference (the read on `member`'s record); undefined: none. */
export async function supportMessageFor(
  db: Database,
  member: string,
  reference: string,
): Promise<WholeSupportMessage | undefined> {
  const [row] = await db
    .select({ ...LISTED, phone: supportMessages.phone, message: supportMessages.message })
    .from(supportMessages)
    .where(eq(supportMessages.reference, reference));
  if (row) await recordTeamAction(db, member, 'support-read');
  return row;
}

/**
 * Sets a message's state, noting who and when: `answered` (a reply went), `closed` (nothing more
 * to do), or `open` again. False when no message has the reference.
 */
export async function markSupportMessage(
  db: Database,
  reference: string,
  state: SupportState,
  member: string,
  now = new Date(),
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const changes =
      state === 'answered'
        ? { state, answeredAt: now, answeredBy: member, closedAt: null, closedBy: null }
        : state === 'closed'
          ? { state, closedAt: now, closedBy: member }
          : { state, closedAt: null, closedBy: null };
    const marked = await tx
      .update(supportMessages)
      .set(changes)
      .where(eq(supportMessages.reference, reference))
      .returning({ id: supportMessages.id });
    if (!marked.length) return false;
    await recordTeamAction(tx, member, `support-${state}`);
    return true;
  });
}

/** Erases a message on its sender's request, made to the team. False when none has it. */
export async function eraseSupportByTeam(
  db: Database,
  reference: string,
  member: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const erased = await tx
      .delete(supportMessages)
      .where(eq(supportMessages.reference, reference))
      .returning({ id: supportMessages.id });
    if (!erased.length) return false;
    await recordTeamAction(tx, member, 'support-erase');
    return true;
  });
}

export interface SupportCounts {
  open: number;
  late: number;
  /** Answered since `since` (the week's start), by their due moment. */
  answeredInTime: number;
  /** Answered since `since`, after it. */
  answeredLate: number;
}

/** The overview's counts, as of `now`. */
export async function supportCounts(
  db: Database,
  since: Date,
  now = new Date(),
): Promise<SupportCounts> {
  const answeredSince = and(
    isNotNull(supportMessages.answeredAt),
    gte(supportMessages.answeredAt, since),
  );
  const [row] = await db
    .select({
      open: count(sql`CASE WHEN ${supportMessages.state} = 'open' THEN 1 END`),
      late: count(sql`CASE WHEN ${late(now)} THEN 1 END`),
      answeredInTime: count(
        sql`CASE WHEN ${and(answeredSince, lte(supportMessages.answeredAt, supportMessages.dueAt))} THEN 1 END`,
      ),
      answeredLate: count(
        sql`CASE WHEN ${and(answeredSince, sql`${supportMessages.answeredAt} > ${supportMessages.dueAt}`)} THEN 1 END`,
      ),
    })
    .from(supportMessages);
  return row ?? { open: 0, late: 0, answeredInTime: 0, answeredLate: 0 };
}
