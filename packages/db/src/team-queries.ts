/**
 * What the team reads and does with the list (the studio's Waitlist tool): totals of confirmed
 * people by type, by city and by the location people typed (and, apart, how many have not
 * confirmed), signups per day, the newest and a search, every row for export, and erasure of one
 * person on request.
 */
import {
  and,
  count,
  desc,
  eq,
  gt,
  ilike,
  isNotNull,
  isNull,
  lt,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';

import type { Database } from './client.ts';
import { eraseWhere } from './erasure.ts';
import { placesOf } from './line.ts';
import { signups, type Signup } from './schema.ts';
import { recordTeamAction } from './team-records.ts';
import { inSegment, type Segment } from './segment.ts';

export interface Tally {
  key: string;
  count: number;
}

export interface Totals {
  /** Confirmed people: what every other number here counts. */
  all: number;
  /** Signed up, not confirmed yet: not in line, and erased when their link expires. */
  unconfirmed: number;
  byType: { user: number; vendor: number };
  /** By the city the visitor's IP lookup gave ("" when it gave none), most first. */
  byCity: Tally[];
  /** By what people typed as their location or ZIP, trimmed and case-folded, most first. */
  byLocation: Tally[];
}

/** How many rows a breakdown lists, most first. */
const BREAKDOWN_ROWS = 50;

const CONFIRMED = isNotNull(signups.confirmedAt);

/** How many confirmed people share each value of `key`, most first (ties in the key's order). */
function tallyBy(db: Database, key: SQL<string>): Promise<Tally[]> {
  return db
    .select({ key, count: count() })
    .from(signups)
    .where(CONFIRMED)
    .groupBy(key)
    .orderBy(desc(count()), key)
    .limit(BREAKDOWN_ROWS);
}

/** How many confirmed people are in line. */
export async function signupCount(db: Database): Promise<number> {
  const [row] = await db.select({ all: count() }).from(signups).where(CONFIRMED);
  return row?.all ?? 0;
}

export async function totals(db: Database): Promise<Totals> {
  const byType = await db
    .select({ key: signups.type, count: count() })
    .from(signups)
    .where(CONFIRMED)
    .groupBy(signups.type);
  const [unconfirmed] = await db
    .select({ count: count() })
    .from(signups)
    .where(isNull(signups.confirmedAt));
  const byCity = await tallyBy(db, sql<string>`coalesce(${signups.geoCity}, '')`);
  const byLocation = await tallyBy(db, sql<string>`lower(trim(${signups.location}))`);
  const of = (type: 'user' | 'vendor') => byType.find((row) => row.key === type)?.count ?? 0;
  return {
    all: of('user') + of('vendor'),
    unconfirmed: unconfirmed?.count ?? 0,
    byType: { user: of('user'), vendor: of('vendor') },
    byCity,
    byLocation,
  };
}

/** Signups per UTC day over the last `days` days, oldest first; days without any are left out. */
export async function signupsPerDay(db: Database, days = 90): Promise<Tally[]> {
  const day = sql<string>`to_char(${signups.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  return db
    .select({ key: day, count: count() })
    .from(signups)
    .where(gt(signups.createdAt, sql`now() - make_interval(days => ${days})`))
    .groupBy(day)
    .orderBy(day);
}

/** What only the person may hold (their links' codes, the receipt), and the network key,
 * which means nothing to anyone (the flagged list groups by it). */
type Secret =
  | 'receipt'
  | 'statusCode'
  | 'leaveCode'
  | 'confirmTokenHash'
  | 'invitationTokenHash'
  | 'networkKey'
  | 'nextNetworkKey';

/** A signup as the team's tool shows it: every field but the person's secrets, with its place
 * now (null while unconfirmed: not in line). */
export type TeamSignup = Omit<Signup, Secret> & { place: number | null };

/** The rows as the team's tool shows them: their secrets left out, each confirmed person's
 * place (one pass along the line for all of them). */
export async function withPlaces(db: Database, rows: Signup[]): Promise<TeamSignup[]> {
  const places = await placesOf(
    db,
    rows.flatMap((row) => (row.lineNumber === null ? [] : [row.lineNumber])),
  );
  return rows.map(
    ({
      receipt: _receipt,
      statusCode: _status,
      leaveCode: _leave,
      confirmTokenHash: _token,
      invitationTokenHash: _invitation,
      networkKey: _network,
      nextNetworkKey: _nextNetwork,
      ...signup
    }) => ({
      ...signup,
      place: signup.lineNumber === null ? null : (places.get(signup.lineNumber) ?? null),
    }),
  );
}

export async function newest(db: Database, limit = 20): Promise<Signup[]> {
  return db.select().from(signups).orderBy(desc(signups.id)).limit(limit);
}

/** People a page of a segment lists. */
export const PEOPLE_PAGE = 50;

/**
 * One page of a segment's people, the newest first, and where the next page starts (the last
 * id listed; null when this page is the last): a keyset along the primary key, so a page costs
 * the same at any depth.
 */
export async function signupsIn(
  db: Database,
  segment: Segment,
  before?: number,
): Promise<{ signups: Signup[]; next: number | null }> {
  const rows = await db
    .select()
    .from(signups)
    .where(and(before === undefined ? undefined : lt(signups.id, before), inSegment(segment)))
    .orderBy(desc(signups.id))
    .limit(PEOPLE_PAGE + 1);
  const page = rows.slice(0, PEOPLE_PAGE);
  return { signups: page, next: rows.length > PEOPLE_PAGE ? page.at(-1)!.id : null };
}

/** Signups whose e-mail contains `text` (taken literally: `%` and `_` match themselves). */
export async function searchByEmail(db: Database, text: string, limit = 20): Promise<Signup[]> {
  const literal = text.replace(/[\\%_]/g, (character) => `\\${character}`);
  return db
    .select()
    .from(signups)
    .where(ilike(signups.email, `%${literal}%`))
    .orderBy(desc(signups.id))
    .limit(limit);
}

/**
 * Every signup of a segment (everyone's by default), in join order, a batch at a time: an export
 * never holds the whole list.
 */
export async function* allSignups(
  db: Database,
  { batch = 500, segment = {} }: { batch?: number; segment?: Segment } = {},
): AsyncGenerator<Signup[]> {
  let after = 0;
  for (;;) {
    const rows = await db
      .select()
      .from(signups)
      .where(and(gt(signups.id, after), inSegment(segment)))
      .orderBy(signups.id)
      .limit(batch);
    if (!rows.length) return;
    yield rows;
    after = rows.at(-1)!.id;
  }
}

/**
 * A row's e-mail folded as migration 0002 folded it (mailboxOf in @brp/core, in SQL; stored
 * e-mails are already NFKC and case-folded): Gmail's dots and +tags away, googlemail.com as
 * gmail.com. Only rows the migration left without a mailbox need it.
 */
const GMAIL_FOLDED_EMAIL = sql<string>`case when split_part(${signups.email}, '@', 2) in ('gmail.com', 'googlemail.com')
  then replace(split_part(split_part(${signups.email}, '@', 1), '+', 1), '.', '') || '@gmail.com'
  else ${signups.email} end`;

/**
 * Erases one person on their request to the team (erasure.ts), recorded as `member`'s action in
 * the same transaction (the record names who erased, not whom): an erasure is never unrecorded.
 * False when nobody has the mailbox (or, on a row from before mailboxes were folded, the e-mail).
 */
export async function eraseSignup(
  db: Database,
  { email, mailbox }: { email: string; mailbox: string },
  member: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    // The person's row, and every row of the same mailbox left without one by migration 0002,
    // found by folding its e-mail as the migration did, whichever spelling the team typed.
    const erased = await eraseWhere(
      tx,
      or(
        eq(signups.mailbox, mailbox),
        eq(signups.email, email),
        and(isNull(signups.mailbox), eq(GMAIL_FOLDED_EMAIL, mailbox)),
      ),
    );
    if (erased === 0) return false;
    await recordTeamAction(tx, member, 'erase');
    return true;
  });
}
