import type { MapPlace } from './types';

/** A place on the map: its people and where the projection put it, before any zoom. */
export interface PlacedPoint {
  place: MapPlace & { latitude: number; longitude: number };
  x: number;
  y: number;
}

/** Places drawn as one mark: where they are on screen now, and their people together. */
export interface Cluster {
  x: number;
  y: number;
  users: number;
  vendors: number;
  places: PlacedPoint['place'][];
}

/** The zoom: screen = translate + scale × drawn (d3-zoom's transform). */
export interface ZoomTransform {
  k: number;
  x: number;
  y: number;
}

const peopleAt = ({ users, vendors }: { users: number; vendors: number }) => users + vendors;

/**
 * The marks the map draws at this zoom: each place joins the first mark within `radius` screen
 * units of it, the biggest places first, so a dense metro area is one mark until zoomed into.
 * A mark sits at its places' centre, weighted by their people. Grid buckets keep it linear.
 */
export function clusterPoints(
  points: readonly PlacedPoint[],
  transform: ZoomTransform,
  radius: number,
): Cluster[] {
  const buckets = new Map<string, Cluster[]>();
  const clusters: Cluster[] = [];
  const bucketOf = (x: number, y: number) => [Math.floor(x / radius), Math.floor(y / radius)];
  const sorted = [...points].sort((a, b) => peopleAt(b.place) - peopleAt(a.place));
  for (const point of sorted) {
    const x = transform.x + transform.k * point.x;
    const y = transform.y + transform.k * point.y;
    const [column, row] = bucketOf(x, y) as [number, number];
    let joined: Cluster | undefined;
    for (let dx = -1; dx <= 1 && !joined; dx++) {
      for (let dy = -1; dy <= 1 && !joined; dy++) {
        joined = buckets
          .get(`${column + dx},${row + dy}`)
          ?.find((cluster) => Math.hypot(cluster.x - x, cluster.y - y) <= radius);
      }
    }
    if (joined) {
      const before = peopleAt(joined);
      const added = peopleAt(point.place);
      const total = before + added;
      if (total > 0) {
        joined.x = (joined.x * before + x * added) / total;
        joined.y = (joined.y * before + y * added) / total;
      }
      joined.users += point.place.users;
      joined.vendors += point.place.vendors;
      joined.places.push(point.place);
    } else {
      const cluster: Cluster = {
        x,
        y,
        users: point.place.users,
        vendors: point.place.vendors,
        places: [point.place],
      };
      clusters.push(cluster);
      const key = `${column},${row}`;
      buckets.set(key, [...(buckets.get(key) ?? []), cluster]);
    }
  }
  return clusters;
}

/** The places the lookup gave coordinates, apart from those it placed nowhere. */
export function drawable(places: readonly MapPlace[]) {
  const drawn: PlacedPoint['place'][] = [];
  let unplaced = 0;
  for (const place of places) {
    if (place.latitude === null || place.longitude === null) unplaced += peopleAt(place);
    else drawn.push(place as PlacedPoint['place']);
  }
  return { drawn, unplaced };
}

/** Places the description names one by one; the table beside the map lists them all. */
const DESCRIBED_PLACES = 30;

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** A place's name: its city and country, or what the lookup had. */
export const placeName = ({ city, country }: Pick<MapPlace, 'city' | 'country'>) =>
  city ? (country ? `${city}, ${country}` : city) : (country ?? 'Unknown place');

/**
 * What the map shows, in words (the SVG's description): how many confirmed people in how many
 * places, then each place with its position (degrees, to the tenth kept) and its users and
 * vendors, the biggest first.
 */
export function describeMap(places: readonly MapPlace[]): string {
  const { drawn, unplaced } = drawable(places);
  const total = drawn.reduce((sum, place) => sum + peopleAt(place), 0);
  const parts = [
    `${count(total, 'confirmed person', 'confirmed people')} in ${count(drawn.length, 'place', 'places')}`,
  ];
  const named = [...drawn].sort((a, b) => peopleAt(b) - peopleAt(a)).slice(0, DESCRIBED_PLACES);
  for (const place of named) {
    parts.push(
      `${placeName(place)} at ${place.latitude}, ${place.longitude}: ${count(place.users, 'user', 'users')}, ${count(place.vendors, 'vendor', 'vendors')}`,
    );
  }
  if (drawn.length > named.length) {
    parts.push(`${drawn.length - named.length} more places in the table`);
  }
  if (unplaced > 0) parts.push(`${count(unplaced, 'person', 'people')} not placed`);
  return `${parts.join('; ')}.`;
}
