export { migrationsDir, openDatabase, POOL_SIZE } from './client.ts';
export type { Database, DatabaseLocation, OpenedDatabase } from './client.ts';
export { forgetExpiredChallenges, spendChallenge } from './challenges.ts';
export { holdsLeaveCode, leaveWaitlist } from './erasure.ts';
export { describeFailure } from './failure.ts';
export { FolderInUse } from './folder-lock.ts';
export {
  acceptInvitation,
  invitationState,
  inviteNext,
  issueInvitation,
  nextToInvite,
} from './invitations.ts';
export type {
  InvitationArea,
  InvitationAsk,
  InvitationBatch,
  InvitationState,
  Invitee,
} from './invitations.ts';
export { placeOf } from './line.ts';
export { REFERRAL_BONUS, type Signup } from './schema.ts';
export {
  confirmationState,
  confirmSignup,
  eraseUnconfirmed,
  insertSignup,
  issueConfirmation,
  newCode,
  PLACE_FIELDS,
  reportTeamEmailSent,
  signupById,
  statusOf,
  VISIT_SOURCE_FIELDS,
} from './signups.ts';
export type { Confirmation, Recorded, SignupInput, SignupOptions } from './signups.ts';
export { mailLag, type MailLag } from './mail-lag.ts';
export {
  MAIL_PRIORITY,
  MAIL_QUEUE,
  REPEAT_MAIL_SLOT_SECONDS,
  REPEAT_MAILS_MAX,
} from './mail-queue.ts';
export type {
  MailJob,
  MailQueue,
  MailQueueSettings,
  SignupMailJob,
  SupportMailJob,
} from './mail-queue.ts';
export { UNCONFIRMED_MAILS_PER_HOUR } from './mail-relay.ts';
export type { MailRelay, MailRelaySettings } from './mail-relay.ts';
export {
  allSignups,
  eraseSignup,
  newest,
  searchByEmail,
  signupCount,
  signupsIn,
  signupsPerDay,
  totals,
  withPlaces,
} from './team-queries.ts';
export type { Tally, TeamSignup, Totals } from './team-queries.ts';
export { areaStanding, type AreaStanding } from './area-standing.ts';
export { areaCounts, type AreaCount } from './team-areas.ts';
export { isSourceDimension, type Segment, type SourceDimension } from './segment.ts';
export {
  segmentPerDay,
  sourceCounts,
  topReferrers,
  type DayCount,
  type ReferrerCount,
  type SourceCount,
} from './team-sources.ts';
export { mapPlaces, type MapPlace } from './team-map.ts';
export {
  MOST_THRESHOLD,
  setTeamThresholds,
  teamThresholds,
  type TeamThresholds,
  type Thresholds,
} from './pilot-thresholds.ts';
export {
  BURST_REFEREES,
  flaggedReferrers,
  forgetOldRecords,
  recordTeamAction,
  teamActionLog,
  voidCredit,
} from './team-records.ts';
export type { FlaggedReferrer, TeamAction } from './team-records.ts';
export type {
  TeamActionRecord,
  TeamAnswers,
  TeamAreas,
  TeamPeoplePage,
  TeamRefusal,
  TeamSources,
  TeamSummary,
  TeamSupportListed,
  TeamSupportMessage,
  TeamSupportPage,
} from './team-answers.ts';
export { addSamplePeople, realPeopleCount, removeSamplePeople } from './sample.ts';
export {
  eraseClosedSupportMessages,
  eraseSupportMessage,
  holdsSupportEraseCode,
  newReference,
  noteSupportMailSent,
  recordSupportMessage,
  SUPPORT_KEPT_AFTER_CLOSING_DAYS,
  supportMessageById,
} from './support.ts';
export type { RecordedSupport, SupportInput, SupportRecordOptions } from './support.ts';
export { SUPPORT_ACKNOWLEDGEMENTS_PER_HOUR } from './support-relay.ts';
export type { SupportMessage } from './schema.ts';
export {
  eraseSupportByTeam,
  markSupportMessage,
  SUPPORT_PAGE,
  supportCounts,
  supportMessageFor,
  supportPage,
} from './support-team.ts';
export type {
  ListedSupportMessage,
  SupportCounts,
  SupportQuery,
  SupportState,
  WholeSupportMessage,
} from './support-team.ts';
export {
  failingReceivers,
  type FailingReceiver,
  relayWebhookEvents,
  startWebhookRelay,
  WEBHOOK_QUEUE,
  type WebhookJob,
} from './webhook-relay.ts';
export { WEBHOOK_EVENT_TYPES, type WebhookEventType } from './webhook-schema.ts';
export {
  SUBJECT_SECRET,
  subjectId,
  webhookPayload,
  type WebhookPayload,
} from './webhook-payload.ts';
export {
  NOMINATIONS_PER_DAY,
  nominatedShops,
  nominateShop,
  type NominatedShop,
  type NominationOutcome,
  type ShopNomination,
  type TeamNominations,
} from './nominations.ts';
