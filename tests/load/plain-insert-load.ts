/**
 * The database's own pace, for comparison with signups through the site: concurrent workers each
 * inserting one row after another, with plain parameterised INSERTs over postgres.js, into a copy
 * of the `signups` table (its columns, defaults, identity, unique constraints and indexes: the
 * same work for Postgres per row, none of the site's).
 */
import { randomBytes } from 'node:crypto';

import type { Sql } from 'postgres';

export interface InsertLoadResult {
  insertsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  inserts: number;
  errors: number;
}

export interface InsertLoad {
  /** Concurrent workers, each with a connection of the pool. */
  connections: number;
  seconds: number;
}

/** The value below which `share` of the sorted values fall (nearest rank). */
function percentile(sorted: number[], share: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;
}

const code = () => randomBytes(15).toString('base64url');

/** Creates `plain_inserts` and fills it for `load.seconds`; `sql`'s pool has `connections`. */
export async function loadPlainInserts(sql: Sql, load: InsertLoad): Promise<InsertLoadResult> {
  await sql`create table plain_inserts (like signups including all)`;
  const run = randomBytes(4).toString('hex');
  const latencies: number[] = [];
  let errors = 0;
  let next = 0;
  const started = performance.now();
  const deadline = started + load.seconds * 1000;
  async function worker() {
    while (performance.now() < deadline) {
      const email = `plain-${run}-${next++}@brp-loadtest.dev`;
      const sent = performance.now();
      try {
        await sql`
          insert into plain_inserts
            (email, name, location, phone, type, company, notify, consent_text, consented_at,
             geo_city, geo_country, referral_code, receipt, status_code)
          values
            (${email}, 'Load Test', 'Portland', ${null}, 'user', ${null}, true,
             'Send me launch updates', ${new Date()}, 'Portland', 'United States', ${code()},
             ${code()}, ${code()})`;
        latencies.push(performance.now() - sent);
      } catch {
        errors += 1;
      }
    }
  }
  await Promise.all(Array.from({ length: load.connections }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    insertsPerSecond: latencies.length / seconds,
    p50Ms: percentile(latencies, 0.5),
    p99Ms: percentile(latencies, 0.99),
    inserts: latencies.length,
    errors,
  };
}
