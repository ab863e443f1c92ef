import { type SQL, sql } from 'drizzle-orm';

import { QUEUE_KEY, QUEUE_KEY_COLUMNS } from './queue-key.ts';

/** The queue key in descending order, column by column: the end of the line first. */
const QUEUE_KEY_DESCENDING = QUEUE_KEY_COLUMNS.split(', ')
  .map((column) => `${column} DESC`)
  .join(', ');

/**
 * The places of the people `ids` (a relay's batch of welcome mails) who stand in the second half
 * of the line, counted from its end in one pass: the people behind the batch's first, numbered
 * from the end along signups_line_idx. A rush of N confirmations then costs its places about N
 * index entries per batch, not per mail: counted one by one, the i-th of a rush counts the N - i
 * confirmed after it (N²/2 in all; 32 million entries for 8,000), which held each server's mail
 * behind the database. People in the first half are left out: placeOf counts theirs from the
 * front, at little cost. Runs in `run`, the relay's transaction.
 */
export async function placesAtTheTail(
  run: (query: SQL) => Promise<{ id: number; place: number }[]>,
  ids: readonly number[],
): Promise<Map<number, number>> {
  if (!ids.length) return new Map();
  const rows = await run(sql`WITH "batch" AS (
      SELECT "id", "line_number", "credits" FROM "signups"
      WHERE "id" IN (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )}) AND "line_number" IS NOT NULL
        AND 2 * "line_number" > (SELECT "last_number" FROM "waitlist_line" WHERE "id" = 1)
    ), "tail" AS (
      SELECT "line_number", row_number() OVER (ORDER BY ${sql.raw(QUEUE_KEY_DESCENDING)}) - 1 AS "behind"
      FROM "signups"
      WHERE "line_number" IS NOT NULL AND ${sql.raw(QUEUE_KEY)} >= (
        SELECT ${sql.raw(QUEUE_KEY_COLUMNS)} FROM "batch" ORDER BY ${sql.raw(QUEUE_KEY_COLUMNS)} LIMIT 1
      )
    )
    SELECT "batch"."id"::int AS "id", ("line"."last_number" - "line"."erased" - "tail"."behind")::int AS "place"
    FROM "batch" JOIN "tail" ON "tail"."line_number" = "batch"."line_number"
    CROSS JOIN "waitlist_line" AS "line" WHERE "line"."id" = 1`);
  return new Map(rows.map(({ id, place }) => [Number(id), Number(place)]));
}
