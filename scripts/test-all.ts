/**
 * The one test command (`pnpm test`): every check of the repo, then a single summary line
 * `N passed, N failed` summing all suites. Test runners report their own counts through JSON
 * reports; a check with no tests of its own (lint, a build) counts as one. Steps run two at a
 * time (run-steps.ts), in this list's order among those whose `needs` and `after` are done.
 */
import { mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';

import { printSummary, runSteps, type Step } from './run-steps.ts';
import { playwrightCounts, vitestCounts } from './test-reports.ts';

const root = resolve(import.meta.dirname, '..');
const reports = join(root, '.reports');

const quietEnv = {
  ...process.env,
  NEXT_TELEMETRY_DISABLED: '1',
  SANITY_TELEMETRY_DISABLED: '1',
  DO_NOT_TRACK: '1',
  FORCE_COLOR: '0',
};

function unitStep(pkg: string, dir: string, extra: string[] = []): Step {
  const report = join(reports, `unit-${dir.replaceAll('/', '-')}.json`);
  return {
    name: `unit: ${pkg}`,
    command: [
      'pnpm',
      ...(pkg === 'docs' ? ['--workspace-root'] : ['--filter', pkg]),
      'exec',
      'vitest',
      'run',
      ...extra,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
    ],
    counts: vitestCounts(report, root),
  };
}

/** Installs a tool the tests drive when apt can; one at a time, as apt holds a lock. */
const ensure = (name: string, script: string, after?: string): Step => ({
  name,
  command: ['node', `tests/support/${script}`],
  ...(after ? { after: [after] } : {}),
});

const WEB_BUILD = 'web: production build';
const LAKE_BUILD = 'web: generated on a fake Content Lake';
const TEST_STUDIO = 'studio: build for e2e';
const ANALYTICS_BUILD = 'web: generated with analytics';

// Among the steps ready to start, the first listed starts first: the way to the e2e suite
// (types, lint and typecheck, the builds) goes ahead, and the short checks fill the gaps.
const steps: Step[] = [
  // The GROQ results' types are committed (@brp/blocks/sanity.types.ts), so generating them again
  // must change nothing (compared with the file as it was, staged or not, so it works outside git
  // too); Next's route types are git-ignored: lint, typecheck and builds need them.
  {
    name: 'generate types',
    command: [
      'sh',
      '-c',
      [
        'before=$(mktemp) && cp packages/blocks/sanity.types.ts "$before" && pnpm typegen &&',
        '{ cmp -s "$before" packages/blocks/sanity.types.ts ||',
        "{ echo 'packages/blocks/sanity.types.ts was out of date: commit the one pnpm typegen wrote'; exit 1; }; }",
      ].join(' '),
    ],
  },
  // @brp/db's and @brp/deploy's tests run on real Postgres, the latter on Caddy too; the site's tests
  // score its mails with SpamAssassin; the e2e suites need Chromium, redis-server, varnishd with
  // xkey, firefox-esr and WebKitGTK. Under CI a missing one fails.
  ensure('unit: postgres', 'ensure-postgres.ts'),
  ensure('unit: spamassassin', 'ensure-spamassassin.ts', 'unit: postgres'),
  ensure('e2e: browser', 'ensure-chromium.ts', 'unit: spamassassin'),
  ensure('e2e: redis', 'ensure-redis.ts', 'e2e: browser'),
  ensure('e2e: varnish', 'ensure-varnish.ts', 'e2e: redis'),
  ensure('engines: browsers', 'ensure-engines.ts', 'e2e: varnish'),
  ensure('deploy: caddy', 'ensure-caddy.ts', 'engines: browsers'),
  { name: 'format (prettier)', command: ['pnpm', 'format:check'] },
  // The README and docs/ name only paths and commits that exist (scripts/docs-paths.test.ts).
  unitStep('docs', 'scripts', ['--dir', 'scripts']),
  unitStep('@brp/seed', 'packages/seed'),
  // Short, and ready at once: it fills the gap until the types are generated.
  {
    name: 'studio: schema validate',
    command: ['pnpm', '--filter', '@brp/studio', 'exec', 'sanity', 'schema', 'validate'],
  },
  { name: 'lint (eslint)', command: ['pnpm', 'lint'], needs: ['generate types'] },
  // The types the first step generated, not generated again: lint reads them at the same time.
  { name: 'typecheck', command: ['pnpm', 'typecheck:code'], needs: ['generate types'] },
  // A build rewrites .next/types and next-env.d.ts, which lint and typecheck read: after them.
  {
    name: WEB_BUILD,
    command: ['pnpm', '--filter', '@brp/web', 'build'],
    needs: ['generate types'],
    after: ['lint (eslint)', 'typecheck'],
  },
  {
    name: 'engines: firefox, webkit',
    command: ['pnpm', '--filter', '@brp/e2e', 'engines'],
    counts: playwrightCounts(join(reports, 'engines.json')),
    needs: [WEB_BUILD, 'engines: browsers'],
  },
  { ...unitStep('@brp/web', 'apps/web'), after: ['unit: spamassassin'] },
  // The site's build generated again in other environments, not compiled again
  // (tests/support/generate-site.ts); one at a time, as each writes the app's next-env.d.ts.
  { name: LAKE_BUILD, command: ['node', 'tests/support/build-lake-site.ts'], needs: [WEB_BUILD] },
  // The site as built for a self-hosted analytics server: the analytics spec serves it.
  {
    name: ANALYTICS_BUILD,
    command: ['node', 'tests/support/build-analytics-site.ts'],
    needs: [WEB_BUILD],
    after: [LAKE_BUILD],
  },
  unitStep('@brp/studio', 'studio'),
  { ...unitStep('@brp/db', 'packages/db'), after: ['unit: postgres'] },
  // compose.yaml against the Compose schema, the Caddyfile in the real Caddy, Umami's database
  // script in the real Postgres.
  { ...unitStep('@brp/deploy', 'deploy'), after: ['unit: postgres', 'deploy: caddy'] },
  unitStep('@brp/core', 'packages/core', ['--coverage']),
  unitStep('@brp/mail', 'packages/mail'),
  unitStep('@brp/blocks', 'packages/blocks'),
  {
    name: 'studio: build',
    command: ['pnpm', '--filter', '@brp/studio', 'build'],
    after: ['generate types'],
  },
  // The studio the waitlist-studio spec logs into: its API a local fake, its tool on the spec's site.
  {
    name: TEST_STUDIO,
    command: ['node', 'tests/support/build-test-studio.ts'],
    after: ['studio: build'],
  },
  // The Chromium suite times publishes and floods: it has the machine to itself.
  {
    name: 'e2e: chromium',
    command: ['pnpm', '--filter', '@brp/e2e', 'test'],
    counts: playwrightCounts(join(reports, 'e2e.json')),
    needs: [WEB_BUILD, LAKE_BUILD, ANALYTICS_BUILD, TEST_STUDIO],
    after: ['e2e: browser', 'e2e: redis', 'e2e: varnish'],
    alone: true,
  },
];

rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const passed = printSummary(await runSteps(steps, root, quietEnv));
process.exit(passed ? 0 : 1);
