import 'server-only';

import { openDatabase, type OpenedDatabase } from '@brp/db';

import { waitlistDatabaseLocation } from '../env';

/**
 * The server's one connection to the waitlist's database, opened on first use (or at start, by
 * instrumentation.ts) and shared through globalThis: Next bundles the instrumentation and each
 * route on their own, and two copies of an embedded database in one process would lose data. A
 * failed open (Postgres down, the folder held by another server) is not kept: the next request
 * tries again, so the waitlist comes back with its database, without a restart.
 */
const SHARED = Symbol.for('brp.waitlist.database');

interface Holder {
  opening?: Promise<OpenedDatabase>;
}

const holder: Holder = ((globalThis as Record<symbol, Holder>)[SHARED] ??= {});

export function waitlistDatabase(): Promise<OpenedDatabase> {
  holder.opening ??= openDatabase(waitlistDatabaseLocation).catch((error: unknown) => {
    holder.opening = undefined;
    throw error;
  });
  return holder.opening;
}
