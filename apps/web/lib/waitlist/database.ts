import 'server-only';

import { describeFailure, mailLag, openDatabase, type OpenedDatabase } from '@brp/db';

import {
  confirmationSettings,
  mailTransport,
  siteUrl,
  supportSettings,
  waitlistDatabaseLocation,
  webhooks,
} from '../env';
import { currentInvitationWords, waitlistSettingsForMail } from '../content';
import { mailSender } from '../mail/send-mail';

import { PROOF_OF_WORK_SECRETS } from '../proof-of-work/challenge';

import { databaseHolder as holder } from './database-holder';
import { MAIL_LAG_SAMPLE_MS, mailLagWatch } from './mail-lag-watch';
import { startMailWorker, startRetention } from './mail-worker';
import { startWebhooks } from './webhook-worker';

/**
 * The server's one connection to the waitlist's database, opened on first use (or at start, by
 * instrumentation.ts) and held once per process (database-holder.ts). A failed open (Postgres down, the folder held by another server) is not kept: the next request
 * tries again, so the waitlist comes back with its database, without a restart. Once open, this
 * server runs the retention task and, with a way to send mail, works its mail queue.
 */
export function waitlistDatabase(): Promise<OpenedDatabase> {
  holder.opening ??= openDatabase(waitlistDatabaseLocation).then(workMail, (error: unknown) => {
    holder.opening = undefined;
    throw error;
  });
  return holder.opening;
}

async function workMail(opened: OpenedDatabase): Promise<OpenedDatabase> {
  watchMailLag(opened);
  // The proof of work's keys, read now: challenges are then made without the database.
  await Promise.all(PROOF_OF_WORK_SECRETS.map(opened.secret)).catch(() => undefined);
  try {
    await startRetention(opened, { keepClosedSupportDays: supportSettings.keepClosedDays });
    if (mailTransport.kind !== 'none') {
      await startMailWorker(opened, {
        send: mailSender(mailTransport),
        areaSettings: waitlistSettingsForMail,
        invitationWords: currentInvitationWords,
        origin: siteUrl,
        inbox: supportSettings.inbox,
        timeZone: supportSettings.timeZone,
      });
    }
    if (webhooks) await startWebhooks(opened, webhooks);
  } catch (error) {
    // Signups still queue their mail; it goes once a server's worker starts.
    console.error(`⨯ Waitlist: the mail worker could not start (${describeFailure(error)})`);
  }
  return opened;
}

/** Reads how far behind the mail is every few seconds, for GET /api/health and the log's warning:
 * the health check, asked as often as a load balancer likes, then costs the database nothing. */
function watchMailLag(opened: OpenedDatabase) {
  const watch = mailLagWatch({
    read: (now) => mailLag(opened.db, now),
    warnSeconds: confirmationSettings.mailLagWarnSeconds,
  });
  holder.mailLag = watch.latest;
  void watch.sample(new Date());
  setInterval(() => void watch.sample(new Date()), MAIL_LAG_SAMPLE_MS).unref();
}
