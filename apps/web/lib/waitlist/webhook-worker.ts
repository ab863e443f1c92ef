import {
  describeFailure,
  type OpenedDatabase,
  startWebhookRelay,
  SUBJECT_SECRET,
  WEBHOOK_QUEUE,
  type WebhookJob,
  webhookPayload,
} from '@brp/db';
import { Webhook } from 'standardwebhooks';

export interface WebhookSettings {
  /** Where each event goes (WEBHOOK_URLS). */
  urls: string[];
  /** `whsec_…` (WEBHOOK_SECRET): receivers verify each delivery with it. */
  secret: string;
  /** Seconds before a failed delivery is tried again; the wait doubles up to an hour. */
  retryDelaySeconds?: number;
  /** How long a receiver has to answer one delivery, in ms. */
  timeoutMs?: number;
}

/** A receiver that has not answered in this long has failed this try; the queue tries again. */
const DELIVERY_TIMEOUT_MS = 10_000;

/**
 * How each server delivers: eight workers, one delivery a fetch, no more than two to one receiver
 * at a time (grouped by its address), so a receiver that hangs holds two workers for its timeout
 * while the others go on (the visitor never waits for any: the event was recorded with the
 * change and is delivered from the queue). A fetch of several would hold a receiver's place
 * until its batch settled, and stalled every worker behind one silent receiver (tested). Each
 * worker polls every second, and fetches again at once while the queue's backlog (pg-boss's
 * cached count, at most some 20 s old) is more than one: one delivery a fetch and a poll each
 * made 4 a second, and a launch's 500 confirmations a second a backlog of hours.
 */
const WEBHOOK_WORK = {
  batchSize: 1,
  localConcurrency: 8,
  localGroupConcurrency: 2,
  burstWhenReadyExceeds: 1,
  pollingIntervalSeconds: 1,
} as const;

/** A receiver's answer other than a 2xx. */
class RefusedDelivery extends Error {
  constructor(readonly status: number) {
    super(`HTTP ${status}`);
  }
}

/** What a receiver's answer or silence says, for the team's overview. */
function failureOf(error: unknown): string {
  return error instanceof RefusedDelivery ? error.message : describeFailure(error);
}

/**
 * Delivers one event to one receiver, signed per Standard Webhooks (`webhook-id`, the event's own
 * id on every try; `webhook-timestamp`; `webhook-signature`). A 2xx is delivered; anything else,
 * or no answer in time, throws, and the queue tries again with backoff for about a day. A
 * redirect is not followed: a receiver's address is the one the operator set.
 */
export async function deliver(
  opened: OpenedDatabase,
  job: WebhookJob,
  { secret, timeoutMs = DELIVERY_TIMEOUT_MS }: WebhookSettings,
): Promise<'sent' | 'dropped'> {
  const payload = await webhookPayload(opened.db, await opened.secret(SUBJECT_SECRET), job);
  if (!payload) return 'dropped';
  const body = JSON.stringify(payload);
  const id = `msg_${job.eventId.replaceAll('-', '')}`;
  const sentAt = new Date();
  const response = await fetch(job.url, {
    method: 'POST',
    redirect: 'manual',
    signal: AbortSignal.timeout(timeoutMs),
    headers: {
      'content-type': 'application/json',
      'user-agent': 'blocal-webhooks/1',
      'webhook-id': id,
      'webhook-timestamp': String(Math.floor(sentAt.getTime() / 1000)),
      'webhook-signature': new Webhook(secret).sign(id, sentAt, body),
    },
    body,
  });
  // The answer's body is not read: nothing in it is used, and a receiver could send any amount.
  await response.body?.cancel();
  if (response.status < 200 || response.status > 299) throw new RefusedDelivery(response.status);
  return 'sent';
}

/**
 * Relays the recorded events into the webhook queue and works it in this server (several servers
 * share both: each delivery is made by one of them).
 */
export async function startWebhooks(
  opened: OpenedDatabase,
  settings: WebhookSettings,
): Promise<() => Promise<void>> {
  const { boss } = opened.mail;
  const stopRelay = await startWebhookRelay(opened.db, boss, {
    urls: settings.urls,
    ...(settings.retryDelaySeconds && { retryDelaySeconds: settings.retryDelaySeconds }),
  });
  const worker = await boss.work<WebhookJob>(
    WEBHOOK_QUEUE,
    { ...WEBHOOK_WORK, perJobResults: true },
    (jobs) =>
      Promise.all(
        jobs.map(async ({ id, data }) => {
          try {
            await deliver(opened, data, settings);
            return { id, status: 'completed' as const };
          } catch (error) {
            // The receiver's host and what went wrong; never the event's data.
            const failure = failureOf(error);
            console.error(
              `A webhook (${data.type}, ${id}) to ${new URL(data.url).host} failed: ${failure}`,
            );
            return { id, status: 'failed' as const, output: { error: failure } };
          }
        }),
      ),
  );
  return async () => {
    await boss.offWork(WEBHOOK_QUEUE, { id: worker });
    await stopRelay();
  };
}
