/**
 * The one test command (`pnpm test`): every check of the repo in order, then a single summary
 * line `N passed, N failed` summing all suites. Test runners report their own counts through
 * JSON reports; a check with no tests of its own (lint, a build) counts as one.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const root = resolve(import.meta.dirname, '..');
const reports = join(root, '.reports');

interface Counts {
  passed: number;
  failed: number;
  /** Each failed test, named with its file and first error line: repeated under the summary, so
   * the tail of a long log (all a CI page may show) says what failed. */
  failures?: string[];
}

/** The first line of an error message, without the terminal's colour codes. */
const firstLine = (message = '') =>
  stripVTControlCharacters(message).trim().split('\n')[0]?.slice(0, 200) ?? '';

interface Step {
  name: string;
  command: string[];
  /** Reads the runner's own counts; without it the step is one check. */
  counts?: () => Counts | undefined;
  /** An earlier step this one cannot run without; when that failed, this one fails unrun. */
  needs?: string[];
}

const quietEnv = {
  ...process.env,
  NEXT_TELEMETRY_DISABLED: '1',
  SANITY_TELEMETRY_DISABLED: '1',
  DO_NOT_TRACK: '1',
  FORCE_COLOR: '0',
};

function readJson<T>(path: string): T | undefined {
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as T) : undefined;
}

function vitestCounts(report: string): () => Counts | undefined {
  return () => {
    const json = readJson<{
      numPassedTests: number;
      numFailedTests: number;
      numPendingTests: number;
      testResults: {
        name: string;
        message?: string;
        assertionResults: { fullName: string; status: string; failureMessages?: string[] }[];
      }[];
    }>(report);
    if (!json) return undefined;
    const failures = json.testResults.flatMap((file) => {
      const where = file.name.replace(`${root}/`, '');
      const tests = file.assertionResults
        .filter((test) => test.status !== 'passed')
        .map((test) => `${where} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
      // A file that failed to load has no tests, only its message.
      return tests.length === 0 && file.message ? [`${where}: ${firstLine(file.message)}`] : tests;
    });
    // A skipped test is a defect here: it counts as failed.
    return {
      passed: json.numPassedTests,
      failed: json.numFailedTests + json.numPendingTests,
      failures,
    };
  };
}

interface PlaywrightSuite {
  title: string;
  file?: string;
  suites?: PlaywrightSuite[];
  specs?: {
    title: string;
    file: string;
    line: number;
    tests: {
      projectName: string;
      status: string;
      results: { errors?: { message?: string }[] }[];
    }[];
  }[];
}

/** The tests of a Playwright suite (and its nested ones) that did not pass as expected. */
function playwrightFailures(suite: PlaywrightSuite): string[] {
  const own = (suite.specs ?? []).flatMap((spec) =>
    spec.tests
      .filter((test) => test.status !== 'expected')
      .map(
        (test) =>
          `[${test.projectName}] ${spec.file}:${spec.line} › ${spec.title} (${test.status}): ${firstLine(test.results.at(-1)?.errors?.[0]?.message)}`,
      ),
  );
  return [...own, ...(suite.suites ?? []).flatMap(playwrightFailures)];
}

function playwrightCounts(report: string): () => Counts | undefined {
  return () => {
    const json = readJson<{
      stats: { expected: number; unexpected: number; flaky: number; skipped: number };
      suites?: PlaywrightSuite[];
    }>(report);
    return (
      json && {
        passed: json.stats.expected,
        failed: json.stats.unexpected + json.stats.flaky + json.stats.skipped,
        failures: (json.suites ?? []).flatMap(playwrightFailures),
      }
    );
  };
}

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
    counts: vitestCounts(report),
  };
}

const steps: Step[] = [
  // Generated types (GROQ results, Next routes) are git-ignored: lint and typecheck need them.
  { name: 'generate types', command: ['pnpm', 'typegen'] },
  { name: 'format (prettier)', command: ['pnpm', 'format:check'] },
  { name: 'lint (eslint)', command: ['pnpm', 'lint'], needs: ['generate types'] },
  { name: 'typecheck', command: ['pnpm', 'typecheck'] },
  // @brp/db's tests run on real Postgres as well as embedded: installed here when apt can.
  { name: 'unit: postgres', command: ['node', 'tests/support/ensure-postgres.ts'] },
  // The README and docs/ name only paths that exist (scripts/docs-paths.test.ts).
  unitStep('docs', 'scripts', ['--dir', 'scripts']),
  unitStep('@brp/core', 'packages/core', ['--coverage']),
  unitStep('@brp/seed', 'packages/seed'),
  unitStep('@brp/db', 'packages/db'),
  unitStep('@brp/studio', 'studio'),
  unitStep('@brp/web', 'apps/web'),
  {
    name: 'studio: schema validate',
    command: ['pnpm', '--filter', '@brp/studio', 'exec', 'sanity', 'schema', 'validate'],
  },
  { name: 'studio: build', command: ['pnpm', '--filter', '@brp/studio', 'build'] },
  // The studio the waitlist-studio spec logs into: its API a local fake, its tool on the spec's site.
  { name: 'studio: build for e2e', command: ['node', 'tests/support/build-test-studio.ts'] },
  { name: 'web: production build', command: ['pnpm', '--filter', '@brp/web', 'build'] },
  {
    name: 'web: build on a fake Content Lake',
    command: ['node', 'tests/support/build-lake-site.ts'],
  },
  { name: 'e2e: browser', command: ['node', 'tests/support/ensure-chromium.ts'] },
  // The several-servers spec needs redis-server: installed here when apt can, required under CI.
  { name: 'e2e: redis', command: ['node', 'tests/support/ensure-redis.ts'] },
  // The edge-cache spec needs varnishd with xkey: installed here when apt can, required under CI.
  { name: 'e2e: varnish', command: ['node', 'tests/support/ensure-varnish.ts'] },
  {
    name: 'e2e: chromium',
    command: ['pnpm', '--filter', '@brp/e2e', 'test'],
    counts: playwrightCounts(join(reports, 'e2e.json')),
    needs: ['web: production build', 'web: build on a fake Content Lake', 'studio: build for e2e'],
  },
  // Firefox's and Safari's engines (firefox-esr, WebKitGTK): installed here when apt can.
  { name: 'engines: browsers', command: ['node', 'tests/support/ensure-engines.ts'] },
  {
    name: 'engines: firefox, webkit',
    command: ['pnpm', '--filter', '@brp/e2e', 'engines'],
    counts: playwrightCounts(join(reports, 'engines.json')),
    needs: ['web: production build', 'engines: browsers'],
  },
];

rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const results: { name: string; counts: Counts; seconds: number; ok: boolean }[] = [];
for (const step of steps) {
  const started = Date.now();
  console.log(`\n▶ ${step.name}: ${step.command.join(' ')}`);
  const failedNeed = step.needs?.find(
    (need) => !results.find((result) => result.name === need)?.ok,
  );
  const blocked = failedNeed !== undefined;
  const status = blocked
    ? 1
    : (spawnSync(step.command[0]!, step.command.slice(1), {
        cwd: root,
        stdio: 'inherit',
        env: quietEnv,
      }).status ?? 1);
  if (blocked) console.log(`  not run: "${failedNeed}" failed`);
  const reported = blocked ? undefined : step.counts?.();
  let counts: Counts =
    reported ?? (status === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 });
  // A runner that failed without failing a test (coverage thresholds, a crash) still fails.
  if (status !== 0 && counts.failed === 0) counts = { ...counts, failed: 1 };
  results.push({
    name: step.name,
    counts,
    seconds: (Date.now() - started) / 1000,
    ok: status === 0,
  });
}

console.log('\nSummary');
for (const { name, counts, seconds, ok } of results) {
  console.log(
    `  ${ok ? '✓' : '✗'} ${name.padEnd(34)} ${String(counts.passed).padStart(4)} passed ${String(counts.failed).padStart(3)} failed  ${seconds.toFixed(1)} s`,
  );
}
const failures = results.flatMap(({ name, counts, ok }) => {
  const tests = (counts.failures ?? []).map((failure) => `  ${name}: ${failure}`);
  // A step that failed with no failed test (a build, lint, a coverage threshold) says so.
  return tests.length === 0 && !ok ? [`  ${name}: failed (its output is above)`] : tests;
});
if (failures.length > 0) console.log(`\nFailed\n${failures.join('\n')}`);
const total = results.reduce(
  (sum, { counts }) => ({ passed: sum.passed + counts.passed, failed: sum.failed + counts.failed }),
  { passed: 0, failed: 0 },
);
console.log(`${total.passed} passed, ${total.failed} failed`);
process.exit(total.failed === 0 ? 0 : 1);
