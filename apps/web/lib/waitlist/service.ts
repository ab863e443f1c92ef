import 'server-only';

import { describeFailure } from '@brp/db';

import { confirmationSettings, redisUrl, studioOrigins, waitlistSettings } from '../env';
import { clientKey } from '../outbox/rate-limit';

import { refusal } from './answers';
import { waitlistDatabase } from './database';
import { geoipLookup } from './geoip';
import { createSignupLimiter } from './signup-limiter';
import type { TeamAccess } from './team-access';

/** The address the request came from: the production server has written the trusted one into
 * X-Forwarded-For (server/trusted-client.ts); under `next dev`, Next's own, or the client's. */
export const clientAddress = clientKey;

/** The waitlist's parts as this server's settings make them, shared by its routes. */
export const signupLimit = createSignupLimiter(waitlistSettings.signupsPerHour, redisUrl);

export const database = async () => (await waitlistDatabase()).db;

/** The database with its mail queue, for the routes that queue mail. */
export const openedDatabase = waitlistDatabase;

/** Signups listed unasked, with no mail (WAITLIST_TRUST_UNCONFIRMED_ADDRESSES). */
export const { trustUnconfirmed } = confirmationSettings;

/** Where signups are, from their client address (GEOIP_DB). */
export const { locate: locateClient } = geoipLookup(waitlistSettings.geoipDatabase);

export const teamAccess: TeamAccess = { token: waitlistSettings.teamToken, studioOrigins };

/** Runs a team request against the database; while it cannot be reached, 503. */
export async function withDatabase(
  handle: (db: Awaited<ReturnType<typeof database>>) => Response | Promise<Response>,
): Promise<Response> {
  try {
    return await handle(await database());
  } catch (error) {
    console.error(`The waitlist database could not answer the team: ${describeFailure(error)}`);
    return refusal(503, 'The waitlist is unavailable; try again shortly');
  }
}
