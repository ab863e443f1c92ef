import { readdirSync } from 'node:fs';

import { describeFailure } from '@brp/db';

import {
  confirmationSettings,
  mailTransport,
  waitlistDatabaseLocation,
  waitlistSettings,
} from '../env';

import { waitlistDatabase } from './database';
import { databaseHolder } from './database-holder';
import { geoipLookup } from './geoip';

/**
 * Opens the waitlist's database as the server starts, in the background, and says where it is
 * kept: a shared Postgres (its migrations applied; servers starting together take turns), so a
 * wrong DATABASE_URL shows in the first lines of the log, or an embedded database that holds
 * signups (its mail queue may hold e-mails to send). Pages do not wait for it; GET /api/health
 * answers 503 "starting" until it has settled. A new embedded database opens with the first use
 * instead: it costs a server about half a gigabyte, and a server that opened one grew its heap by
 * about 3.5 MB in 40 s of requests that never touch it (the hostile spec's flood), which a server
 * nobody signs up on need not pay (issue #69 keeps the question open). A database that cannot be
 * opened does not stop the server: the signup route answers 503 and tries again with the next
 * signup.
 */
export function openWaitlistAtStart(): Promise<void> {
  if (!('url' in waitlistDatabaseLocation) && !holdsData(waitlistDatabaseLocation.folder)) {
    console.info(
      `✓ Waitlist: embedded database (PGlite) in ${waitlistDatabaseLocation.folder}, opened with the first signup; set DATABASE_URL to share one Postgres between servers`,
    );
    return Promise.resolve();
  }
  databaseHolder.starting = true;
  return waitlistDatabase()
    .then(
      ({ kind, where }) => {
        const engine = kind === 'postgres' ? 'Postgres at' : 'embedded database (PGlite) in';
        console.info(`✓ Waitlist: ${engine} ${where}, migrations applied`);
      },
      (error: unknown) => {
        console.error(
          `⨯ Waitlist: the database could not be opened (${describeFailure(error)}); signups answer 503 until it can`,
        );
      },
    )
    .finally(() => {
      databaseHolder.starting = false;
    });
}

function holdsData(folder: string): boolean {
  try {
    return readdirSync(folder).length > 0;
  } catch {
    return false;
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

/**
 * Says how the waitlist's e-mails leave, as the server starts. False for a production server with
 * no way to send them: signups would wait for a confirmation nobody can receive. The operator
 * then names a mail server, or opts out of confirmation knowing what it costs.
 */
export function checkMailAtStart(): boolean {
  if (confirmationSettings.trustUnconfirmed) {
    console.warn(
      '⚠ Waitlist: WAITLIST_TRUST_UNCONFIRMED_ADDRESSES is set: signups count without confirming their address, so anyone can list any address and earn referral credit with made-up ones',
    );
    return true;
  }
  switch (mailTransport.kind) {
    case 'smtp':
      console.info(`✓ Waitlist: e-mail through ${new URL(mailTransport.url).host}`);
      return true;
    case 'outbox':
      console.info(`✓ Waitlist: e-mail kept in the local outbox, ${mailTransport.file}`);
      return true;
    case 'none':
      console.error(
        '⨯ SMTP_URL: the waitlist cannot e-mail its confirmation links. Set SMTP_URL and MAIL_FROM (docs/deployment.md), or OUTBOX_ENABLED=1 to keep e-mails in a local file, or WAITLIST_TRUST_UNCONFIRMED_ADDRESSES=1 to list signups without asking them to confirm',
      );
      return false;
  }
}
