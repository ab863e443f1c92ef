/**
 * Pilot readiness by area, for the studio's Waitlist tool: each city the server placed people in
 * (GeoIP, city level), and under it each ZIP code people typed there, with their confirmed users
 * and vendors, the unconfirmed, the confirmed who joined in the last 7 and 30 days, and those
 * invited to the pilot and who accepted. One aggregate query, whatever the list's size; the tool
 * marks an area ready when both kinds pass the thresholds the team sets there.
 */
import type { Database } from './client.ts';
import { prepared } from './prepared.ts';

export interface AreaCount {
  country: string | null;
  city: string | null;
  /** Null on the city's own row, which counts everyone placed there. */
  postalCode: string | null;
  users: number;
  vendors: number;
  unconfirmed: number;
  last7Days: number;
  last30Days: number;
  /** Invited to the pilot (invitations.ts), and of those, who accepted. */
  invited: number;
  accepted: number;
}

/** Rows the table lists: cities with the most confirmed people first, each with its ZIP codes. */
const AREA_ROWS = 500;

const CONFIRMED = `"confirmed_at" IS NOT NULL`;

const AREAS = `SELECT "geo_country" AS "country", "geo_city" AS "city",
    CASE WHEN grouping("postal_code") = 0 THEN "postal_code" END AS "postalCode",
    count(*) FILTER (WHERE ${CONFIRMED} AND "type" = 'user')::int AS "users",
    count(*) FILTER (WHERE ${CONFIRMED} AND "type" = 'vendor')::int AS "vendors",
    count(*) FILTER (WHERE NOT ${CONFIRMED})::int AS "unconfirmed",
    count(*) FILTER (WHERE "confirmed_at" > $1::timestamptz - interval '7 days')::int AS "last7Days",
    count(*) FILTER (WHERE "confirmed_at" > $1::timestamptz - interval '30 days')::int AS "last30Days",
    count("invited_at")::int AS "invited",
    count("accepted_at")::int AS "accepted"
  FROM "signups"
  GROUP BY GROUPING SETS (("geo_country", "geo_city"), ("geo_country", "geo_city", "postal_code"))
  HAVING grouping("postal_code") = 1 OR "postal_code" IS NOT NULL
  ORDER BY max(count(*) FILTER (WHERE ${CONFIRMED})) OVER (PARTITION BY "geo_country", "geo_city") DESC,
    "geo_country", "geo_city", grouping("postal_code") DESC,
    count(*) FILTER (WHERE ${CONFIRMED}) DESC, "postal_code"
  LIMIT $2`;

/** Every area's counts as of `now`: a city's row, then its ZIP codes' (AREAS). */
export function areaCounts(db: Database, now = new Date()): Promise<AreaCount[]> {
  return prepared<AreaCount>(db, AREAS, [now, AREA_ROWS]);
}
