import { readFileSync } from 'node:fs';

import type { FullResult, Reporter } from '@playwright/test/reporter';

/** How much of the server's log a failed run prints: its end, where a failure's cause is. */
const LAST_LINES = 200;

/**
 * Prints the end of the engines suite's server log when the run failed: a test that saw no
 * answer can then tell a slow server from one that failed (the engines' server runs apart from
 * the tests, and Playwright keeps no output of it).
 */
export default class ServerLogOnFailure implements Reporter {
  constructor(private readonly options: { log: string }) {}

  onEnd(result: FullResult) {
    if (result.status === 'passed') return;
    let lines: string[];
    try {
      lines = readFileSync(this.options.log, 'utf8').trimEnd().split('\n');
    } catch {
      return;
    }
    console.log(`\nThe site's server log (${this.options.log}), its last ${LAST_LINES} lines:`);
    console.log(lines.slice(-LAST_LINES).join('\n'));
  }
}
