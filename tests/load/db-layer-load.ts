/**
 * The database layer alone: the package's own insertSignup, called by concurrent callers in this
 * process, through the site's connection pool (openDatabase, as a server opens it). No HTTP, no
 * site: what @brp/db costs over Postgres, compared with plain prepared INSERTs at the same pool.
 */
import { randomBytes } from 'node:crypto';

import { insertSignup, type OpenedDatabase } from '@brp/db';

import { percentile } from './throughput.ts';

export interface CallLoadResult {
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  done: number;
  errors: number;
}

/** Runs `call` from `callers` concurrent loops for `seconds`; its pace and latencies. */
export async function loadCalls(
  call: (index: number) => Promise<unknown>,
  { callers, seconds }: { callers: number; seconds: number },
): Promise<CallLoadResult> {
  const latencies: number[] = [];
  let errors = 0;
  let next = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const loop = async () => {
    while (performance.now() < deadline) {
      const sent = performance.now();
      try {
        await call(next++);
        latencies.push(performance.now() - sent);
      } catch {
        errors += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: callers }, loop));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    perSecond: latencies.length / elapsed,
    p50Ms: percentile(latencies, 0.5),
    p99Ms: percentile(latencies, 0.99),
    done: latencies.length,
    errors,
  };
}

/** New people signed up through @brp/db, as the site's route records them. */
export function loadDbLayer(
  opened: OpenedDatabase,
  load: { callers: number; seconds: number },
): Promise<CallLoadResult> {
  const run = randomBytes(4).toString('hex');
  return loadCalls((index) => {
    const email = `db-${run}-${index}@brp-loadtest.dev`;
    return insertSignup(opened.db, opened.relay, {
      email,
      mailbox: email,
      name: 'Load Test',
      location: 'Portland',
      phone: null,
      type: 'user',
      company: null,
      notify: true,
      consentText: 'Notify me',
      consentedAt: new Date(),
    });
  }, load);
}
