export { migrationsDir, openDatabase } from './client.ts';
export type { Database, DatabaseLocation, OpenedDatabase } from './client.ts';
export { describeFailure } from './failure.ts';
export { FolderInUse } from './folder-lock.ts';
export { REFERRAL_BONUS, type Signup } from './schema.ts';
export { markTeamEmailSent, newCode, placeOf, recordSignup } from './signups.ts';
export type { Recorded, SignupInput } from './signups.ts';
export {
  allSignups,
  eraseSignup,
  newest,
  searchByEmail,
  signupCount,
  signupsPerDay,
  totals,
} from './team-queries.ts';
export type { Tally, Totals } from './team-queries.ts';
