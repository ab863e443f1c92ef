import { availableParallelism } from 'node:os';

import { defineConfig, devices } from '@playwright/test';

import { CHROMIUM_ARGS, testChromium } from './support/chromium';
import { redisServerPath } from './support/redis-server';
import { SCRIPTED_SIGNUPS } from './support/scripted-signups';
import { OUTBOX_FILE, siteWebServer } from './support/site-server';
import { varnishdPath } from './support/varnish';

const LAKE_SPEC = /content-lake\.spec\.ts/;
const SERVERS_SPEC = /several-servers\.spec\.ts/;
const EDGE_SPEC = /edge-(cache|rules)\.spec\.ts/;
const HOSTILE_SPEC = /hostile\.spec\.ts/;
const WAITLIST_STUDIO_SPEC = /waitlist-studio\.spec\.ts/;
const STUDIO_DESK_SPEC = /studio-desk\.spec\.ts/;
const WAITLIST_SPEC = /(waitlist|support)\.spec\.ts/;
const DEV_SERVER_SPEC = /dev-server\.spec\.ts/;
const ANALYTICS_SPEC = /analytics\.spec\.ts/;
// Without redis-server the spec is left out, not skipped (support/ensure-redis.ts says so in one
// line); under CI it stays in and fails.
const serversSpecRuns = Boolean(redisServerPath()) || Boolean(process.env.CI);
// The same for the edge-cache spec, which needs varnishd with xkey as well (ensure-varnish.ts).
const edgeSpecRuns = serversSpecRuns && (Boolean(varnishdPath()) || Boolean(process.env.CI));
const PORT = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${PORT}`;
const launchOptions = { executablePath: testChromium(), args: CHROMIUM_ARGS };
/** The test studio's browser: its fake Sanity API speaks HTTPS with a certificate of its own. */
const studioUse = {
  ...devices['Desktop Chrome'],
  viewport: { width: 1280, height: 800 },
  ignoreHTTPSErrors: true,
};

/**
 * End-to-end tests run against the production build (`next build` comes first, from the test
 * command) served as it is shipped (`pnpm start`), on a desktop and a phone viewport: `*.desktop.spec.ts` and `*.phone.spec.ts` hold what
 * only one of them has (arrows, the slide-in menu). The Content Lake spec runs its own build of
 * the site against a fake Content Lake; the several-servers spec runs two servers of that build
 * sharing one Redis.
 */
export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // One browser per core the process may use: two here, one under `taskset -c 0`.
  workers: availableParallelism(),
  // Limits against a hang, not speed targets: the suite passes on one busy core
  // (taskset -c 0 ./pnpmw test), where a first signup or a hydration takes several times longer.
  timeout: 60_000,
  expect: { timeout: 20_000 },
  reporter: [['list'], ['json', { outputFile: '../.reports/e2e.json' }]],
  // Beside the engines suite's folder, not around it: a run empties its own folder first.
  outputDir: './test-results/chromium',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions,
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: [
        LAKE_SPEC,
        SERVERS_SPEC,
        EDGE_SPEC,
        HOSTILE_SPEC,
        WAITLIST_SPEC,
        WAITLIST_STUDIO_SPEC,
        STUDIO_DESK_SPEC,
        DEV_SERVER_SPEC,
        ANALYTICS_SPEC,
        /\.phone\.spec\.ts$/,
      ],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions },
    },
    {
      name: 'phone',
      testIgnore: [
        LAKE_SPEC,
        SERVERS_SPEC,
        EDGE_SPEC,
        HOSTILE_SPEC,
        WAITLIST_SPEC,
        WAITLIST_STUDIO_SPEC,
        STUDIO_DESK_SPEC,
        DEV_SERVER_SPEC,
        ANALYTICS_SPEC,
        /\.desktop\.spec\.ts$/,
      ],
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions },
    },
    // The site built against a fake Content Lake (support/build-lake-site.ts builds it first). Its
    // tests wait on regenerations, so they run once the browser projects are done. Most of its
    // minute is spent waiting on the server's own clocks (a window's edge, the proxy's slug lists),
    // so the waitlist, studio and edge-cache specs run beside it (the tail took 148 s after the
    // waitlist spec, 111 s beside it); each of its polls allows 15 s or more.
    {
      name: 'content-lake',
      testMatch: LAKE_SPEC,
      dependencies: ['desktop', 'phone'],
      use: { ...devices['Desktop Chrome'], launchOptions },
    },
    // The site built for a self-hosted analytics server (support/build-analytics-site.ts), with a
    // fake Umami on the fixed port that build names.
    {
      name: 'analytics',
      testMatch: ANALYTICS_SPEC,
      dependencies: ['desktop', 'phone'],
      use: { ...devices['Desktop Chrome'], launchOptions },
    },
    // The waitlist on servers of its own (embedded, and Postgres: a throwaway cluster; Redis for
    // the shared rate limit): crashes, outages, 200 concurrent signups.
    {
      name: 'waitlist',
      testMatch: WAITLIST_SPEC,
      dependencies: ['desktop', 'phone'],
      use: { ...devices['Desktop Chrome'], launchOptions },
    },
    // The studio's Waitlist tool (a studio build from support/build-test-studio.ts) against a
    // production server of its own, on the fixed ports that build names.
    {
      name: 'waitlist-studio',
      testMatch: WAITLIST_STUDIO_SPEC,
      dependencies: ['desktop', 'phone'],
      // A hang guard, not a speed target: pinned to one core beside the waitlist spec's 200
      // concurrent signups, a segment's people took over 20 s to come (taskset -c 0).
      expect: { timeout: 60_000 },
      use: { ...studioUse, launchOptions },
    },
    // The studio's desk, on the test studio's fixed ports: after the Waitlist tool's spec, which
    // holds them.
    {
      name: 'studio-desk',
      testMatch: STUDIO_DESK_SPEC,
      dependencies: ['waitlist-studio'],
      use: { ...studioUse, launchOptions },
    },
    // Junk floods against a copy of the production server with Redis (HTTP only). It loads both
    // cores for half a minute, which would fail the others' timed steps (a publish fresh within
    // 2 s): it runs last, alone. Beside the studio's specs (tried: they time nothing) a flood of
    // its own ran past its minute, and the desk's first test took 2.2 min against 1.
    {
      name: 'hostile',
      testMatch: HOSTILE_SPEC,
      dependencies: ['content-lake', 'waitlist', 'studio-desk', 'edge-cache'],
      testIgnore: serversSpecRuns ? [] : HOSTILE_SPEC,
    },
    // Next's development server (`./pnpmw dev`) and its /dev/mail page. Turbopack's compiles load
    // both cores as the junk floods do: it runs after them, alone.
    {
      name: 'dev-server',
      testMatch: DEV_SERVER_SPEC,
      dependencies: ['hostile'],
      use: { ...devices['Desktop Chrome'], launchOptions },
    },
    // Two servers of the same lake build sharing one Redis (no browser: HTTP only).
    {
      name: 'several-servers',
      testMatch: SERVERS_SPEC,
      testIgnore: serversSpecRuns ? [] : SERVERS_SPEC,
    },
    // Varnish in front of two servers of the lake build sharing Redis, as compose.yaml runs them,
    // and a browser navigating through it. After the several-servers spec: each starts two
    // servers of that build and a Redis, and one pair at a time is what two cores hold while the
    // Content Lake and waitlist specs run.
    {
      name: 'edge-cache',
      testMatch: EDGE_SPEC,
      dependencies: ['several-servers'],
      testIgnore: edgeSpecRuns ? [] : EDGE_SPEC,
      use: { ...devices['Desktop Chrome'], launchOptions },
    },
  ],
  webServer: {
    // A production server runs the local outbox only when told to: the forms' tests read it.
    ...siteWebServer(PORT, {
      OUTBOX_ENABLED: '1',
      OUTBOX_FILE,
      // Every spec signs up, and writes to support, from this one address.
      WAITLIST_SIGNUPS_PER_HOUR: '100000',
      SUPPORT_MESSAGES_PER_HOUR: SCRIPTED_SIGNUPS.SUPPORT_MESSAGES_PER_HOUR,
      SUPPORT_MESSAGES_PER_HOUR_PER_NETWORK: SCRIPTED_SIGNUPS.SUPPORT_MESSAGES_PER_HOUR_PER_NETWORK,
    }),
    reuseExistingServer: !process.env.CI,
  },
});
