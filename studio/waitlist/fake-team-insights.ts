import type { AreaCount, MapPlace, Segment, Signup, SourceDimension, Sources } from './types';

/**
 * The fake team API's insight views (fake-team-api.ts), computed from its in-memory list the
 * way the site's aggregate queries are, so the tool's tests read the same shapes.
 */

const SOURCE_FIELDS: Record<SourceDimension, keyof Signup> = {
  source: 'utmSource',
  medium: 'utmMedium',
  campaign: 'utmCampaign',
  content: 'utmContent',
  term: 'utmTerm',
  referringSite: 'referrerHost',
  landingPage: 'landingPath',
};

export function segmentOfQuery(query: URLSearchParams): Segment {
  const segment: Segment = {};
  for (const name of ['country', 'city', 'postalCode', 'since'] as const) {
    const value = query.get(name);
    if (value !== null) segment[name] = value;
  }
  const type = query.get('type');
  if (type === 'user' || type === 'vendor') segment.type = type;
  const confirmed = query.get('confirmed');
  if (confirmed !== null) segment.confirmed = confirmed === 'yes';
  const by = query.get('sourceBy') as SourceDimension | null;
  if (by) segment.source = { by, value: query.get('sourceValue') };
  return segment;
}

export function signupsIn(signups: readonly Signup[], segment: Segment): Signup[] {
  return signups.filter(
    (row) =>
      (segment.country === undefined || row.geoCountry === segment.country) &&
      (segment.city === undefined || row.geoCity === segment.city) &&
      (segment.postalCode === undefined || row.postalCode === segment.postalCode) &&
      (segment.type === undefined || row.type === segment.type) &&
      (segment.since === undefined || row.createdAt.slice(0, 10) >= segment.since) &&
      (segment.confirmed === undefined || Boolean(row.confirmedAt) === segment.confirmed) &&
      (segment.source === undefined ||
        row[SOURCE_FIELDS[segment.source.by]] === segment.source.value),
  );
}

const tally = (
  rows: readonly Signup[],
  now: number,
): Omit<AreaCount, 'country' | 'city' | 'postalCode'> => {
  const confirmed = rows.filter((row) => row.confirmedAt);
  const within = (days: number) =>
    confirmed.filter((row) => now - Date.parse(row.confirmedAt!) < days * 86_400_000).length;
  return {
    users: confirmed.filter((row) => row.type === 'user').length,
    vendors: confirmed.filter((row) => row.type === 'vendor').length,
    unconfirmed: rows.length - confirmed.length,
    last7Days: within(7),
    last30Days: within(30),
    invited: rows.filter((row) => row.invitedAt).length,
    accepted: rows.filter((row) => row.acceptedAt).length,
  };
};

function groupBy<T>(rows: readonly Signup[], keyOf: (row: Signup) => T): Map<string, Signup[]> {
  const groups = new Map<string, Signup[]>();
  for (const row of rows) {
    const key = JSON.stringify(keyOf(row));
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  return groups;
}

export function areasOf(signups: readonly Signup[], now = Date.now()): AreaCount[] {
  const areas: AreaCount[] = [];
  for (const rows of groupBy(signups, (row) => [row.geoCountry, row.geoCity]).values()) {
    const { geoCountry: country, geoCity: city } = rows[0]!;
    areas.push({ country, city, postalCode: null, ...tally(rows, now) });
    const zips = groupBy(
      rows.filter((row) => row.postalCode !== null),
      (row) => row.postalCode,
    );
    for (const [key, zipRows] of zips) {
      areas.push({ country, city, postalCode: JSON.parse(key) as string, ...tally(zipRows, now) });
    }
  }
  return areas;
}

export function sourcesOf(signups: readonly Signup[], query: URLSearchParams): Sources {
  const by = (query.get('by') ?? 'source') as SourceDimension;
  const chosen = signupsIn(signups, segmentOfQuery(query));
  const count = (rows: readonly Signup[]) => ({
    signups: rows.length,
    confirmed: rows.filter((row) => row.confirmedAt).length,
  });
  return {
    by,
    rows: [...groupBy(chosen, (row) => row[SOURCE_FIELDS[by]]).entries()]
      .map(([key, rows]) => ({ value: JSON.parse(key) as string | null, ...count(rows) }))
      .sort((a, b) => b.signups - a.signups),
    perDay: [...groupBy(chosen, (row) => row.createdAt.slice(0, 10)).entries()]
      .map(([key, rows]) => ({ day: JSON.parse(key) as string, ...count(rows) }))
      .sort((a, b) => a.day.localeCompare(b.day)),
    referrers: [],
  };
}

export function mapOf(signups: readonly Signup[]): MapPlace[] {
  const confirmed = signups.filter((row) => row.confirmedAt);
  return [
    ...groupBy(confirmed, (row) => [
      row.geoLatitude,
      row.geoLongitude,
      row.geoCity,
      row.geoCountry,
    ]),
  ].map(([, rows]) => ({
    latitude: rows[0]!.geoLatitude,
    longitude: rows[0]!.geoLongitude,
    city: rows[0]!.geoCity,
    country: rows[0]!.geoCountry,
    users: rows.filter((row) => row.type === 'user').length,
    vendors: rows.filter((row) => row.type === 'vendor').length,
  }));
}
