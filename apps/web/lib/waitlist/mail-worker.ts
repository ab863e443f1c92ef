import {
  describeFailure,
  eraseUnconfirmed,
  forgetOldRecords,
  issueConfirmation,
  issueInvitation,
  MAIL_PRIORITY,
  MAIL_QUEUE,
  type MailJob,
  type SignupMailJob,
  newCode,
  eraseClosedSupportMessages,
  type OpenedDatabase,
  REFERRAL_BONUS,
  signupById,
} from '@brp/db';
import {
  confirmationMail,
  invitationMail,
  type MailMessage,
  renderMail,
  siteCode,
  siteOrigin,
  standingMail,
} from '@brp/mail';

import type { AreaSettings } from '@brp/core/area-progress';
import { invitationFor, type InvitationWords } from '@brp/core/invitations';

import type { SendMail } from '../mail/send-mail';
import { supportMailFor, type SupportMailSettings } from '../support/support-mail';

import { ownArea } from './own-area';

const RETENTION_QUEUE = 'waitlist-retention';

/**
 * How each server takes mail: eight workers, each fetching up to 4 messages and fetching again at
 * once while fetches come back full (a launch's backlog), else every second. A worker fetches
 * only when its whole batch has settled, so one slow send holds its batch, not the server's
 * mail. (One worker of 10 a fetch sent about 16 mails a second at 100 ms per SMTP command, and
 * stopped whenever one send did. Draining 10,000 welcome mails on this machine, four workers
 * sent 318-350 a second, eight 359-377: the server's thread was then busy 95% of the time.)
 */
const MAIL_WORK = {
  batchSize: 4,
  localConcurrency: 8,
  burstWhenBatchFull: true,
  pollingIntervalSeconds: 1,
  perJobResults: true,
} as const;

/** One more worker, for confirmation links alone: with every other worker busy on slow sends,
 * a link waits for no more than another link's send. */
const LINK_WORK = {
  ...MAIL_WORK,
  batchSize: 2,
  localConcurrency: 1,
  minPriority: MAIL_PRIORITY.confirm,
} as const;

/**
 * The longest one send may take, in ms. The SMTP timeouts (send-mail.ts) end a silent server; a
 * server that trickles its replies byte by byte never goes silent, and would hold its worker's
 * batch until the queue's limit (180 s), when the queue fails the job and the worker must still
 * wait. Past this, the send is given up and the queue retries it.
 */
const SEND_LIMIT_MS = 90_000;

export interface MailWorkerSettings extends SupportMailSettings {
  send: SendMail;
  /** Marketing's words for a person's own area, as they stand (waitlistSettingsForMail). */
  areaSettings: () => Promise<AreaSettings>;
  /** Marketing's invitation e-mail, as it stands (currentInvitationWords). */
  invitationWords: () => Promise<InvitationWords>;
}

/**
 * The message a job asks for, as things stand when it runs: nothing for a person erased meanwhile,
 * a new confirmation link for someone unconfirmed (the one before stops working; it works until
 * the signup's own deadline, and names the referrer of the latest signup), their standing for
 * someone confirmed; an invitation with a new link for someone invited who has not accepted.
 */
async function messageFor(
  { db }: OpenedDatabase,
  job: SignupMailJob,
  settings: MailWorkerSettings,
): Promise<(MailMessage & { to: string }) | undefined> {
  if (job.kind === 'invitation') return invitationMessage(db, job.signupId, settings);
  const { origin, areaSettings } = settings;
  const found = await signupById(db, job.signupId, job.place);
  if (!found) return undefined;
  const { signup, place } = found;
  if (place !== undefined) {
    if (job.kind === 'confirm') return undefined;
    const area = await ownArea(db, signup, await areaSettings());
    const mail = await renderMail(standingMail, {
      origin: siteOrigin(origin),
      name: signup.name,
      place,
      ...(area && { area }),
      referralBonus: REFERRAL_BONUS,
      referralCode: siteCode(signup.referralCode),
      statusCode: siteCode(signup.statusCode),
      leaveCode: siteCode(signup.leaveCode),
    });
    return { ...mail, to: signup.email };
  }
  if (job.kind === 'welcome') return undefined;
  const token = newCode();
  const issued = await issueConfirmation(db, signup.id, token);
  if (!issued?.confirmBy) return undefined;
  const mail = await renderMail(confirmationMail, {
    origin: siteOrigin(origin),
    token: siteCode(token),
    confirmBy: issued.confirmBy,
    type: signup.type,
    leaveCode: siteCode(signup.leaveCode),
  });
  return { ...mail, to: signup.email };
}

/**
 * The invitation of an invited person, with a new link to accept it (the one before stops
 * working); nothing once they have accepted, or are gone.
 */
async function invitationMessage(
  db: OpenedDatabase['db'],
  signupId: number,
  { origin, invitationWords }: MailWorkerSettings,
): Promise<(MailMessage & { to: string }) | undefined> {
  const token = newCode();
  const signup = await issueInvitation(db, signupId, token);
  if (!signup) return undefined;
  const area = signup.postalCode ?? signup.geoCity ?? signup.location;
  const mail = await renderMail(invitationMail, {
    origin: siteOrigin(origin),
    words: invitationFor(await invitationWords(), { name: signup.name, area }),
    token: siteCode(token),
    leaveCode: siteCode(signup.leaveCode),
  });
  return { ...mail, to: signup.email };
}

interface Attempt {
  id: string;
  retryCount: number;
}

/**
 * Marks a job done the moment its mail is accepted, not when its whole batch settles: a batch
 * waits for its slowest send, and a server killed meanwhile (a mail server that stalls on one
 * message, then a deploy's SIGKILL) would have every mail of the batch sent again by the next
 * server. Measured: two mails of one support message, the first held by the mail server, the
 * server killed; the second arrived twice. The batch's own settling later finds it done, or
 * marks it, should this fail (the mail went: a failure here must not send it again).
 *
 * The mails accepted in one turn of the event loop are marked in one statement: one per mail
 * was a third of the queue's statements in a rush (pg-boss's writes took 19 s of the server's
 * CPU in a load test's 100,000 mails).
 */
function completedTogether(boss: OpenedDatabase['mail']['boss']) {
  let waiting: Attempt[] = [];
  let marking: Promise<void> | undefined;
  return (attempt: Attempt): Promise<void> => {
    waiting.push(attempt);
    marking ??= new Promise<void>((turn) => setImmediate(turn)).then(() => {
      const attempts = waiting;
      waiting = [];
      marking = undefined;
      // Attempts, not ids alone: a job whose claim lapsed and went back to the queue is
      // another attempt's to settle, and pg-boss leaves it alone.
      return boss.complete(MAIL_QUEUE, attempts).then(
        () => undefined,
        () => undefined,
      );
    });
    return marking;
  };
}

/**
 * Works the mail queue in this server: each job is one message, sent once it is composed; a send
 * that fails is retried by the queue with backoff, on this server or another.
 */
export async function startMailWorker(
  opened: OpenedDatabase,
  settings: MailWorkerSettings,
): Promise<void> {
  const { boss } = opened.mail;
  const sentNow = completedTogether(boss);
  const work = (jobs: { id: string; retryCount: number; data: MailJob; signal: AbortSignal }[]) =>
    // Each job settles on its own: one address that fails is retried, the rest are sent once.
    Promise.all(
      jobs.map(async ({ id, retryCount, data, signal }) => {
        // Given up at the limit, or when the queue gives up on the job (its own 180 s).
        const limit = AbortSignal.any([signal, AbortSignal.timeout(SEND_LIMIT_MS)]);
        try {
          if ('messageId' in data) {
            const support = await supportMailFor(opened.db, data, settings);
            if (support) {
              await settings.send(support.message, limit);
              // Noted first: a job run again finds it noted and sends nothing (supportMailFor).
              await support.sent();
              await sentNow({ id, retryCount });
            }
            return { id, status: 'completed' as const };
          }
          const message = await messageFor(opened, data, settings);
          if (message) {
            await settings.send(message, limit);
            await sentNow({ id, retryCount });
          }
          return { id, status: 'completed' as const };
        } catch (error) {
          // The address stays out of the log: the job's id says which message it was.
          console.error(`An e-mail (${id}) could not be sent: ${describeFailure(error)}`);
          return { id, status: 'failed' as const, output: { error: describeFailure(error) } };
        }
      }),
    );
  await boss.work<MailJob>(MAIL_QUEUE, MAIL_WORK, work);
  await boss.work<MailJob>(MAIL_QUEUE, LINK_WORK, work);
}

/**
 * The retention task, hourly (one server of several runs it each time), on every server whether
 * or not it can send mail: erases the unconfirmed signups past their deadline, and forgets old
 * network salts, team actions, reports and spent challenges, and the support messages closed
 * longer ago than they are kept.
 */
export async function startRetention(
  { db, mail }: OpenedDatabase,
  { keepClosedSupportDays }: { keepClosedSupportDays: number },
): Promise<void> {
  await mail.boss.createQueue(RETENTION_QUEUE);
  await mail.boss.schedule(RETENTION_QUEUE, '7 * * * *');
  await mail.boss.work(RETENTION_QUEUE, async () => {
    const erased = await eraseUnconfirmed(db);
    if (erased)
      console.info(`Waitlist: ${erased} unconfirmed signups erased, past their deadline.`);
    const closed = await eraseClosedSupportMessages(db, keepClosedSupportDays);
    if (closed)
      console.info(`Support: ${closed} messages erased, closed ${keepClosedSupportDays} days ago.`);
    await forgetOldRecords(db);
  });
}
