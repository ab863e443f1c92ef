export { MIGRATIONS_DIR, openDatabase } from './client';
export type { Database, DatabaseLocation, OpenedDatabase } from './client';
export { FolderInUse } from './folder-lock';
export { REFERRAL_BONUS, type Signup } from './schema';
export { markTeamEmailSent, placeOf, recordSignup } from './signups';
export type { Recorded, SignupInput } from './signups';
export {
  allSignups,
  eraseSignup,
  newest,
  searchByEmail,
  signupsPerDay,
  totals,
} from './team-queries';
export type { Tally, Totals } from './team-queries';
