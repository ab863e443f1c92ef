/**
 * The database's own pace, the baseline of the database layer: concurrent callers each inserting
 * one row after another with a plain prepared INSERT (postgres.js prepares its queries) into a
 * copy of the `signups` table (its columns, defaults, identity, unique constraints and indexes:
 * the same work for Postgres per row, none of ours), through a pool of the site's size.
 */
import { randomBytes } from 'node:crypto';

import type { Sql } from 'postgres';

import { type CallLoadResult, loadCalls } from './db-layer-load.ts';

const code = () => randomBytes(15).toString('base64url');

/** Creates `plain_inserts` once and fills it for `load.seconds`. */
export async function loadPlainInserts(
  sql: Sql,
  load: { callers: number; seconds: number },
): Promise<CallLoadResult> {
  await sql`create table if not exists plain_inserts (like signups including all)`;
  const run = randomBytes(4).toString('hex');
  return loadCalls(
    (index) => sql`
      insert into plain_inserts
        (email, mailbox, name, location, phone, type, company, notify, consent_text,
         consented_at, referral_code, receipt, status_code, leave_code)
      values
        (${`plain-${run}-${index}@brp-loadtest.dev`}, ${`plain-${run}-${index}@brp-loadtest.dev`},
         'Load Test', 'Portland', ${null}, 'user', ${null}, true, 'Notify me', ${new Date()},
         ${code()}, ${code()}, ${code()}, ${code()})`,
    load,
  );
}
