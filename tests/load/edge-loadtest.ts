/**
 * `pnpm loadtest:edge [--duration s] [--connections n]`: the home page under 200 connections for
 * 30 s (by default), first on one production server alone, then through Varnish in front of that
 * server (the repository's VCL, Debian's varnishd: tests/support/varnish.ts), as browsers ask for
 * it (compressed), loaded by wrk (wrk.ts: autocannon cannot generate what the cache answers). Prints both and their ratio, writes .reports/loadtest-edge.json, and exits 1
 * unless every answer through the cache was a 2xx and the cache answered at least ten times the
 * requests per second of the server. Uses the existing production build (`pnpm build` first).
 * Run with Node's type stripping; not part of `pnpm test`.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

import { freePort } from '../support/free-port.ts';
import { startVarnish } from '../support/varnish.ts';
import { startBuiltSite } from './built-site.ts';
import type { Throughput } from './throughput.ts';
import { measureWithWrk } from './wrk.ts';

/** What an HTTP cache in front is for (issue #31): at least this many times one server. */
const MIN_RATIO = 10;
const PURGE_SECRET = 'edge-loadtest-purge-secret-0123456789abcdef';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '30' },
    connections: { type: 'string', default: '200' },
  },
});
const load = { duration: Number(values.duration), connections: Number(values.connections) };
const root = resolve(import.meta.dirname, '../..');

const site = await startBuiltSite();
const varnish = await startVarnish({
  port: await freePort(),
  backends: [{ name: 'web_1', port: site.port }],
  purgeSecret: PURGE_SECRET,
});
try {
  for (const target of [site.url, varnish.url]) await fetch(`${target}/`);
  console.log(`loadtest:edge: / for ${load.duration} s at ${load.connections} connections`);
  const server = measureWithWrk(`${site.url}/`, load);
  const cache = measureWithWrk(`${varnish.url}/`, load);
  const ratio = cache.requestsPerSecond / server.requestsPerSecond;
  const row = (name: string, result: Throughput) => ({
    '': name,
    'req/s': Math.round(result.requestsPerSecond),
    'p50 ms': result.p50Ms,
    'p99 ms': result.p99Ms,
    requests: result.requests,
    errors: result.errors,
    timeouts: result.timeouts,
    'non-2xx': result.non2xx,
  });
  console.table([row('one server', server), row('through the cache', cache)]);
  await mkdir(join(root, '.reports'), { recursive: true });
  await writeFile(
    join(root, '.reports/loadtest-edge.json'),
    `${JSON.stringify({ ...load, server, cache, ratio }, null, 2)}\n`,
  );
  const failures = cache.errors + cache.non2xx;
  console.log(
    `loadtest:edge: the cache answered ${ratio.toFixed(1)} times the server's requests/s, ${failures} failed`,
  );
  process.exitCode = failures === 0 && ratio >= MIN_RATIO ? 0 : 1;
} finally {
  await varnish.close();
  await site.stop();
}
