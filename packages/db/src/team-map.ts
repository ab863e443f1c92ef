/**
 * Where the confirmed people of a segment are, for the map in the studio's Waitlist tool: each
 * place the server's GeoIP lookup gave (city level, coordinates to one decimal, never finer) with
 * its users and vendors. One aggregate query; the tool clusters the places as it draws them.
 */
import { and, desc, isNotNull, sql } from 'drizzle-orm';

import type { Database } from './client.ts';
import { signups } from './schema.ts';
import { inSegment, type Segment } from './segment.ts';

export interface MapPlace {
  /** Null for the people the lookup placed nowhere (or before places were kept): not drawn. */
  latitude: number | null;
  longitude: number | null;
  city: string | null;
  country: string | null;
  users: number;
  vendors: number;
}

/** Places a map draws, the most people first: a metro area's worth of cities many times over. */
const MAP_PLACES = 2_000;

const ofType = (type: 'user' | 'vendor') =>
  sql<number>`count(*) filter (where ${signups.type} = ${type})`.mapWith(Number);

/** The segment's confirmed people by place, the most first. */
export function mapPlaces(db: Database, segment: Segment = {}): Promise<MapPlace[]> {
  const place = [signups.geoLatitude, signups.geoLongitude, signups.geoCity, signups.geoCountry];
  return db
    .select({
      latitude: signups.geoLatitude,
      longitude: signups.geoLongitude,
      city: signups.geoCity,
      country: signups.geoCountry,
      users: ofType('user'),
      vendors: ofType('vendor'),
    })
    .from(signups)
    .where(and(isNotNull(signups.confirmedAt), inSegment(segment)))
    .groupBy(...place)
    .orderBy(desc(sql`count(*)`), ...place)
    .limit(MAP_PLACES);
}
