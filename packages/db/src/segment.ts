/**
 * A segment of the list the team picks in its Waitlist tool (an area, a type, confirmation, a
 * source, a first day), written once as a condition on `signups`: every view of the tool and
 * the export read the same people.
 */
import { and, eq, gte, isNotNull, isNull, type SQL } from 'drizzle-orm';

import { signups } from './schema.ts';

/** The sources the team can break the list down by, and the column each is kept in. */
export const SOURCE_COLUMNS = {
  source: signups.utmSource,
  medium: signups.utmMedium,
  campaign: signups.utmCampaign,
  content: signups.utmContent,
  term: signups.utmTerm,
  referringSite: signups.referrerHost,
  landingPage: signups.landingPath,
} as const;

export type SourceDimension = keyof typeof SOURCE_COLUMNS;

/** Whether `name` is a source the list can be broken down by. */
export const isSourceDimension = (name: string): name is SourceDimension =>
  Object.hasOwn(SOURCE_COLUMNS, name);

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
  /** One value of one source; a null value: the visits that carried none. */
  source?: { by: SourceDimension; value: string | null };
}

const equalOrNone = (column: (typeof SOURCE_COLUMNS)[SourceDimension], value: string | null) =>
  value === null ? isNull(column) : eq(column, value);

/** The segment as a condition on `signups`; undefined when it takes everyone. */
export function inSegment(segment: Segment): SQL | undefined {
  const { country, city, postalCode, type, since, confirmed, source } = segment;
  return and(
    country === undefined ? undefined : eq(signups.geoCountry, country),
    city === undefined ? undefined : eq(signups.geoCity, city),
    postalCode === undefined ? undefined : eq(signups.postalCode, postalCode),
    type === undefined ? undefined : eq(signups.type, type),
    since === undefined ? undefined : gte(signups.createdAt, since),
    confirmed === undefined
      ? undefined
      : confirmed
        ? isNotNull(signups.confirmedAt)
        : isNull(signups.confirmedAt),
    source === undefined ? undefined : equalOrNone(SOURCE_COLUMNS[source.by], source.value),
  );
}
