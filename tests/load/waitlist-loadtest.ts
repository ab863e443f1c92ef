/**
 * `pnpm loadtest:waitlist [--seconds s] [--connections n]`: what the waitlist costs over the
 * database it writes to. A throwaway Postgres (Debian's, as the test command installs it) and one
 * production server on it; then, for 30 s at 100 concurrent clients (by default), new signups
 * through `POST /api/waitlist` (signup-load.ts), and after them plain INSERTs of the same rows
 * into a copy of the table from this process (plain-insert-load.ts). Prints both and their
 * ratios, writes .reports/loadtest-waitlist.json, and exits 1 unless signups run at half the
 * plain rate or more, their p99 is within 5 times the plain p99, nothing failed, and every signup
 * the site acknowledged is in the table. Uses the existing production build (`pnpm build`
 * first). Run with Node's type stripping; not part of `pnpm test`.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

import { startPostgres } from '@brp/testing/postgres';
import postgres from 'postgres';

import { startBuiltSite } from './built-site.ts';
import { loadPlainInserts } from './plain-insert-load.ts';
import { loadSignups } from './signup-load.ts';

/** How much the site may cost over the database alone. */
const TARGETS = { minRateRatio: 0.5, maxP99Ratio: 5 };

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '30' },
    connections: { type: 'string', default: '100' },
  },
});
const load = { seconds: Number(values.seconds), connections: Number(values.connections) };
const root = resolve(import.meta.dirname, '../..');

const database = await startPostgres();
const site = await startBuiltSite({
  DATABASE_URL: database.url,
  // One client address sends every signup here: the hourly limit would refuse all but 20.
  WAITLIST_SIGNUPS_PER_HOUR: '100000000',
});
// One connection per worker: the plain inserts get the concurrency the site's clients have.
const sql = postgres(database.url, { max: load.connections, onnotice: () => undefined });
try {
  // Once first: the server opens the database (and migrates it) on its first signup at the latest.
  const first = await fetch(`${site.url}/api/waitlist`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: site.url },
    body: JSON.stringify({ name: 'Warm Up', email: 'warm-up@brp-loadtest.dev', location: 'X' }),
  });
  if (!first.ok) {
    throw new Error(`POST /api/waitlist answered ${first.status}: ${await first.text()}`);
  }
  console.log(
    `loadtest:waitlist: ${load.seconds} s at ${load.connections} connections, signups then plain inserts`,
  );
  const signups = await loadSignups(site.url, load);
  const plain = await loadPlainInserts(sql, load);
  const acknowledged = signups.acknowledged.length;
  const [found] = await sql<{ count: number }[]>`
    select count(*)::int as count from signups where email = any(${sql.array(signups.acknowledged)})`;
  const stored = found?.count ?? 0;
  const rateRatio = signups.signupsPerSecond / plain.insertsPerSecond;
  const p99Ratio = signups.p99Ms / plain.p99Ms;
  const round = (value: number) => Math.round(value * 10) / 10;
  console.table([
    {
      '': 'signups (POST /api/waitlist)',
      'per s': Math.round(signups.signupsPerSecond),
      'p50 ms': round(signups.p50Ms),
      'p99 ms': round(signups.p99Ms),
      done: acknowledged,
      errors: signups.errors + signups.malformed,
      'non-2xx': signups.non2xx,
    },
    {
      '': 'plain INSERTs (postgres.js)',
      'per s': Math.round(plain.insertsPerSecond),
      'p50 ms': round(plain.p50Ms),
      'p99 ms': round(plain.p99Ms),
      done: plain.inserts,
      errors: plain.errors,
      'non-2xx': 0,
    },
  ]);
  const checks = [
    {
      check: `signups/s ≥ ${TARGETS.minRateRatio} × inserts/s`,
      measured: `${rateRatio.toFixed(2)} ×`,
      ok: rateRatio >= TARGETS.minRateRatio,
    },
    {
      check: `signup p99 ≤ ${TARGETS.maxP99Ratio} × insert p99`,
      measured: `${p99Ratio.toFixed(2)} ×`,
      ok: p99Ratio <= TARGETS.maxP99Ratio,
    },
    {
      check: 'no errors, no non-2xx',
      measured: String(signups.errors + signups.malformed + signups.non2xx + plain.errors),
      ok: signups.errors + signups.malformed + signups.non2xx + plain.errors === 0,
    },
    {
      check: 'every acknowledged signup stored',
      measured: `${stored} of ${acknowledged}`,
      ok: acknowledged > 0 && stored === acknowledged,
    },
  ];
  console.table(checks.map(({ check, measured, ok }) => ({ check, measured, ok: ok ? '✓' : '✗' })));
  await mkdir(join(root, '.reports'), { recursive: true });
  const { acknowledged: _emails, ...signupNumbers } = signups;
  await writeFile(
    join(root, '.reports/loadtest-waitlist.json'),
    `${JSON.stringify({ ...load, targets: TARGETS, signups: { ...signupNumbers, acknowledged, stored }, plain, rateRatio, p99Ratio, checks }, null, 2)}\n`,
  );
  const missed = checks.filter((check) => !check.ok).length;
  console.log(
    missed === 0
      ? 'loadtest:waitlist: every target met'
      : `loadtest:waitlist: ${missed} target(s) missed`,
  );
  process.exitCode = missed === 0 ? 0 : 1;
} finally {
  await sql.end();
  await site.stop();
  await database.close();
}
