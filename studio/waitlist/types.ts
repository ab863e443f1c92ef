/**
 * The team API's answers as the studio reads them: @brp/db's own types, each Date as the ISO 8601
 * text JSON carries. Type-only imports, so the studio's bundle carries none of the server's code.
 */
import type {
  AreaCount,
  DayCount,
  FlaggedReferrer as StoredFlaggedReferrer,
  ReferrerCount,
  SourceCount,
  SourceDimension,
  Tally,
  TeamSignup,
  TeamThresholds as StoredTeamThresholds,
  Totals,
} from '@brp/db';
import type { teamActions } from '@brp/db/schema';

export type { AreaCount, MapPlace, SourceCount, SourceDimension, Thresholds } from '@brp/db';
/** How many signups share a key: a city, a location, a day (YYYY-MM-DD). */
export type Count = Tally;

/** A value as JSON carries it: each Date as its ISO 8601 text. */
type Json<T> = T extends Date
  ? string
  : T extends readonly (infer Item)[]
    ? Json<Item>[]
    : T extends object
      ? { [Key in keyof T]: Json<T[Key]> }
      : T;

/** One person on the pilot waitlist, as the site's team API returns it. */
export type Signup = Json<TeamSignup>;

/** A referrer whose friends came in a burst from one network on one day. */
export type FlaggedReferrer = Json<StoredFlaggedReferrer>;

/** A person as the flagged list shows them. */
export type FlaggedPerson = FlaggedReferrer['referees'][number];

/** One of the team's actions: who, what, when (never to whom). */
export type TeamAction = Json<typeof teamActions.$inferSelect>;

/** The team's thresholds (one setting for every member), and who set them last, when. */
export type TeamThresholds = Json<StoredTeamThresholds>;

export interface Summary {
  /** The team member whose credential asked. */
  member: string;
  totals: Totals;
  /** The last 90 days, oldest first, without the days nobody signed up. */
  perDay: Count[];
  newest: Signup[];
  /** Newest burst first. */
  flagged: FlaggedReferrer[];
  /** Newest first. */
  actions: TeamAction[];
}

/** Where the team API is and the credential the operator issued for it. */
export interface TeamSite {
  /** The site's origin, e.g. https://example.org (no trailing path). */
  origin: string;
  token: string;
}

/** The sources a visit can carry, as the tool labels them. */
export const SOURCE_DIMENSIONS = {
  source: 'Source',
  medium: 'Medium',
  campaign: 'Campaign',
  content: 'Content',
  term: 'Term',
  referringSite: 'Referring site',
  landingPage: 'Landing page',
} as const satisfies Record<SourceDimension, string>;

/** A segment of the list, as the tool's filters pick it: each part left out takes everyone. */
export interface Segment {
  country?: string;
  city?: string;
  postalCode?: string;
  type?: 'user' | 'vendor';
  confirmed?: boolean;
  /** YYYY-MM-DD: signed up on or after that UTC day. */
  since?: string;
  /** One value of one source; null: the visits that carried none. */
  source?: { by: SourceDimension; value: string | null };
}

export interface AreasAnswer {
  areas: AreaCount[];
  thresholds: TeamThresholds;
}

export interface Sources {
  by: SourceDimension;
  rows: SourceCount[];
  perDay: DayCount[];
  referrers: ReferrerCount[];
}

/** One page of a segment's people; `next` turns the page (null: the last). */
export interface PeoplePage {
  signups: Signup[];
  next: number | null;
}

export type ExportFormat = 'full' | 'mailing';
