/**
 * Where the list came from, for the studio's Waitlist tool: signups and confirmations by the
 * source their visit carried (@brp/core/visit-source), and the referrers whose links brought
 * people, within an area and a type when the team picks one. Aggregate queries, a fixed number
 * per view, whatever the list's size.
 */
import { and, eq, gte, isNotNull, isNull, type SQL } from 'drizzle-orm';

import type { Database } from './client.ts';
import { prepared } from './prepared.ts';
import { signups } from './schema.ts';

/** The sources the team can break the list down by, and the column each is kept in. */
const SOURCE_DIMENSIONS = {
  source: 'utm_source',
  medium: 'utm_medium',
  campaign: 'utm_campaign',
  content: 'utm_content',
  term: 'utm_term',
  referringSite: 'referrer_host',
  landingPage: 'landing_path',
} as const;

export type SourceDimension = keyof typeof SOURCE_DIMENSIONS;

/** Whether `name` is a source the list can be broken down by. */
export const isSourceDimension = (name: string): name is SourceDimension =>
  Object.hasOwn(SOURCE_DIMENSIONS, name);

/** A segment of the list: each part left out (undefined) takes everyone. */
export interface Segment {
  country?: string;
  city?: string;
  postalCode?: string;
  type?: 'user' | 'vendor';
  /** Signed up at or after this moment. */
  since?: Date;
  /** Confirmed (in line), or not yet. */
  confirmed?: boolean;
}

export interface SourceCount {
  /** The value the visits carried; null for signups whose visit carried none. */
  value: string | null;
  signups: number;
  confirmed: number;
}

/** Rows a breakdown lists, the most signups first. */
const SOURCE_ROWS = 50;

/** The segment's conditions on a row of signups aliased `row`, parameters $1 to $5. */
const IN_SEGMENT = `($1::text IS NULL OR "row"."geo_country" = $1)
  AND ($2::text IS NULL OR "row"."geo_city" = $2)
  AND ($3::text IS NULL OR "row"."postal_code" = $3)
  AND ($4::text IS NULL OR "row"."type"::text = $4)
  AND ($5::timestamptz IS NULL OR "row"."created_at" >= $5)
  AND ($6::boolean IS NULL OR ("row"."confirmed_at" IS NOT NULL) = $6)`;

const segmentParams = (segment: Segment) => [
  segment.country ?? null,
  segment.city ?? null,
  segment.postalCode ?? null,
  segment.type ?? null,
  segment.since ?? null,
  segment.confirmed ?? null,
];

/** The same segment as a condition on `signups` for the query builder (the team's export). */
export function inSegment(segment: Segment): SQL | undefined {
  return and(
    segment.country === undefined ? undefined : eq(signups.geoCountry, segment.country),
    segment.city === undefined ? undefined : eq(signups.geoCity, segment.city),
    segment.postalCode === undefined ? undefined : eq(signups.postalCode, segment.postalCode),
    segment.type === undefined ? undefined : eq(signups.type, segment.type),
    segment.since === undefined ? undefined : gte(signups.createdAt, segment.since),
    segment.confirmed === undefined
      ? undefined
      : segment.confirmed
        ? isNotNull(signups.confirmedAt)
        : isNull(signups.confirmedAt),
  );
}

const BY_DIMENSION = Object.fromEntries(
  Object.entries(SOURCE_DIMENSIONS).map(([dimension, column]) => [
    dimension,
    `SELECT "row"."${column}" AS "value", count(*)::int AS "signups",
       count(*) FILTER (WHERE "row"."confirmed_at" IS NOT NULL)::int AS "confirmed"
     FROM "signups" AS "row" WHERE ${IN_SEGMENT}
     GROUP BY "row"."${column}" ORDER BY count(*) DESC, "row"."${column}" NULLS LAST LIMIT ${SOURCE_ROWS}`,
  ]),
) as Record<SourceDimension, string>;

/** The segment's signups and confirmations by one source, the most signups first. */
export function sourceCounts(
  db: Database,
  dimension: SourceDimension,
  segment: Segment = {},
): Promise<SourceCount[]> {
  return prepared<SourceCount>(db, BY_DIMENSION[dimension], segmentParams(segment));
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

/** Referrers a list names, the most confirmed referees first. */
const REFERRER_ROWS = 20;

const TOP_REFERRERS = `SELECT "referrer"."id"::float8 AS "id", "referrer"."name", "referrer"."email",
    "counted"."referees", "counted"."confirmedReferees"
  FROM (
    SELECT "row"."referred_by", count(*)::int AS "referees",
      count(*) FILTER (WHERE "row"."confirmed_at" IS NOT NULL)::int AS "confirmedReferees"
    FROM "signups" AS "row" WHERE "row"."referred_by" IS NOT NULL AND ${IN_SEGMENT}
    GROUP BY "row"."referred_by"
    ORDER BY count(*) FILTER (WHERE "row"."confirmed_at" IS NOT NULL) DESC, count(*) DESC, "row"."referred_by"
    LIMIT ${REFERRER_ROWS}
  ) AS "counted" JOIN "signups" AS "referrer" ON "referrer"."id" = "counted"."referred_by"
  ORDER BY "counted"."confirmedReferees" DESC, "counted"."referees" DESC, "referrer"."id"`;

/** The referrers whose links brought the segment's people, the most confirmed first. */
export function topReferrers(db: Database, segment: Segment = {}): Promise<ReferrerCount[]> {
  return prepared<ReferrerCount>(db, TOP_REFERRERS, segmentParams(segment));
}
