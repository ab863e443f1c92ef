import { describeFailure } from '@brp/db';

import { waitlistDatabaseLocation } from '../env';

import { waitlistDatabase } from './database';

/**
 * Says where the waitlist is kept as the server starts. A shared Postgres is opened now, its
 * migrations applied (servers starting together take turns), so a wrong DATABASE_URL shows in the
 * first lines of the log. The embedded database opens with the first signup instead: it costs a
 * server about half a gigabyte of memory, which a server nobody signs up on need not pay. A
 * database that cannot be opened does not stop the server: pages do not need it, and the signup
 * route answers 503 and tries again with the next signup.
 */
export async function openWaitlistAtStart(): Promise<void> {
  if (!('url' in waitlistDatabaseLocation)) {
    console.info(
      `✓ Waitlist: embedded database (PGlite) in ${waitlistDatabaseLocation.folder}, opened with the first signup; set DATABASE_URL to share one Postgres between servers`,
    );
    return;
  }
  try {
    const { where } = await waitlistDatabase();
    console.info(`✓ Waitlist: Postgres at ${where}, migrations applied`);
  } catch (error) {
    console.error(
      `⨯ Waitlist: the database could not be opened (${describeFailure(error)}); signups answer 503 until it can`,
    );
  }
}
