/**
 * Where the list came from, for the studio's Waitlist tool: signups and confirmations by the
 * source their visit carried (@brp/core/visit-source) and per day, and the referrers whose links
 * brought people, within the segment the team picks. Aggregate queries, a fixed number per view,
 * whatever the list's size.
 */
import { and, count, desc, eq, gt, isNotNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

import type { Database } from './client.ts';
import { signups } from './schema.ts';
import { inSegment, type Segment, SOURCE_COLUMNS, type SourceDimension } from './segment.ts';

export interface SourceCount {
  /** The value the visits carried; null for signups whose visit carried none. */
  value: string | null;
  signups: number;
  confirmed: number;
}

/** Rows a breakdown lists, the most signups first. */
const SOURCE_ROWS = 50;
/** Referrers a list names, the most confirmed referees first. */
const REFERRER_ROWS = 20;
/** Days the per-day counts go back. */
const PER_DAY_DAYS = 90;

const confirmedCount =
  sql<number>`count(*) filter (where ${isNotNull(signups.confirmedAt)})`.mapWith(Number);

/** The segment's signups and confirmations by one source, the most signups first. */
export function sourceCounts(
  db: Database,
  dimension: SourceDimension,
  segment: Segment = {},
): Promise<SourceCount[]> {
  const column = SOURCE_COLUMNS[dimension];
  return db
    .select({ value: column, signups: count(), confirmed: confirmedCount })
    .from(signups)
    .where(inSegment(segment))
    .groupBy(column)
    .orderBy(desc(count()), sql`${column} nulls last`)
    .limit(SOURCE_ROWS);
}

export interface DayCount {
  /** YYYY-MM-DD, UTC. */
  day: string;
  signups: number;
  /** Of that day's signups, those confirmed since. */
  confirmed: number;
}

/** The segment's signups per day over the last 90 days (as of `now`), oldest first, without the
 * days nobody in it signed up. */
export function segmentPerDay(
  db: Database,
  segment: Segment = {},
  now = new Date(),
): Promise<DayCount[]> {
  const day = sql<string>`to_char(${signups.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  return db
    .select({ day, signups: count(), confirmed: confirmedCount })
    .from(signups)
    .where(
      and(
        gt(
          signups.createdAt,
          sql`${now.toISOString()}::timestamptz - make_interval(days => ${PER_DAY_DAYS})`,
        ),
        inSegment(segment),
      ),
    )
    .groupBy(day)
    .orderBy(day);
}

export interface ReferrerCount {
  id: number;
  name: string;
  email: string;
  /** People in the segment who signed up through their link. */
  referees: number;
  /** Of those, the confirmed: what earned them credits. */
  confirmedReferees: number;
}

/** The referrers whose links brought the segment's people, the most confirmed first. */
export function topReferrers(db: Database, segment: Segment = {}): Promise<ReferrerCount[]> {
  const counted = db
    .select({
      referredBy: signups.referredBy,
      referees: count().as('referees'),
      confirmedReferees: confirmedCount.as('confirmed_referees'),
    })
    .from(signups)
    .where(and(isNotNull(signups.referredBy), inSegment(segment)))
    .groupBy(signups.referredBy)
    .orderBy(desc(confirmedCount), desc(count()), signups.referredBy)
    .limit(REFERRER_ROWS)
    .as('counted');
  const referrer = alias(signups, 'referrer');
  return db
    .select({
      id: referrer.id,
      name: referrer.name,
      email: referrer.email,
      referees: counted.referees,
      confirmedReferees: counted.confirmedReferees,
    })
    .from(counted)
    .innerJoin(referrer, eq(referrer.id, counted.referredBy))
    .orderBy(desc(counted.confirmedReferees), desc(counted.referees), referrer.id);
}
