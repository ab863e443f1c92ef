import {
  areaCounts,
  type Database,
  isSourceDimension,
  type Segment,
  sourceCounts,
  topReferrers,
} from '@brp/db';

import { json, refusal } from './answers';

/** The longest place name or ZIP code a segment may name: longer ones name nobody. */
const PLACE_PARAMETER_LIMIT = 100;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The segment a query string names (`country`, `city`, `postalCode`, `type`, `confirmed` as yes
 * or no, `since` as YYYY-MM-DD), or the 400 that says which parameter is wrong. Each parameter left out takes
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
  return segment;
}

/** GET areas: pilot readiness by area, each city and its ZIP codes (@brp/db's areaCounts). */
export async function areas(db: Database): Promise<Response> {
  return json(200, { areas: await areaCounts(db) });
}

/**
 * GET sources?by=…: a segment's signups and confirmations by one source (`source` unless `by`
 * names another: medium, campaign, content, term, referringSite, landingPage), and the
 * referrers whose links brought its people.
 */
export async function sources(db: Database, query: URLSearchParams): Promise<Response> {
  const by = query.get('by') ?? 'source';
  if (!isSourceDimension(by)) {
    return refusal(400, 'Break the list down by a source it keeps', { by: 'Unknown source' });
  }
  const segment = readSegment(query);
  if (segment instanceof Response) return segment;
  const [rows, referrers] = await Promise.all([
    sourceCounts(db, by, segment),
    topReferrers(db, segment),
  ]);
  return json(200, { by, rows, referrers });
}
