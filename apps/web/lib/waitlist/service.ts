import 'server-only';

import { describeFailure, recordTeamAction } from '@brp/db';

import { confirmationSettings, redisUrl, studioOrigins, waitlistSettings } from '../env';
import { clientAddress } from '../rate-limits/client-address';
import {
  createClientLimiter,
  createSignupLimiter,
  SENT_REPORTS,
  TEAM_FAILURES,
  TEAM_FAILURES_EVERYONE,
} from '../rate-limits/limits';

import { unavailable } from './answers';
import { waitlistDatabase } from './database';
import { geoipLookup } from './geoip';
import type { TeamAccess } from './team-access';
import { teamMembers } from './team-members';

/** The waitlist's parts as this server's settings make them, shared by its routes. */
export const signupLimit = createSignupLimiter(waitlistSettings.signupLimits, redisUrl);

/** The reports that a signup's team e-mail went out: a person sends one; a script, no more than
 * this an hour, whatever it guesses. */
export const sentReportLimit = createClientLimiter(SENT_REPORTS, redisUrl).spend;

export const database = async () => (await waitlistDatabase()).db;

/** The database with its mail queue and relay, for the routes that mark mail due. */
export const openedDatabase = waitlistDatabase;

/** Signups listed unasked, with no mail (WAITLIST_TRUST_UNCONFIRMED_ADDRESSES); a referrer's
 * credits per day (WAITLIST_CREDITS_PER_DAY). */
export const { trustUnconfirmed, creditsPerDay, unconfirmedDays } = confirmationSettings;

/** Where signups are, from their client address (GEOIP_DB). */
export const { locate: locateClient } = geoipLookup(waitlistSettings.geoipDatabase);

export const teamAccess: TeamAccess = {
  holderOf: teamMembers(waitlistSettings.teamFile, waitlistSettings.teamToken),
  studioOrigins,
  failures: {
    network: createClientLimiter(TEAM_FAILURES, redisUrl),
    everyone: createClientLimiter(TEAM_FAILURES_EVERYONE, redisUrl),
  },
  clientAddress,
  async recordRefusal(member, action) {
    try {
      await recordTeamAction(await database(), member, action);
    } catch (error) {
      // Refused all the same: only the row is missing, and this line says so.
      console.error(`A refused team credential could not be recorded: ${describeFailure(error)}`);
    }
  },
};

/** Runs a team request against the database; while it cannot be reached, 503. */
export function withDatabase(
  handle: (db: Awaited<ReturnType<typeof database>>) => Response | Promise<Response>,
): Promise<Response> {
  return withOpenedDatabase(({ db }) => handle(db));
}

/** Runs a team request against the database and its mail queue; while it cannot be reached, 503. */
export async function withOpenedDatabase(
  handle: (opened: Awaited<ReturnType<typeof openedDatabase>>) => Response | Promise<Response>,
): Promise<Response> {
  try {
    return await handle(await openedDatabase());
  } catch (error) {
    console.error(`The waitlist database could not answer the team: ${describeFailure(error)}`);
    return unavailable();
  }
}
