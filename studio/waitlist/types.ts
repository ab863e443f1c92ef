/**
 * The team API's answers as the studio reads them: @brp/db's own types, each Date as the ISO 8601
 * text JSON carries. Type-only imports, so the studio's bundle carries none of the server's code.
 */
import type {
  FlaggedReferrer as StoredFlaggedReferrer,
  Invitee as StoredInvitee,
  Segment as StoredSegment,
  SourceDimension,
  SupportState,
  Tally,
  TeamActionRecord,
  TeamAreas,
  TeamNominations,
  TeamPeoplePage,
  TeamSignup,
  TeamSources,
  TeamSummary,
  TeamSupportMessage,
  TeamSupportPage,
  TeamThresholds as StoredTeamThresholds,
} from '@brp/db';

export type {
  AreaCount,
  InvitationAsk,
  InvitationBatch,
  MapPlace,
  SourceCount,
  SourceDimension,
  SupportState,
  TeamRefusal,
  Thresholds,
} from '@brp/db';
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

/** Someone the next batch of invitations would invite. */
export type Invitee = Json<StoredInvitee>;

/** A person as the flagged list shows them. */
export type FlaggedPerson = FlaggedReferrer['referees'][number];

/** One of the team's actions: who, what, when (never to whom). */
export type TeamAction = Json<TeamActionRecord>;

/** The team's thresholds (one setting for every member), and who set them last, when. */
export type TeamThresholds = Json<StoredTeamThresholds>;

export type Summary = Json<TeamSummary>;

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
export type Segment = Json<StoredSegment>;

export type AreasAnswer = Json<TeamAreas>;

export type NominationsAnswer = Json<TeamNominations>;

export type NominatedShop = NominationsAnswer['shops'][number];

export type Sources = Json<TeamSources>;

export type PeoplePage = Json<TeamPeoplePage>;

export type ExportFormat = 'full' | 'mailing';

/** One page of support messages, late first, with the counts and the team's time zone. */
export type SupportPage = Json<TeamSupportPage>;

/** A support message as the Support view lists it (without its text). */
export type ListedSupport = SupportPage['messages'][number];

/** A support message whole, as one opens it. */
export type SupportMessage = Json<TeamSupportMessage>['message'];

export type SupportCounts = SupportPage['counts'];

/** Which support messages a page lists: by state (all by default), matching a search. */
export interface SupportQuery {
  state?: SupportState | 'all';
  /** A reference (S-…) or part of an address. */
  search?: string;
  /** The `next` of the page before; 0 for the first. */
  offset?: number;
}
