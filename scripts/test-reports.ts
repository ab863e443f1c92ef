/**
 * Reads the counts of passed and failed tests from the test runners' JSON reports (Vitest's and
 * Playwright's), with each failed test named, for the test command's summary (test-all.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import { stripVTControlCharacters } from 'node:util';

export interface Counts {
  passed: number;
  failed: number;
  /** Each failed test, named with its file and first error line: repeated under the summary, so
   * the tail of a long log (all a CI page may show) says what failed. */
  failures?: string[];
}

/** The first line of an error message, without the terminal's colour codes. */
const firstLine = (message = '') =>
  stripVTControlCharacters(message).trim().split('\n')[0]?.slice(0, 200) ?? '';

function readJson<T>(path: string): T | undefined {
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as T) : undefined;
}

/** `root` is cut from the files' paths, so a failure names its file as the repository does. */
export function vitestCounts(report: string, root: string): () => Counts | undefined {
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

export function playwrightCounts(report: string): () => Counts | undefined {
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
