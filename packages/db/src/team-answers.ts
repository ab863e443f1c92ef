/**
 * The team API's answers, as the site's handlers send them (apps/web/lib/waitlist/team-*.ts, each
 * body `satisfies` one). The studio reads them with the contract in @brp/core/team-contract (as
 * JSON, each Date as text); team-contract-pin.ts holds these types to it, field by field.
 */
import type { InvitationBatch, Invitee } from './invitations.ts';
import type { MailLag } from './mail-lag.ts';
import type { TeamNominations } from './nominations.ts';
import type { TeamThresholds } from './pilot-thresholds.ts';
import type { teamActions } from './schema.ts';
import type { SourceDimension } from './segment.ts';
import type {
  ListedSupportMessage,
  SupportCounts,
  SupportState,
  WholeSupportMessage,
} from './support-team.ts';
import type { AreaCount } from './team-areas.ts';
import type { MapPlace } from './team-map.ts';
import type { Tally, TeamSignup, Totals } from './team-queries.ts';
import type { FlaggedReferrer } from './team-records.ts';
import type { DayCount, ReferrerCount, SourceCount } from './team-sources.ts';
import type { FailingReceiver } from './webhook-relay.ts';

/** One of the team's actions: who, what, when (never to whom). Its kind goes as text: a studio
 * older than the site shows a new kind by its name rather than refusing the summary. */
export type TeamActionRecord = Omit<typeof teamActions.$inferSelect, 'action'> & { action: string };

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
  /** The support messages open, late, and answered this week (in time or late). */
  support: SupportCounts;
  /** How far behind the site's e-mail is, and the wait past which it is late
   * (MAIL_LAG_WARN_SECONDS, when the servers warn). */
  mail: MailLag & { lateAfterSeconds: number };
  /** The webhook receivers whose deliveries keep failing (none: every event went). */
  webhooks: FailingReceiver[];
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

/** A message as the Support view lists it, with its age and whether its reply is late. */
export type TeamSupportListed = ListedSupportMessage & {
  /** Business days gone by since it came, in the team's calendar. */
  ageBusinessDays: number;
  /** Open past its due moment. */
  late: boolean;
};

/** GET support: one page of messages, late first, and the overview's counts. */
export interface TeamSupportPage {
  messages: TeamSupportListed[];
  /** The offset of the next page; null: there is none. */
  next: number | null;
  counts: SupportCounts;
  /** The team's time zone (SUPPORT_TIME_ZONE), where a due day is a day. */
  timeZone: string;
}

/** GET support/message: one message whole. */
export interface TeamSupportMessage {
  message: WholeSupportMessage;
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

/** Every answer of the team API, by the contract's names (@brp/core/team-contract): each handler's
 * body `satisfies` its entry, and team-contract-pin.ts holds each entry to the contract. */
export interface TeamAnswers {
  summary: TeamSummary;
  signups: { signups: TeamSignup[] };
  peoplePage: TeamPeoplePage;
  areas: TeamAreas;
  thresholdsSet: { thresholds: TeamThresholds };
  nominations: TeamNominations;
  invitees: { people: Invitee[] };
  invitationBatch: { batch: InvitationBatch };
  sources: TeamSources;
  map: { places: MapPlace[] };
  erased: { erased: boolean };
  voided: { voided: boolean };
  supportPage: TeamSupportPage;
  supportMessage: TeamSupportMessage;
  supportMarked: { marked: SupportState };
  refusal: TeamRefusal;
}
