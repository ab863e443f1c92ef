import type { OpenedDatabase } from '@brp/db';

import { processSlot } from '../process-slots';

import type { MailLagSample } from './mail-lag-watch';

/**
 * What this process holds of the waitlist's database, shared through globalThis: Next bundles
 * the instrumentation and each route on their own, and two copies of an embedded database in one
 * process would lose data. The mail's lag, as its watch last read it, sits beside it, for the
 * health route to read without the database (and without bundling @brp/db: types only here).
 */
export interface DatabaseHolder {
  opening?: Promise<OpenedDatabase>;
  /** True while the open begun at start has not settled: GET /api/health says "starting". */
  starting?: boolean;
  mailLag?: () => MailLagSample | undefined;
}

export const databaseHolder = processSlot<DatabaseHolder>('waitlist-database', () => ({}));

/** Whether the database's open at start is still under way (instrumentation.ts). */
export const databaseStarting = (): boolean => databaseHolder.starting === true;

/** The mail's lag as last read; undefined before this server has opened the database. */
export const latestMailLag = (): MailLagSample | undefined => databaseHolder.mailLag?.();
