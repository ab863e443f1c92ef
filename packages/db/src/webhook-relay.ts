/**
 * The relay between the recorded events (webhook-schema.ts) and the webhook queue: a batch at a
 * time, in one transaction that deletes the events it queues, so each is queued once (or, should
 * the transaction fail, left for the next pass), one delivery per receiver, each retried on its
 * own. Several servers relay side by side, each taking events the others have not locked.
 */
import { asc, inArray, lt, sql } from 'drizzle-orm';
import { fromDrizzle, type DrizzleTransactionLike, type PgBoss } from 'pg-boss';

import type { Database } from './client.ts';
import { prepared } from './prepared.ts';
import { webhookEvents, type WebhookEventType } from './webhook-schema.ts';

export const WEBHOOK_QUEUE = 'waitlist-webhooks';

/** One delivery: an event to one receiver. */
export interface WebhookJob {
  /** The event's id: its `webhook-id` is `msg_` and these hex digits (dashes removed). */
  eventId: string;
  type: WebhookEventType;
  signupId: number;
  /** When the change was made (ISO 8601): the payload's `timestamp`. */
  at: string;
  url: string;
}

/** Events one pass moves. */
const BATCH = 200;

/**
 * A delivery that keeps failing is tried for about a day: 30 more times, the wait doubling from
 * `retryDelaySeconds` up to an hour (10 s: the 30th retry comes some 22 hours on).
 */
const RETRY_LIMIT = 30;
const RETRY_DELAY_MAX_SECONDS = 3600;
/** A receiver has this long to answer one delivery before the queue takes it back. */
const DELIVERY_LIMIT_SECONDS = 60;

/** How long a recorded event waits for a relay (a server with WEBHOOK_URLS) before it is forgotten. */
const EVENTS_KEPT_MS = 24 * 3600_000;

export interface WebhookRelaySettings {
  /** Where each event goes (WEBHOOK_URLS). */
  urls: readonly string[];
  retryDelaySeconds?: number;
  everyMs?: number;
}

/** Queues up to BATCH recorded events, oldest first, once per receiver; how many. */
export async function relayWebhookEvents(
  db: Database,
  boss: PgBoss,
  urls: readonly string[],
): Promise<number> {
  return db.transaction(async (tx) => {
    const due = tx
      .select({ id: webhookEvents.id })
      .from(webhookEvents)
      .orderBy(asc(webhookEvents.at))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    const taken = await tx.delete(webhookEvents).where(inArray(webhookEvents.id, due)).returning();
    if (!taken.length) return 0;
    const jobs = taken.flatMap(({ id, type, signupId, at }) =>
      urls.map((url) => ({
        data: { eventId: id, type, signupId, at: at.toISOString(), url } satisfies WebhookJob,
        // Grouped by receiver: a worker limits how many of one receiver's deliveries it holds.
        group: { id: url },
      })),
    );
    await boss.insert(WEBHOOK_QUEUE, jobs, { db: fromDrizzle(tx as DrizzleTransactionLike, sql) });
    return taken.length;
  });
}

/**
 * Makes the webhook queue, then relays every `everyMs` (a second: an event is on its way within
 * one of its change), passes following at once while they come back full. A failed pass is
 * reported and tried again at the next. Stop it with the function it answers.
 */
export async function startWebhookRelay(
  db: Database,
  boss: PgBoss,
  { urls, retryDelaySeconds = 10, everyMs = 1000 }: WebhookRelaySettings,
): Promise<() => Promise<void>> {
  const chosen = { retryDelay: retryDelaySeconds, expireInSeconds: DELIVERY_LIMIT_SECONDS };
  await boss.createQueue(WEBHOOK_QUEUE, {
    retryLimit: RETRY_LIMIT,
    retryBackoff: true,
    retryDelayMax: RETRY_DELAY_MAX_SECONDS,
    ...chosen,
  });
  await boss.updateQueue(WEBHOOK_QUEUE, chosen);
  let running: Promise<void> | undefined;
  const pass = async () => {
    try {
      while ((await relayWebhookEvents(db, boss, urls)) === BATCH);
    } catch (error) {
      console.error(`The webhook relay: ${(error as Error).message.split('\n')[0]}`);
    }
  };
  const timer = setInterval(() => {
    running ??= pass().finally(() => (running = undefined));
  }, everyMs);
  return async () => {
    clearInterval(timer);
    await running;
  };
}

/** Forgets the events no relay took within EVENTS_KEPT_MS (no server has WEBHOOK_URLS). */
export async function forgetUnrelayedEvents(db: Database, now = new Date()): Promise<void> {
  await db
    .delete(webhookEvents)
    .where(lt(webhookEvents.at, new Date(now.getTime() - EVENTS_KEPT_MS)));
}

/** A receiver whose deliveries keep failing, for the team's overview. */
export interface FailingReceiver {
  /** Its host: the rest of a receiver's address (a path, a query) often holds its own secret. */
  host: string;
  /** Deliveries waiting for another try after failing at least twice, and given up on. */
  retrying: number;
  failed: number;
  /** The most tries one delivery has had so far (pg-boss counts the retries: one less). */
  mostTries: number;
  /** What the last failure said (the receiver's status, or the connection's error). */
  lastError: string | null;
}

const FAILING = `
  SELECT data->>'url' AS url,
    count(*) FILTER (WHERE state = 'retry')::int AS retrying,
    count(*) FILTER (WHERE state = 'failed')::int AS failed,
    (max(retry_count) + 1)::int AS "mostTries",
    (array_agg(output->>'error' ORDER BY started_on DESC NULLS LAST))[1] AS "lastError"
  FROM pgboss.job
  WHERE name = $1 AND (state = 'failed' OR (state = 'retry' AND retry_count >= 2))
  GROUP BY 1 ORDER BY 1`;

/** The receivers with deliveries that keep failing; none where every delivery went. */
export async function failingReceivers(db: Database): Promise<FailingReceiver[]> {
  const rows = await prepared<Omit<FailingReceiver, 'host'> & { url: string }>(db, FAILING, [
    WEBHOOK_QUEUE,
  ]);
  return rows.map(({ url, ...counts }) => ({ host: new URL(url).host, ...counts }));
}
