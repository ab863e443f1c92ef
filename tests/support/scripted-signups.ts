/**
 * What lets a spec sign up hundreds of people (or send as many support messages) as a script would, on a server of its own: limits
 * no spec reaches unless it sets its own, and the proof of work at its least (each signup still
 * solves and spends one). A module without imports, so that the plain-Node test studio build
 * (build-test-studio.ts, through waitlist-studio.ts) can read it too.
 */
export const SCRIPTED_SIGNUPS = {
  WAITLIST_SIGNUPS_PER_HOUR: '100000',
  WAITLIST_SIGNUPS_PER_HOUR_PER_NETWORK: '100000',
  WAITLIST_CHALLENGE_DIFFICULTY: '1',
  SUPPORT_MESSAGES_PER_HOUR: '100000',
  SUPPORT_MESSAGES_PER_HOUR_PER_NETWORK: '100000',
};
