import 'server-only';

import { describeFailure, openDatabase, type OpenedDatabase } from '@brp/db';

import { mailTransport, siteUrl, supportSettings, waitlistDatabaseLocation } from '../env';
import { mailSender } from '../mail/send-mail';

import { PROOF_OF_WORK_SECRETS } from '../proof-of-work/challenge';

import { startMailWorker, startRetention } from './mail-worker';

/**
 * The server's one connection to the waitlist's database, opened on first use (or at start, by
 * instrumentation.ts) and shared through globalThis: Next bundles the instrumentation and each
 * route on their own, and two copies of an embedded database in one process would lose data. A
 * failed open (Postgres down, the folder held by another server) is not kept: the next request
 * tries again, so the waitlist comes back with its database, without a restart. Once open, this
 * server runs the retention task and, with a way to send mail, works its mail queue.
 */
const SHARED = Symbol.for('brp.waitlist.database');

interface Holder {
  opening?: Promise<OpenedDatabase>;
}

const holder: Holder = ((globalThis as Record<symbol, Holder>)[SHARED] ??= {});

export function waitlistDatabase(): Promise<OpenedDatabase> {
  holder.opening ??= openDatabase(waitlistDatabaseLocation).then(workMail, (error: unknown) => {
    holder.opening = undefined;
    throw error;
  });
  return holder.opening;
}

async function workMail(opened: OpenedDatabase): Promise<OpenedDatabase> {
  // The proof of work's keys, read now: challenges are then made without the database.
  await Promise.all(PROOF_OF_WORK_SECRETS.map(opened.secret)).catch(() => undefined);
  try {
    await startRetention(opened, { keepClosedSupportDays: supportSettings.keepClosedDays });
    if (mailTransport.kind !== 'none') {
      await startMailWorker(opened, {
        send: mailSender(mailTransport),
        origin: siteUrl,
        inbox: supportSettings.inbox,
        timeZone: supportSettings.timeZone,
      });
    }
  } catch (error) {
    // Signups still queue their mail; it goes once a server's worker starts.
    console.error(`⨯ Waitlist: the mail worker could not start (${describeFailure(error)})`);
  }
  return opened;
}
