/**
 * A confirmed person's own area, as the team's Readiness counts it (team-areas.ts): the ZIP
 * code they typed, within the city the server placed them in, or that city alone when they typed
 * none. Its confirmed users and vendors, for their status page and standing mail, where the
 * privacy floor (@brp/core/area-progress) decides whether the counts show.
 */
import { and, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

import type { Database } from './client.ts';
import { signups, type Signup } from './schema.ts';

export interface AreaStanding {
  /** The ZIP code, or the city's name. */
  label: string;
  users: number;
  vendors: number;
}

type Placed = Pick<Signup, 'geoCountry' | 'geoCity' | 'postalCode'>;

/** The same value, where null (nowhere the server could place them) is a value too, as the
 * team's groups count it. */
const same = (column: AnyPgColumn, value: string | null): SQL =>
  value === null ? isNull(column) : eq(column, value);

/** The person's area and its confirmed people (them included); undefined with no ZIP code and
 * no city. One count along signups_area_idx. */
export async function areaStanding(
  db: Database,
  { geoCountry, geoCity, postalCode }: Placed,
): Promise<AreaStanding | undefined> {
  const label = postalCode ?? geoCity;
  if (label === null) return undefined;
  const [row] = await db
    .select({
      users: sql<number>`count(*) filter (where ${signups.type} = 'user')::int`,
      vendors: sql<number>`count(*) filter (where ${signups.type} = 'vendor')::int`,
    })
    .from(signups)
    .where(
      and(
        isNotNull(signups.confirmedAt),
        same(signups.geoCity, geoCity),
        same(signups.geoCountry, geoCountry),
        postalCode === null ? undefined : eq(signups.postalCode, postalCode),
      ),
    );
  return { label, users: row?.users ?? 0, vendors: row?.vendors ?? 0 };
}
