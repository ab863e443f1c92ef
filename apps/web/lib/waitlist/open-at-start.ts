import { describeFailure } from '@brp/db';

import { waitlistDatabaseLocation, waitlistSettings } from '../env';

import { waitlistDatabase } from './database';
import { geoipLookup } from './geoip';

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

/**
 * Opens the GeoIP database as the server starts, so a wrong GEOIP_DB stops it with the variable
 * named instead of leaving every signup unplaced. False when it cannot be read.
 */
export async function openGeoipAtStart(): Promise<boolean> {
  const file = waitlistSettings.geoipDatabase;
  if (!file) {
    console.info(
      '✓ Waitlist: no GeoIP database; set GEOIP_DB to count signups by city (docs/waitlist.md)',
    );
    return true;
  }
  try {
    // The reader the signup route uses (one per process): a check at start, and no wait later.
    const reader = await geoipLookup(file).opened();
    const built = reader?.metadata.buildEpoch.toISOString().slice(0, 10);
    console.info(`✓ Waitlist: GeoIP ${reader?.metadata.databaseType} of ${built} (${file})`);
    return true;
  } catch (error) {
    console.error(
      // The reader's own words hold no personal data (a path, a format), and say what is wrong.
      `⨯ GEOIP_DB: ${file} could not be read as a MaxMind DB (${error instanceof Error ? error.message : describeFailure(error)}); name a GeoLite2 City or DB-IP Lite City .mmdb file, or unset GEOIP_DB`,
    );
    return false;
  }
}
