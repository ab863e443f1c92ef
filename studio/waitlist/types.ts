/**
 * The team API's answers as the studio reads them: the contract both sides hold
 * (@brp/core/team-contract), each moment as the ISO 8601 text JSON carries. Types only here;
 * team-api.ts parses every answer with the contract's schemas before the tool shows it.
 */
import type { TeamContract } from '@brp/core/team-contract';
import type { Segment as StoredSegment } from '@brp/db';

export type { InvitationAsk, Thresholds } from '@brp/db';

export type Summary = TeamContract['summary'];

/** How many signups share a key: a city, a location, a day (YYYY-MM-DD). */
export type Count = Summary['perDay'][number];

/** One person on the pilot waitlist, as the site's team API returns it. */
export type Signup = TeamContract['signups']['signups'][number];

/** A referrer whose friends came in a burst from one network on one day. */
export type FlaggedReferrer = Summary['flagged'][number];

/** Someone the next batch of invitations would invite. */
export type Invitee = TeamContract['invitees']['people'][number];

export type InvitationBatch = TeamContract['invitationBatch']['batch'];

/** A person as the flagged list shows them. */
export type FlaggedPerson = FlaggedReferrer['referees'][number];

/** One of the team's actions: who, what, when (never to whom). */
export type TeamAction = Summary['actions'][number];

export type AreasAnswer = TeamContract['areas'];

export type AreaCount = AreasAnswer['areas'][number];

/** The team's thresholds (one setting for every member), and who set them last, when. */
export type TeamThresholds = AreasAnswer['thresholds'];

export type NominationsAnswer = TeamContract['nominations'];

export type NominatedShop = NominationsAnswer['shops'][number];

export type Sources = TeamContract['sources'];

export type SourceDimension = Sources['by'];

export type SourceCount = Sources['rows'][number];

export type MapPlace = TeamContract['map']['places'][number];

export type PeoplePage = TeamContract['peoplePage'];

/** A refusal: what is wrong, each field's message; an expired credential says so. */
export type TeamRefusal = TeamContract['refusal'];

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

/** A segment of the list, as the tool's filters pick it (each part left out takes everyone); its
 * `since` a UTC day, YYYY-MM-DD. */
export type Segment = Omit<StoredSegment, 'since'> & { since?: string };

export type ExportFormat = 'full' | 'mailing';

/** One page of support messages, late first, with the counts and the team's time zone. */
export type SupportPage = TeamContract['supportPage'];

/** A support message as the Support view lists it (without its text). */
export type ListedSupport = SupportPage['messages'][number];

/** A support message whole, as one opens it. */
export type SupportMessage = TeamContract['supportMessage']['message'];

export type SupportCounts = SupportPage['counts'];

export type SupportState = ListedSupport['state'];

/** Which support messages a page lists: by state (all by default), matching a search. */
export interface SupportQuery {
  state?: SupportState | 'all';
  /** A reference (S-…) or part of an address. */
  search?: string;
  /** The `next` of the page before; 0 for the first. */
  offset?: number;
}
