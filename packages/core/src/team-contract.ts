/**
 * The team API's answers as JSON carries them (each moment as ISO 8601 text): what the studio's
 * Waitlist tool parses before it shows anything, so a site and a studio of different versions
 * fail with the field they disagree on, never with a blank panel. The site builds its answers
 * from @brp/db's types; `packages/db/src/team-contract-pin.ts` holds those types to these
 * schemas field by field, so a field added on one side and not the other does not compile.
 * Unknown fields are dropped, not refused: a newer site may say more than this studio reads.
 */
import * as z from 'zod/mini';

const moment = z.iso.datetime();
const text = z.string();
const count = z.number();
const optionalText = z.nullable(text);
const optionalMoment = z.nullable(moment);
const signupType = z.enum(['user', 'vendor']);

const SUPPORT_STATES = ['open', 'answered', 'closed'] as const;
const supportState = z.enum(SUPPORT_STATES);

const SOURCE_DIMENSIONS = [
  'source',
  'medium',
  'campaign',
  'content',
  'term',
  'referringSite',
  'landingPage',
] as const;
const sourceDimension = z.enum(SOURCE_DIMENSIONS);

/** How many confirmed people share a key: a city, a location, a day (YYYY-MM-DD). */
const tally = z.object({ key: text, count });

/** A signup as the team sees it: every field but the person's secrets, and their place now. */
const teamSignup = z.object({
  id: count,
  email: text,
  mailbox: optionalText,
  name: text,
  location: text,
  postalCode: optionalText,
  phone: optionalText,
  type: signupType,
  company: optionalText,
  notify: z.boolean(),
  consentText: text,
  consentedAt: moment,
  geoCity: optionalText,
  geoCountry: optionalText,
  geoLatitude: z.nullable(count),
  geoLongitude: z.nullable(count),
  reportedCity: optionalText,
  reportedCountry: optionalText,
  utmSource: optionalText,
  utmMedium: optionalText,
  utmCampaign: optionalText,
  utmContent: optionalText,
  utmTerm: optionalText,
  referrerHost: optionalText,
  landingPath: optionalText,
  confirmedAt: optionalMoment,
  lineNumber: z.nullable(count),
  confirmBy: optionalMoment,
  referralCode: text,
  credits: count,
  referredBy: z.nullable(count),
  nextReferredBy: z.nullable(count),
  credited: z.boolean(),
  creditVoidedAt: optionalMoment,
  creditDay: optionalText,
  creditsThatDay: count,
  teamEmailSentAt: optionalMoment,
  mailDueAt: optionalMoment,
  mailQuietUntil: optionalMoment,
  repeatMails: count,
  invitedAt: optionalMoment,
  invitationBatch: z.nullable(count),
  acceptedAt: optionalMoment,
  createdAt: moment,
  place: z.nullable(count),
});

const flaggedPerson = {
  id: count,
  email: text,
  name: text,
  createdAt: moment,
  confirmedAt: optionalMoment,
  credited: z.boolean(),
  creditVoidedAt: optionalMoment,
};

/** A referrer whose friends came in a burst from one network on one day, and those friends. */
const flaggedReferrer = z.object({
  referrer: z.object({ ...flaggedPerson, credits: count }),
  referees: z.array(z.object(flaggedPerson)),
});

/** What the team's record notes of an action: its kind (never whom it was about). */
export const TEAM_ACTIONS = [
  'export',
  'erase',
  'void',
  'thresholds',
  'summary',
  'people',
  'search',
  'sources',
  'unknown-credential',
  'expired-credential',
  'support',
  'support-search',
  'support-read',
  'support-answered',
  'support-closed',
  'support-open',
  'support-erase',
  'invite',
] as const;

export type TeamActionKind = (typeof TEAM_ACTIONS)[number];

const teamAction = z.object({
  id: count,
  at: moment,
  member: text,
  // Text, not the list: a kind newer than this studio is shown as the site names it.
  action: text,
  detail: optionalText,
});

const supportCounts = z.object({
  open: count,
  late: count,
  answeredInTime: count,
  answeredLate: count,
});

const teamSummary = z.object({
  member: text,
  totals: z.object({
    all: count,
    unconfirmed: count,
    byType: z.object({ user: count, vendor: count }),
    byCity: z.array(tally),
    byLocation: z.array(tally),
  }),
  perDay: z.array(tally),
  newest: z.array(teamSignup),
  flagged: z.array(flaggedReferrer),
  actions: z.array(teamAction),
  support: supportCounts,
  mail: z.object({
    waiting: count,
    retrying: count,
    sending: count,
    oldestSeconds: z.nullable(count),
    oldestLinkSeconds: z.nullable(count),
    lateAfterSeconds: count,
  }),
  webhooks: z.array(
    z.object({
      host: text,
      retrying: count,
      failed: count,
      mostTries: count,
      lastError: optionalText,
    }),
  ),
});

const teamSignups = z.object({ signups: z.array(teamSignup) });

const teamPeoplePage = z.object({ signups: z.array(teamSignup), next: z.nullable(count) });

const area = { country: optionalText, city: optionalText, postalCode: optionalText };

const thresholds = z.object({ users: count, vendors: count });

const teamThresholds = z.object({
  ...thresholds.shape,
  setBy: optionalText,
  setAt: optionalMoment,
});

const teamAreas = z.object({
  areas: z.array(
    z.object({
      ...area,
      users: count,
      vendors: count,
      unconfirmed: count,
      last7Days: count,
      last30Days: count,
      invited: count,
      accepted: count,
    }),
  ),
  thresholds: teamThresholds,
});

const teamThresholdsSet = z.object({ thresholds: teamThresholds });

const teamNominations = z.object({
  shops: z.array(
    z.object({
      ...area,
      name: text,
      place: text,
      website: optionalText,
      people: count,
      firstAt: moment,
      latestAt: moment,
    }),
  ),
});

const teamInvitees = z.object({
  people: z.array(
    z.object({
      id: count,
      name: text,
      email: text,
      postalCode: optionalText,
      place: count,
      confirmedAt: moment,
    }),
  ),
});

const teamInvitationBatch = z.object({ batch: z.object({ id: count, invited: count }) });

const teamSources = z.object({
  by: sourceDimension,
  rows: z.array(z.object({ value: optionalText, signups: count, confirmed: count })),
  perDay: z.array(z.object({ day: text, signups: count, confirmed: count })),
  referrers: z.array(
    z.object({
      id: count,
      name: text,
      email: text,
      referees: count,
      confirmedReferees: count,
    }),
  ),
});

const teamMap = z.object({
  places: z.array(
    z.object({
      latitude: z.nullable(count),
      longitude: z.nullable(count),
      city: optionalText,
      country: optionalText,
      users: count,
      vendors: count,
    }),
  ),
});

const teamErased = z.object({ erased: z.boolean() });

const teamVoided = z.object({ voided: z.boolean() });

const listedSupport = {
  reference: text,
  name: text,
  email: text,
  receivedAt: moment,
  dueAt: moment,
  state: supportState,
  answeredAt: optionalMoment,
  answeredBy: optionalText,
  closedAt: optionalMoment,
  closedBy: optionalText,
};

const teamSupportPage = z.object({
  messages: z.array(z.object({ ...listedSupport, ageBusinessDays: count, late: z.boolean() })),
  next: z.nullable(count),
  counts: supportCounts,
  timeZone: text,
});

const teamSupportMessage = z.object({
  message: z.object({ ...listedSupport, phone: optionalText, message: text }),
});

const teamSupportMarked = z.object({ marked: supportState });

/** A refusal (4xx): what is wrong, each field's message; an expired credential says so. */
const teamRefusal = z.object({
  error: text,
  fields: z.record(text, text),
  credential: z.optional(z.literal('expired')),
});

/** Each answer of the team API by name. */
const TEAM_ANSWERS = {
  summary: teamSummary,
  signups: teamSignups,
  peoplePage: teamPeoplePage,
  areas: teamAreas,
  thresholdsSet: teamThresholdsSet,
  nominations: teamNominations,
  invitees: teamInvitees,
  invitationBatch: teamInvitationBatch,
  sources: teamSources,
  map: teamMap,
  erased: teamErased,
  voided: teamVoided,
  supportPage: teamSupportPage,
  supportMessage: teamSupportMessage,
  supportMarked: teamSupportMarked,
  refusal: teamRefusal,
};

export type TeamAnswerName = keyof typeof TEAM_ANSWERS;

/** Each answer as the studio reads it. */
export type TeamContract = {
  [Name in TeamAnswerName]: z.output<(typeof TEAM_ANSWERS)[Name]>;
};

/** An answer not in the contract's shape: a site and a studio of different versions. */
export class UnreadableAnswer extends Error {
  constructor(name: TeamAnswerName, issue: z.core.$ZodIssue) {
    const field = issue.path.map(String).join('.') || 'the answer';
    const wanted = 'expected' in issue ? `: expected ${String(issue.expected)}` : '';
    super(`its ${name} answer is not one this studio reads (${field}${wanted})`);
    this.name = 'UnreadableAnswer';
  }
}

/** The answer `name` read from its JSON body, only the fields the contract names; throws
 * {@link UnreadableAnswer} naming the first field that differs. */
export function readTeamAnswer<Name extends TeamAnswerName>(
  name: Name,
  body: unknown,
): TeamContract[Name] {
  const read = TEAM_ANSWERS[name].safeParse(body);
  if (!read.success) throw new UnreadableAnswer(name, read.error.issues[0]!);
  return read.data as TeamContract[Name];
}
