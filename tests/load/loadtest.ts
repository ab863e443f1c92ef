/**
 * `pnpm loadtest [base URL…] [--duration s] [--connections n]`: 30 s at 200 concurrent connections
 * (by default) on the home page, a feature page, a blog post and the RSS feed, each connection
 * cycling through the four, asking for them compressed as a browser does. With base URLs it loads them all at once, the connections split
 * evenly (several instances of one site); without, it serves the existing production build's
 * standalone server on a free port (`pnpm build` first; nothing is built here). Prints requests/s,
 * p50/p99 latency, errors and non-2xx answers per target, writes .reports/loadtest.json, and exits
 * 1 unless every answer was a 2xx. Run with Node's type stripping; not part of `pnpm test`.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

import { startBuiltSite } from './built-site.ts';
import { measureThroughput } from './throughput.ts';

export const PATHS = [
  '/',
  '/features/universal-currency',
  '/blog/loyalty-app-security',
  '/blog/rss.xml',
] as const;

const root = resolve(import.meta.dirname, '../..');

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    duration: { type: 'string', default: '30' },
    connections: { type: 'string', default: '200' },
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);

const started = positionals.length === 0 ? await startBuiltSite() : undefined;
const targets = started ? [started.url] : positionals;
try {
  // Warm each target once: the first visit of a page may still be rendering it.
  for (const target of targets) {
    for (const path of PATHS) await fetch(new URL(path, target));
  }
  console.log(
    `loadtest: ${duration} s, ${connections} connections over ${targets.length} target(s), paths ${PATHS.join(' ')}`,
  );
  const share = Math.max(1, Math.floor(connections / targets.length));
  const rows = await Promise.all(
    targets.map((target) =>
      measureThroughput(target, { connections: share, duration, paths: PATHS }),
    ),
  );
  console.table(
    rows.map((row) => ({
      target: row.target,
      'req/s': Math.round(row.requestsPerSecond),
      'p50 ms': row.p50Ms,
      'p99 ms': row.p99Ms,
      requests: row.requests,
      errors: row.errors,
      timeouts: row.timeouts,
      'non-2xx': row.non2xx,
    })),
  );
  const failures = rows.reduce((sum, row) => sum + row.errors + row.non2xx, 0);
  await mkdir(join(root, '.reports'), { recursive: true });
  await writeFile(
    join(root, '.reports/loadtest.json'),
    `${JSON.stringify({ duration, connections, paths: PATHS, rows }, null, 2)}\n`,
  );
  console.log(failures === 0 ? 'loadtest: every answer was a 2xx' : `loadtest: ${failures} failed`);
  process.exitCode = failures === 0 ? 0 : 1;
} finally {
  await started?.stop();
}
