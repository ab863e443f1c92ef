/**
 * How far behind the site's mail is, for the operator (GET /api/health) and the team (the studio's
 * overview): the messages waiting (marked due on their rows, or queued), those waiting for a retry
 * after a failed send, those being sent, and how long the oldest, and the oldest confirmation
 * link, have waited. One statement: the rows' due marks and pg-boss's live jobs are both indexed.
 */
import type { Database } from './client.ts';
import { MAIL_PRIORITY, MAIL_QUEUE } from './mail-queue.ts';
import { prepared } from './prepared.ts';

export interface MailLag {
  waiting: number;
  retrying: number;
  sending: number;
  /** Seconds the oldest message not yet sent has waited; null with none. */
  oldestSeconds: number | null;
  /** The same for confirmation links alone, which people wait for on a page. */
  oldestLinkSeconds: number | null;
}

const LAG = `
  WITH jobs AS (
    SELECT state, created_on, priority FROM pgboss.job
    WHERE name = $1 AND state IN ('created', 'retry', 'active')
  ), due AS (
    SELECT mail_due_at AS since, line_number IS NULL AS link FROM signups
    WHERE mail_due_at IS NOT NULL
    UNION ALL
    SELECT acknowledgement_due_at, false FROM support_messages
    WHERE acknowledgement_due_at IS NOT NULL
    UNION ALL
    SELECT inbox_copy_due_at, false FROM support_messages WHERE inbox_copy_due_at IS NOT NULL
  )
  SELECT
    ((SELECT count(*) FROM due) + (SELECT count(*) FROM jobs WHERE state = 'created'))::int
      AS waiting,
    (SELECT count(*) FROM jobs WHERE state = 'retry')::int AS retrying,
    (SELECT count(*) FROM jobs WHERE state = 'active')::int AS sending,
    extract(epoch FROM $3::timestamptz - least(
      (SELECT min(since) FROM due), (SELECT min(created_on) FROM jobs WHERE state <> 'active')
    ))::float8 AS "oldestSeconds",
    extract(epoch FROM $3::timestamptz - least(
      (SELECT min(since) FROM due WHERE link),
      (SELECT min(created_on) FROM jobs WHERE state <> 'active' AND priority >= $2)
    ))::float8 AS "oldestLinkSeconds"`;

export async function mailLag(db: Database, now = new Date()): Promise<MailLag> {
  const [row] = await prepared<MailLag>(db, LAG, [MAIL_QUEUE, MAIL_PRIORITY.confirm, now]);
  return row!;
}
