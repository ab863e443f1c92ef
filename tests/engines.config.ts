import { mkdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';

import { defineConfig } from '@playwright/test';

import { missingEngineFiles } from './support/engines/available';
import type { EngineOptions } from './support/engines/fixtures';
import { freePort } from './support/free-port';
import { SCRIPTED_SIGNUPS } from './support/scripted-signups';
import { OUTBOX_FILE, siteWebServer, SUPPORT_INBOX } from './support/site-server';

// Without the engines every test is left out, not skipped (support/ensure-engines.ts says so in
// one line); under CI they stay in and fail.
const enginesRun = missingEngineFiles().length === 0 || Boolean(process.env.CI);

// A port of its own, picked once by the runner; its workers inherit it through the environment.
process.env.E2E_ENGINES_PORT ??= String(await freePort());
const PORT = Number(process.env.E2E_ENGINES_PORT);
const siteOrigin = `http://127.0.0.1:${PORT}`;
// The server's output, printed by the reporter below when a test fails.
const reports = resolve(import.meta.dirname, '../.reports');
mkdirSync(reports, { recursive: true });
const SERVER_LOG = resolve(reports, 'engines-server.log');

// `*.phone.spec.ts` and `*.desktop.spec.ts` hold what only one width has (the slide-in menu).
const WIDTHS = [
  { width: 390, height: 844, ignore: /\.desktop\.spec\.ts$/ },
  { width: 1280, height: 800, ignore: /\.phone\.spec\.ts$/ },
];
const ENGINES = ['firefox', 'webkit'] as const;
const projects = [
  ...ENGINES.flatMap((engine) =>
    WIDTHS.map(({ width, height, ignore }) => ({
      name: `${engine}-${width}`,
      testIgnore: enginesRun ? ignore : /.*/,
      use: { engine, viewportSize: { width, height } },
    })),
  ),
  // The narrowest phone, for the tooltips alone: where a box beside its button has least room.
  ...ENGINES.map((engine) => ({
    name: `${engine}-320`,
    testMatch: /tooltips\.spec\.ts$/,
    testIgnore: enginesRun ? [] : /.*/,
    use: { engine, viewportSize: { width: 320, height: 640 } },
  })),
];

/**
 * The cross-engine smoke suite: every route, the forms, the menu, the carousel and the tooltips,
 * in the engines of Firefox (Debian's firefox-esr, over WebDriver BiDi) and Safari (WebKitGTK's
 * MiniBrowser, over classic WebDriver), at a phone's and a desktop's width. Playwright is only
 * the runner here: the fixtures (support/engines/) launch those browsers, never one of its own.
 * It serves the production build (`next build` comes first, from the test command).
 */
export default defineConfig<EngineOptions>({
  testDir: './engines',
  testMatch: /\.spec\.ts$/,
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // One browser per core the process may use: two here, one under `taskset -c 0`.
  workers: availableParallelism(),
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ['json', { outputFile: '../.reports/engines.json' }],
    ['./support/engines/server-log-reporter.ts', { log: SERVER_LOG }],
  ],
  outputDir: './test-results/engines',
  use: { siteOrigin },
  projects,
  // A production server runs the local outbox only when told to, as in the Chromium suite.
  webServer: {
    ...siteWebServer(
      PORT,
      {
        OUTBOX_ENABLED: '1',
        OUTBOX_FILE,
        // Support's helpdesk copies too, into the same outbox as every mail of this server.
        SUPPORT_INBOX,
        // Every spec signs up from this one address. The proof of work is at its least: each
        // engine still fetches, solves (in its workers) and spends one, but a loaded machine's
        // solving time is no part of a test (the bench and docs/waitlist.md measure it).
        WAITLIST_SIGNUPS_PER_HOUR: SCRIPTED_SIGNUPS.WAITLIST_SIGNUPS_PER_HOUR,
        WAITLIST_CHALLENGE_DIFFICULTY: SCRIPTED_SIGNUPS.WAITLIST_CHALLENGE_DIFFICULTY,
        SUPPORT_MESSAGES_PER_HOUR: SCRIPTED_SIGNUPS.SUPPORT_MESSAGES_PER_HOUR,
        SUPPORT_MESSAGES_PER_HOUR_PER_NETWORK:
          SCRIPTED_SIGNUPS.SUPPORT_MESSAGES_PER_HOUR_PER_NETWORK,
      },
      SERVER_LOG,
    ),
    reuseExistingServer: false,
  },
});
