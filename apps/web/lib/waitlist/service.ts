import 'server-only';

import { describeFailure } from '@brp/db';

import { confirmationSettings, redisUrl, studioOrigins, waitlistSettings } from '../env';
import { clientKey } from '../outbox/rate-limit';

import { unavailable } from './answers';
import { waitlistDatabase } from './database';
import { geoipLookup } from './geoip';
import { createClientLimiter, createSignupLimiter } from './signup-limiter';
import type { TeamAccess } from './team-access';
import { teamMembers } from './team-members';

/** The address the request came from: the production server has written the trusted one into
 * X-Forwarded-For (server/trusted-client.ts); under `next dev`, Next's own, or the client's. */
export const clientAddress = clientKey;

/** The waitlist's parts as this server's settings make them, shared by its routes. */
export const signupLimit = createSignupLimiter(waitlistSettings.signupsPerHour, redisUrl);

export const database = async () => (await waitlistDatabase()).db;

/** The database with its mail queue and relay, for the routes that mark mail due. */
export const openedDatabase = waitlistDatabase;

/** Signups listed unasked, with no mail (WAITLIST_TRUST_UNCONFIRMED_ADDRESSES); a referrer's
 * credits per day (WAITLIST_CREDITS_PER_DAY). */
export const { trustUnconfirmed, creditsPerDay } = confirmationSettings;

/** Where signups are, from their client address (GEOIP_DB). */
export const { locate: locateClient } = geoipLookup(waitlistSettings.geoipDatabase);

/** Wrong team credentials one client network may send per quarter hour: a member mistyping is
 * never stopped; a guesser gets 40 tries an hour at 256-bit credentials. */
const FAILED_CREDENTIALS = { points: 10, seconds: 900, keyPrefix: 'brp:team-failures' };

export const teamAccess: TeamAccess = {
  memberOf: teamMembers(waitlistSettings.teamFile, waitlistSettings.teamToken),
  studioOrigins,
  failures: createClientLimiter(FAILED_CREDENTIALS, redisUrl),
  clientAddress,
};

/** Runs a team request against the database; while it cannot be reached, 503. */
export async function withDatabase(
  handle: (db: Awaited<ReturnType<typeof database>>) => Response | Promise<Response>,
): Promise<Response> {
  try {
    return await handle(await database());
  } catch (error) {
    console.error(`The waitlist database could not answer the team: ${describeFailure(error)}`);
    return unavailable();
  }
}
