/** One person on the pilot waitlist, as the site's team API returns it. */
export interface Signup {
  id: number;
  email: string;
  name: string;
  location: string;
  phone: string | null;
  type: 'user' | 'vendor';
  company: string | null;
  notify: boolean;
  consentText: string;
  /** ISO 8601. */
  consentedAt: string;
  /** ISO 8601 once they followed the link we mailed them; null: not in line yet. */
  confirmedAt: string | null;
  geoCity: string | null;
  geoCountry: string | null;
  /** To one decimal (about 11 km): the area, never the street. */
  geoLatitude: number | null;
  geoLongitude: number | null;
  /** The ZIP code in what they typed, if any. */
  postalCode: string | null;
  /** Where their visit came from, as its first page saw it. */
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  utmContent: string | null;
  utmTerm: string | null;
  referrerHost: string | null;
  landingPath: string | null;
  referralCode: string;
  /** Places moved up for referrals. */
  credits: number;
  referredBy: number | null;
  /** ISO 8601, or null while the team's notification e-mail has not gone out. */
  teamEmailSentAt: string | null;
  /** ISO 8601. */
  createdAt: string;
  /** Position in the queue, 1 first; null while unconfirmed. */
  place: number | null;
}

/** How many signups share a key: a city, a location, a day (YYYY-MM-DD). */
export interface Count {
  key: string;
  count: number;
}

/** A person as the flagged list shows them. */
export interface FlaggedPerson {
  id: number;
  email: string;
  name: string;
  /** ISO 8601. */
  createdAt: string;
  confirmedAt: string | null;
  /** Whether their confirmation gave their referrer a credit (and it was not voided). */
  credited: boolean;
  creditVoidedAt: string | null;
}

/** A referrer whose friends came in a burst from one network on one day. */
export interface FlaggedReferrer {
  referrer: FlaggedPerson & { credits: number };
  referees: FlaggedPerson[];
}

/** One of the team's actions: who, what, when (never to whom). */
export interface TeamAction {
  id: number;
  /** ISO 8601. */
  at: string;
  member: string;
  action: 'export' | 'erase' | 'void' | 'thresholds';
}

export interface Summary {
  /** The team member whose credential asked. */
  member: string;
  totals: {
    /** Confirmed people: what every other total counts. */
    all: number;
    /** Signed up, not confirmed yet (erased when their link expires). */
    unconfirmed: number;
    byType: { user: number; vendor: number };
    /** Top 50; key "" when the IP lookup found no city. */
    byCity: Count[];
    /** Top 50 of what people typed as their location or ZIP. */
    byLocation: Count[];
  };
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

/** The sources a visit can carry, as the team API names them. */
export const SOURCE_DIMENSIONS = {
  source: 'Source',
  medium: 'Medium',
  campaign: 'Campaign',
  content: 'Content',
  term: 'Term',
  referringSite: 'Referring site',
  landingPage: 'Landing page',
} as const;

export type SourceDimension = keyof typeof SOURCE_DIMENSIONS;

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

/** An area's counts: a city (postalCode null), or a ZIP code people typed there. */
export interface AreaCount {
  country: string | null;
  city: string | null;
  postalCode: string | null;
  users: number;
  vendors: number;
  unconfirmed: number;
  last7Days: number;
  last30Days: number;
}

/** The fewest confirmed users and vendors an area needs before the team calls it ready. */
export interface Thresholds {
  users: number;
  vendors: number;
}

/** The team's thresholds (one setting for every member), and who set them last, when. */
export interface TeamThresholds extends Thresholds {
  setBy: string | null;
  setAt: string | null;
}

export interface AreasAnswer {
  areas: AreaCount[];
  thresholds: TeamThresholds;
}

export interface SourceCount {
  /** Null: the visits that carried none. */
  value: string | null;
  signups: number;
  confirmed: number;
}

interface DayCount {
  /** YYYY-MM-DD, UTC. */
  day: string;
  signups: number;
  confirmed: number;
}

interface ReferrerCount {
  id: number;
  name: string;
  email: string;
  referees: number;
  confirmedReferees: number;
}

export interface Sources {
  by: SourceDimension;
  rows: SourceCount[];
  perDay: DayCount[];
  referrers: ReferrerCount[];
}

/** A place the site's GeoIP lookup gave (city level), with its confirmed people. */
export interface MapPlace {
  /** Null: placed nowhere; counted, not drawn. */
  latitude: number | null;
  longitude: number | null;
  city: string | null;
  country: string | null;
  users: number;
  vendors: number;
}

/** One page of a segment's people; `next` turns the page (null: the last). */
export interface PeoplePage {
  signups: Signup[];
  next: number | null;
}

export type ExportFormat = 'full' | 'mailing';
