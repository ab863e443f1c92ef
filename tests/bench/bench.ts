/**
 * `pnpm bench`: Lighthouse (mobile, the phone applied to the load) on the site's key pages and on a
 * bare Next.js page built alongside, interleaved run by run so both see the same machine; then one
 * autocannon run per page for its server's requests per second. The site is served as deployed
 * (the standalone production server), the floor by `next start`. Prints one table of medians and
 * their ratios to the floor, writes it to .reports/bench.json, and exits 1 when a page misses a
 * target. Not part of the test command: a benchmark on a noisy machine is a measurement, not a
 * pass/fail check to run on every change.
 *
 *   pnpm bench [--runs N] [--routes /,/about] [--throttling simulate] [--before REF]
 *
 * N ≥ 3, 3 by default (5 for docs/benchmark.md's latest table); every route by default.
 * `--routes` measures a few pages only, to judge one change quickly; the floor is always measured.
 * `--throttling simulate` estimates the phone from a fast load instead (docs/benchmark.md: when
 * they disagree). `--before REF` also builds the site as commit REF has it and measures each page
 * on it right after ours, then prints how ours compares (a change judged against the code before
 * it).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { cpus } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

import { startFakeGeolocation } from '@brp/testing/geolocation';

import { systemChromium } from '../support/chromium.ts';
import { checkOutCommit, type CommitCheckout } from './before-commit.ts';
import { createFloorApp, type FloorApp } from './floor-app.ts';
import { photoOf } from './floor-photo.ts';
import { measureThroughput } from '../load/throughput.ts';
import { measure, type Throttling } from './lighthouse-run.ts';
import {
  buildNext,
  buildSite,
  freePort,
  type RunningApp,
  startNext,
  startSite,
} from './next-server.ts';
import { compareWithBefore, formatComparison } from './compare.ts';
import {
  beforeOf,
  buildRows,
  FLOOR,
  formatTable,
  type PageRuns,
  PHOTO_FLOOR,
  TARGETS,
} from './report.ts';
import { warmImages } from './warm-images.ts';
import { weighAsSent } from './weigh-document.ts';

const ROUTES = [
  '/',
  '/jobs',
  '/features/universal-currency',
  '/features/tokenized-rewards',
  '/features/pos-integration',
  '/features/employee-rewards',
  '/features/branded-tokens',
  '/blog',
  '/blog/loyalty-app-security',
  '/support/contact',
  '/about',
];
/** The load for the requests-per-second column: the 100 connections, long enough to settle. */
const THROUGHPUT_LOAD = { connections: 100, duration: 10 };
const BENCH_DIST_DIR = '.next-bench';

const repoRoot = resolve(import.meta.dirname, '../..');
const webDir = join(repoRoot, 'apps/web');
const reportFile = join(repoRoot, '.reports/bench.json');

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    routes: { type: 'string' },
    throttling: { type: 'string', default: 'devtools' },
    before: { type: 'string' },
  },
});
if (values.throttling !== 'simulate' && values.throttling !== 'devtools')
  throw new Error(`--throttling: simulate or devtools, not ${values.throttling}`);
const throttling: Throttling = values.throttling;
const runs = Math.max(3, Number.parseInt(values.runs, 10) || 3);
const routes = values.routes ? values.routes.split(',') : ROUTES;
const unknown = routes.filter((route) => !ROUTES.includes(route));
if (unknown.length) throw new Error(`--routes: not a measured route: ${unknown.join(', ')}`);
const chromePath = systemChromium();
if (!chromePath)
  throw new Error('No Chromium found: install Debian `chromium` or set CHROMIUM_PATH');

// The geolocation service is a third party: a local stand-in answers it, as in the tests.
const geolocation = await startFakeGeolocation();
let floor: FloorApp | undefined;
let beforeCommit: CommitCheckout | undefined;
const running: RunningApp[] = [];

/** Builds and starts the site in `dir` (ours, or the commit's of `--before`). */
async function serveSite(dir: string): Promise<RunningApp> {
  const port = await freePort();
  const site = {
    dir,
    env: {
      NEXT_DIST_DIR: BENCH_DIST_DIR,
      // Canonical URLs and the sitemap name the origin the pages are measured on.
      NEXT_PUBLIC_SITE_URL: `http://127.0.0.1:${port}`,
      GEO_ENDPOINT: `${geolocation.url}/`,
      // Pages only: no signup is confirmed, and no mail server is needed.
      WAITLIST_TRUST_UNCONFIRMED_ADDRESSES: '1',
    },
  };
  await buildSite(site);
  const server = await startSite(site, BENCH_DIST_DIR, port);
  running.push(server);
  return server;
}

try {
  console.log('bench: building the site and the floor …');
  const siteServer = await serveSite(webDir);
  let beforeServer: RunningApp | undefined;
  if (values.before) {
    console.log(`bench: building the site as ${values.before} has it …`);
    beforeCommit = await checkOutCommit(repoRoot, values.before);
    beforeServer = await serveSite(beforeCommit.webDir);
  }
  // /blog's largest paint is its first post's photo: it is judged against a floor carrying it.
  const photo = routes.includes('/blog') ? await photoOf(`${siteServer.url}/blog`) : undefined;
  floor = await createFloorApp(webDir, photo);
  await buildNext({ dir: floor.dir, env: {} });
  const floorServer = await startNext({ dir: floor.dir, env: {} }, await freePort());
  running.push(floorServer);

  const targets = [
    { route: FLOOR, url: `${floorServer.url}/` },
    ...(photo ? [{ route: PHOTO_FLOOR, url: `${floorServer.url}/photo` }] : []),
    // With --before, each page on the commit's site right after ours: both see the same moment.
    ...routes.flatMap((route) => [
      { route, url: `${siteServer.url}${route}` },
      ...(beforeServer ? [{ route: beforeOf(route), url: `${beforeServer.url}${route}` }] : []),
    ]),
  ];
  // One request each first, so no run pays for a server's first load of a page or of its photos.
  const pages = new Map<string, PageRuns>();
  for (const { route, url } of targets) {
    const html = await fetch(url).then((response) => response.text());
    await warmImages(new URL(url).origin, html);
    pages.set(route, { samples: [], htmlBytes: NaN, requestsPerSecond: NaN });
  }

  for (let run = 1; run <= runs; run++) {
    for (const { route, url } of targets) {
      process.stdout.write(`bench: run ${run}/${runs} ${route} … `);
      const sample = await measure(url, chromePath, throttling);
      pages.get(route)!.samples.push(sample);
      console.log(
        `performance ${sample.scores.performance}, task ${Math.round(sample.taskTime)} ms, LCP ${Math.round(sample.lcp)} ms (${sample.lcpElement})`,
      );
    }
  }

  // The documents' weight as sent, once each server has made its final compression of them (the
  // production server compresses a page quickly first, then once at Brotli's best for every later
  // request). The load after Lighthouse, so it does not share the machine with a measured page.
  for (const { route, url } of targets) pages.get(route)!.htmlBytes = await weighAsSent(url);
  for (const { route, url } of targets) {
    process.stdout.write(`bench: ${THROUGHPUT_LOAD.connections} connections on ${route} … `);
    const { requestsPerSecond, errors } = await measureThroughput(url, THROUGHPUT_LOAD);
    pages.get(route)!.requestsPerSecond = requestsPerSecond;
    console.log(`${Math.round(requestsPerSecond)} requests/s, ${errors} errors`);
  }

  const rows = buildRows(pages);
  console.log(
    `\nLighthouse, mobile preset, ${throttling} throttling, median of ${runs} runs; ×: ratio to the floor\n`,
  );
  console.log(formatTable(rows));
  console.log(
    '\nTask: the main thread busy over the whole load. Req/s: one server under ' +
      `${THROUGHPUT_LOAD.connections} connections for ${THROUGHPUT_LOAD.duration} s. Painted: when the` +
      '\nlargest element was painted (under `simulate`, what had arrived by then is charged to LCP).',
  );
  for (const row of rows) {
    const failed = Object.entries(row.failedAudits).map(
      ([id, count]) => `${id} (${count}/${runs})`,
    );
    if (row.missedTargets.length)
      console.log(`\n${row.route} missed: ${row.missedTargets.join('; ')}`);
    if (failed.length) console.log(`${row.route} audits short of full marks: ${failed.join(', ')}`);
  }
  const comparison = values.before ? compareWithBefore(pages, routes) : undefined;
  if (comparison) {
    console.log(`\nOurs against ${values.before}, same run (median, with the runs' range)\n`);
    console.log(formatComparison(comparison));
  }
  await mkdir(join(repoRoot, '.reports'), { recursive: true });
  await writeFile(
    reportFile,
    `${JSON.stringify(
      {
        date: new Date().toISOString(),
        runs,
        machine: { cpus: cpus().length, node: process.version },
        targets: TARGETS,
        before: values.before,
        rows,
        comparison,
        pages: Object.fromEntries(pages),
      },
      null,
      2,
    )}\n`,
  );
  const missed = rows.filter((row) => row.missedTargets.length > 0);
  console.log(
    `\nbench: ${rows.length - 1 - missed.length} of ${rows.length - 1} pages met every target; ` +
      `report in ${reportFile}`,
  );
  process.exitCode = missed.length ? 1 : 0;
} finally {
  for (const server of running) await server.stop();
  await floor?.remove();
  await beforeCommit?.remove();
  await geolocation.close();
}
