import {
  areaCounts,
  type Database,
  isSourceDimension,
  mapPlaces,
  MOST_THRESHOLD,
  recordTeamAction,
  type Segment,
  segmentPerDay,
  setTeamThresholds,
  sourceCounts,
  type TeamAnswers,
  type TeamAreas,
  type TeamSources,
  teamThresholds,
  topReferrers,
} from '@brp/db';
import { SOURCE_LIMITS } from '@brp/core/visit-source';

import { json, refusal } from './answers';
import { readJson } from './read-json';

/** The longest place name or ZIP code a segment may name: longer ones name nobody. */
const PLACE_PARAMETER_LIMIT = 100;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The segment a query string names (`country`, `city`, `postalCode`, `type`, `confirmed` as yes
 * or no, `since` as YYYY-MM-DD, `sourceBy` with `sourceValue`: one value of one source, none
 * when left out), or the 400 that says which parameter is wrong. Each part left out takes
 * everyone.
 */
export function readSegment(query: URLSearchParams): Segment | Response {
  const segment: Segment = {};
  for (const name of ['country', 'city', 'postalCode'] as const) {
    const value = query.get(name);
    if (value === null) continue;
    if (value.length > PLACE_PARAMETER_LIMIT) {
      return refusal(400, `No ${name} is that long`, { [name]: 'Too long' });
    }
    segment[name] = value;
  }
  const type = query.get('type');
  if (type !== null) {
    if (type !== 'user' && type !== 'vendor') {
      return refusal(400, 'Choose user or vendor', { type: 'Must be user or vendor' });
    }
    segment.type = type;
  }
  const confirmed = query.get('confirmed');
  if (confirmed !== null) {
    if (confirmed !== 'yes' && confirmed !== 'no') {
      return refusal(400, 'Say yes or no to confirmed', { confirmed: 'Must be yes or no' });
    }
    segment.confirmed = confirmed === 'yes';
  }
  const since = query.get('since');
  if (since !== null) {
    const day = new Date(`${since}T00:00:00Z`);
    if (!DAY.test(since) || Number.isNaN(day.getTime())) {
      return refusal(400, 'Give the first day as YYYY-MM-DD', { since: 'Not a day' });
    }
    segment.since = day;
  }
  const sourceBy = query.get('sourceBy');
  if (sourceBy !== null) {
    if (!isSourceDimension(sourceBy)) {
      return refusal(400, 'Filter by a source the list keeps', { sourceBy: 'Unknown source' });
    }
    const value = query.get('sourceValue');
    // No stored source is longer than the longest a visit may carry: a longer one names nobody.
    if (value !== null && value.length > Math.max(...Object.values(SOURCE_LIMITS))) {
      return refusal(400, 'No source is that long', { sourceValue: 'Too long' });
    }
    segment.source = { by: sourceBy, value };
  } else if (query.has('sourceValue')) {
    return refusal(400, 'Say which source the value is of', { sourceBy: 'Required' });
  }
  return segment;
}

/** GET areas: pilot readiness by area, each city and its ZIP codes (@brp/db's areaCounts). */
export async function areas(db: Database): Promise<Response> {
  const answer = { areas: await areaCounts(db), thresholds: await teamThresholds(db) };
  return json(200, answer satisfies TeamAreas);
}

/**
 * POST thresholds {"users", "vendors"}: the team's readiness thresholds, one setting for every
 * member's tool; answers them as stored, with who set them.
 */
export async function setThresholds(
  db: Database,
  request: Request,
  member: string,
): Promise<Response> {
  const read = await readJson(request, 256);
  if ('refused' in read) return read.refused;
  const body = (read.body ?? {}) as Record<string, unknown>;
  const fields: Record<string, string> = {};
  for (const name of ['users', 'vendors']) {
    const value = body[name];
    if (
      !Number.isSafeInteger(value) ||
      (value as number) < 0 ||
      (value as number) > MOST_THRESHOLD
    ) {
      fields[name] = `A whole number from 0 to ${MOST_THRESHOLD}`;
    }
  }
  if (Object.keys(fields).length > 0) {
    return refusal(400, 'Set each threshold to a whole number', fields);
  }
  const thresholds = { users: body.users as number, vendors: body.vendors as number };
  return json(200, {
    thresholds: await setTeamThresholds(db, thresholds, member),
  } satisfies TeamAnswers['thresholdsSet']);
}

/**
 * GET sources?by=…: a segment's signups and confirmations by one source (`source` unless `by`
 * names another: medium, campaign, content, term, referringSite, landingPage), per day, and the
 * referrers whose links brought its people; recorded as `member`'s read.
 */
export async function sources(
  db: Database,
  query: URLSearchParams,
  member: string,
): Promise<Response> {
  const by = query.get('by') ?? 'source';
  if (!isSourceDimension(by)) {
    return refusal(400, 'Break the list down by a source it keeps', { by: 'Unknown source' });
  }
  const segment = readSegment(query);
  if (segment instanceof Response) return segment;
  // The referrers are people, named with their e-mail: a read on the record, like the list's.
  await recordTeamAction(db, member, 'sources');
  const [rows, perDay, referrers] = await Promise.all([
    sourceCounts(db, by, segment),
    segmentPerDay(db, segment),
    topReferrers(db, segment),
  ]);
  return json(200, { by, rows, perDay, referrers } satisfies TeamSources);
}

/** GET map: where a segment's confirmed people are, by place (@brp/db's mapPlaces). */
export async function map(db: Database, query: URLSearchParams): Promise<Response> {
  const segment = readSegment(query);
  if (segment instanceof Response) return segment;
  return json(200, { places: await mapPlaces(db, segment) } satisfies TeamAnswers['map']);
}
