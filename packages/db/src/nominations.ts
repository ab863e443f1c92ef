/**
 * Shops confirmed people nominate from their status page (@brp/core/nominations), and the team's
 * list of them: each shop once per area, with how many people named it.
 */
import { and, eq, gt, isNotNull, sql } from 'drizzle-orm';

import type { Database } from './client.ts';
import { prepared } from './prepared.ts';
import { shopNominations, signups } from './schema.ts';

/** A nomination as the form gives it, and the shop as the list counts it. */
export interface ShopNomination {
  name: string;
  place: string;
  website: string | null;
  nameKey: string;
  /** The ZIP code in `place`, or ''. */
  postalCode: string;
}

/** How many shops one person may name in a day (a retry of one already named counts nothing). */
export const NOMINATIONS_PER_DAY = 5;

export type NominationOutcome = 'recorded' | 'again' | 'limit' | 'unknown';

/**
 * Records that the confirmed person holding `statusCode` names this shop, as of `now`: 'again'
 * when they named it before (nothing new is kept), 'limit' past NOMINATIONS_PER_DAY in the last
 * day, 'unknown' when the code is no confirmed person's. Their row is locked for the count and
 * the insert, so requests sent at once cannot pass the limit together.
 */
export function nominateShop(
  db: Database,
  statusCode: string,
  shop: ShopNomination,
  now = new Date(),
  perDay = NOMINATIONS_PER_DAY,
): Promise<NominationOutcome> {
  return db.transaction(async (tx) => {
    const [person] = await tx
      .select({ id: signups.id })
      .from(signups)
      .where(and(eq(signups.statusCode, statusCode), isNotNull(signups.lineNumber)))
      .for('update');
    if (!person) return 'unknown';
    // One read of their nominations: this shop before, and how many in the last day.
    const since = new Date(now.getTime() - DAY_MS);
    const [mine] = await tx
      .select({
        sameShop: sql<number>`count(*) FILTER (WHERE ${and(
          eq(shopNominations.nameKey, shop.nameKey),
          eq(shopNominations.postalCode, shop.postalCode),
        )})`.mapWith(Number),
        lastDay: sql<number>`count(*) FILTER (WHERE ${gt(shopNominations.at, since)})`.mapWith(
          Number,
        ),
      })
      .from(shopNominations)
      .where(eq(shopNominations.signupId, person.id));
    if (mine!.sameShop > 0) return 'again';
    if (mine!.lastDay >= perDay) return 'limit';
    await tx.insert(shopNominations).values({ ...shop, signupId: person.id, at: now });
    return 'recorded';
  });
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** A shop on the team's list: where, what the first person wrote, and how many named it. */
export interface NominatedShop {
  country: string | null;
  city: string | null;
  /** The shop's ZIP code, or the nominators' own when its street had none; null with neither. */
  postalCode: string | null;
  name: string;
  place: string;
  website: string | null;
  people: number;
  firstAt: Date;
  latestAt: Date;
}

/** The team API's answer: every nominated shop. */
export interface TeamNominations {
  shops: NominatedShop[];
}

/** Rows the list shows: the most named shops of each area first. */
const NOMINATION_ROWS = 1000;

/** A shop's area is its own ZIP code when its street names one (whoever named it, wherever the
 * server placed them); else the nominator's area, as Readiness counts it. */
const NOMINATED = `SELECT (array_agg(s."geo_country" ORDER BY n."at", n."id"))[1] AS "country",
    (array_agg(s."geo_city" ORDER BY n."at", n."id"))[1] AS "city",
    coalesce(nullif(n."postal_code", ''), s."postal_code") AS "postalCode",
    (array_agg(n."name" ORDER BY n."at", n."id"))[1] AS "name",
    (array_agg(n."place" ORDER BY n."at", n."id"))[1] AS "place",
    (array_agg(n."website" ORDER BY n."at", n."id") FILTER (WHERE n."website" IS NOT NULL))[1] AS "website",
    count(DISTINCT n."signup_id")::int AS "people",
    min(n."at") AS "firstAt", max(n."at") AS "latestAt"
  FROM "shop_nominations" n JOIN "signups" s ON s."id" = n."signup_id"
  GROUP BY coalesce(nullif(n."postal_code", ''), s."postal_code"),
    CASE WHEN n."postal_code" = '' THEN s."geo_country" END,
    CASE WHEN n."postal_code" = '' THEN s."geo_city" END,
    n."name_key", n."postal_code"
  ORDER BY "country", "city", "postalCode", "people" DESC, "firstAt"
  LIMIT $1`;

/** Every nominated shop, once per area (its name and ZIP code folded), with how many named it. */
export async function nominatedShops(db: Database): Promise<NominatedShop[]> {
  const rows = await prepared<NominatedShop & { firstAt: Date | string; latestAt: Date | string }>(
    db,
    NOMINATED,
    [NOMINATION_ROWS],
  );
  return rows.map((row) => ({
    ...row,
    firstAt: new Date(row.firstAt),
    latestAt: new Date(row.latestAt),
  }));
}
