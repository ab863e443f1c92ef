/**
 * The waitlist's outgoing mail, queued in the database (pg-boss): a signup or a confirmation marks
 * its mail due in the statement that records it, and the relay queues it (mail-relay.ts), so one
 * is never recorded without the other, and a mail server that is down only delays it. pg-boss runs on both engines (Postgres,
 * and PGlite through its adapter), survives restarts, retries with backoff, and hands each job to
 * one worker of one server at a time (SKIP LOCKED); docs/waitlist.md says why not another queue.
 */
import { fromPglite, type PGliteLike, PgBoss } from 'pg-boss';

import { repeatLimitedLog } from './repeat-limited-log.ts';

export const MAIL_QUEUE = 'waitlist-mail';

/**
 * What to mail one person: `confirm`, the link that puts them in line (while unconfirmed);
 * `welcome`, their place, links and status link (once confirmed); `again`, either, as their row
 * says (queued by versions before the relay, which queues the other two); `invitation`, the
 * team's invitation to the pilot, with its link to accept (queued by the batch: invitations.ts).
 */
export type MailJob = SignupMailJob | SupportMailJob;

export interface SignupMailJob {
  kind: 'confirm' | 'again' | 'welcome' | 'invitation';
  signupId: number;
  /** A welcome's place, as the relay counted it for its batch (tail-places.ts);
   * without it the worker counts the person's place as it sends. */
  place?: number;
}

/**
 * What to mail about one support message: `support-acknowledgement`, its reference and due date
 * to its sender (our own words only: nobody has confirmed the address); `support-copy`, the
 * message itself to the team's helpdesk inbox, replying to the sender.
 */
export interface SupportMailJob {
  kind: 'support-acknowledgement' | 'support-copy';
  messageId: number;
}

/**
 * Which mail goes first when the queue holds more than the servers can send at once (pg-boss
 * fetches by priority, then age): the link a person is waiting for, on the page they just left,
 * before anything else; then what answers a person who wrote to support and the helpdesk's copy
 * of it; then a confirmed person's place, which nobody is waiting on. A launch's burst of
 * confirmations queues thousands of those, and a new signup's link must not wait behind them.
 */
export const MAIL_PRIORITY: Record<MailJob['kind'], number> = {
  confirm: 30,
  again: 30,
  'support-acknowledgement': 20,
  'support-copy': 20,
  welcome: 10,
  invitation: 10,
};

/** A job for the mail queue, with its kind's priority. */
export function mailJob<Job extends MailJob>(data: Job): { data: Job; priority: number } {
  return { data, priority: MAIL_PRIORITY[data.kind] };
}

/**
 * How often a repeat signup mails its person: the first repeat mails them at once (someone who
 * lost the mail signs up again), then nothing more for this many seconds after it (the row's
 * mail_quiet_until), so a stranger who knows the address cannot flood it.
 */
export const REPEAT_MAIL_SLOT_SECONDS = 20 * 60;

/**
 * How many times repeat signups mail one person in all: someone who lost their mail has it again
 * several times over, and a stranger re-submitting the address every REPEAT_MAIL_SLOT_SECONDS
 * gets it no more than this many links (its deadline, fixed at signup, ends the rest).
 */
export const REPEAT_MAILS_MAX = 5;

export interface MailQueueSettings {
  /** Seconds before the first retry of a message that failed; each retry waits about twice as
   * long, up to an hour. */
  retryDelaySeconds: number;
}

const DEFAULT_MAIL_QUEUE_SETTINGS: MailQueueSettings = { retryDelaySeconds: 30 };

/** A failed message is tried this many times more: with a 30 s start, for about a day. */
const RETRY_LIMIT = 30;
const RETRY_DELAY_MAX_SECONDS = 3600;

/**
 * A server that dies while it sends (a crash, an OOM kill, a deploy's SIGKILL) leaves its message
 * taken. Its worker beats every 10 s while it holds one; a message whose beat stops for this long
 * is given back to the queue and sent by another worker (pg-boss's default, none, left it for its
 * 15-minute expiry). 20 s, not pg-boss's least (10), so that a live server stalled for a few
 * seconds on one busy core does not lose its message and send it twice.
 */
const MAIL_HEARTBEAT_SECONDS = 20;
/**
 * How long one message may take while its server lives: a mail server that accepts and then
 * stalls is cut off (the SMTP timeouts in apps/web/lib/mail/send-mail.ts come first) and the
 * message retried.
 */
const MAIL_SEND_LIMIT_SECONDS = 180;
/**
 * How often each server looks for messages whose worker died (one query). Both pg-boss intervals:
 * supervising claims the look, and the monitor, whose own default is 60 s, runs the heartbeat and
 * expiry sweeps, so a dead claim was found 20 to 80 s late, not 20 to 30. The queues' cached
 * counts too (default 60 s), by which the webhook workers see a backlog and stop polling.
 */
const SUPERVISE_EVERY_SECONDS = 10;
/**
 * Connections of pg-boss's own pool per server: the mail workers' fetches (apps/web's
 * mail-worker.ts runs five), each message's completion as it is sent, the heartbeats, the
 * supervision and the retention task. At 3, a heartbeat waited for a connection and could lapse.
 */
const QUEUE_POOL_SIZE = 10;

/** The queue: pg-boss, which the relay fills (mail-relay.ts) and the site's worker works. */
export interface MailQueue {
  boss: PgBoss;
}

export type QueueConnection = { url: string } | { pglite: PGliteLike };

/** Starts pg-boss on the database (creating or upgrading its own schema, `pgboss`). */
export async function startMailQueue(
  connection: QueueConnection,
  settings: MailQueueSettings = DEFAULT_MAIL_QUEUE_SETTINGS,
): Promise<MailQueue> {
  const boss =
    'url' in connection
      ? new PgBoss({
          connectionString: connection.url,
          max: QUEUE_POOL_SIZE,
          superviseIntervalSeconds: SUPERVISE_EVERY_SECONDS,
          monitorIntervalSeconds: SUPERVISE_EVERY_SECONDS,
          queueCacheIntervalSeconds: SUPERVISE_EVERY_SECONDS,
        })
      : new PgBoss({
          db: fromPglite(connection.pglite),
          backend: 'pglite',
          superviseIntervalSeconds: SUPERVISE_EVERY_SECONDS,
          monitorIntervalSeconds: SUPERVISE_EVERY_SECONDS,
          queueCacheIntervalSeconds: SUPERVISE_EVERY_SECONDS,
        });
  // Its own errors (a maintenance query during an outage) are reported, not thrown at nobody:
  // each kind once a minute, with its count (an outage makes every worker fail every poll).
  // pg-boss appends its worker's random id, which tells an operator nothing: left out.
  const report = repeatLimitedLog({ write: (line) => console.error(line) });
  boss.on('error', (error: Error) => {
    const message = error.message.split('\n')[0]!.replace(/, Worker: [\w-]+\)$/, ')');
    report(message.replace(/ \(Queue: [^)]*\)$/, ''), `The waitlist's mail queue: ${message}`);
  });
  await boss.start();
  const chosen = {
    retryDelay: settings.retryDelaySeconds,
    heartbeatSeconds: MAIL_HEARTBEAT_SECONDS,
    expireInSeconds: MAIL_SEND_LIMIT_SECONDS,
  };
  await boss.createQueue(MAIL_QUEUE, {
    retryLimit: RETRY_LIMIT,
    retryBackoff: true,
    retryDelayMax: RETRY_DELAY_MAX_SECONDS,
    ...chosen,
  });
  // A queue made by an earlier version keeps its settings until they are set again.
  await boss.updateQueue(MAIL_QUEUE, chosen);
  return { boss };
}
