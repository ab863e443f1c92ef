/**
 * The team API's answers, as the site's handlers send them (apps/web/lib/waitlist/team-*.ts, each
 * body `satisfies` one) and the studio's Waitlist tool reads them (as JSON, its Dates as text).
 * One owner, so a field added on one side is a compile error on the other.
 */
import type { TeamThresholds } from './pilot-thresholds.ts';
import type { teamActions } from './schema.ts';
import type { SourceDimension } from './segment.ts';
import type { AreaCount } from './team-areas.ts';
import type { Tally, TeamSignup, Totals } from './team-queries.ts';
import type { FlaggedReferrer } from './team-records.ts';
import type { DayCount, ReferrerCount, SourceCount } from './team-sources.ts';

/** One of the team's actions: who, what, when (never to whom). */
export type TeamActionRecord = typeof teamActions.$inferSelect;

/** GET summary. */
export interface TeamSummary {
  /** The team member whose credential asked. */
  member: string;
  totals: Totals;
  /** The last 90 days, oldest first, without the days nobody signed up. */
  perDay: Tally[];
  newest: TeamSignup[];
  /** Newest burst first. */
  flagged: FlaggedReferrer[];
  /** Newest first. */
  actions: TeamActionRecord[];
}

/** GET areas. */
export interface TeamAreas {
  areas: AreaCount[];
  thresholds: TeamThresholds;
}

/** GET sources. */
export interface TeamSources {
  by: SourceDimension;
  rows: SourceCount[];
  perDay: DayCount[];
  referrers: ReferrerCount[];
}

/** GET people: one page of a segment's people; `next` turns the page (null: the last). */
export interface TeamPeoplePage {
  signups: TeamSignup[];
  next: number | null;
}

/**
 * A refusal (4xx): what is wrong, and the message of each field at fault. A 401 for a credential
 * that was its holder's but expired says `credential: 'expired'`, and `error` tells them to ask
 * the operator to renew it; any other 401 says only that a member's credential is needed.
 */
export interface TeamRefusal {
  error: string;
  fields: Record<string, string>;
  credential?: 'expired';
}
