import { availableParallelism } from 'node:os';

import { defineConfig, devices } from '@playwright/test';

import { CHROMIUM_ARGS, systemChromium } from './support/chromium';
import { siteWebServer } from './support/site-server';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${PORT}`;
const launchOptions = { executablePath: systemChromium(), args: CHROMIUM_ARGS };

/**
 * Screenshots of every route at 390 and 1280 px, compared pixel by pixel with a baseline taken
 * from another commit (a refactor must not change the look). Baselines are not committed: they
 * depend on the content's dates and the machine's fonts, so each comparison takes its own from
 * the commit before the change (docs/testing.md#screenshots shows the two commands).
 */
export default defineConfig({
  testDir: './visual',
  testMatch: /\.visual\.ts$/,
  snapshotPathTemplate: `${process.env.VISUAL_BASELINE_DIR ?? '../.visual/baseline'}/{projectName}{arg}{ext}`,
  outputDir: '../.visual/results',
  // One browser per core the process may use: two here, one under `taskset -c 0`.
  workers: availableParallelism(),
  timeout: 60_000,
  reporter: [['list']],
  // A full-page shot of `/` at 1280 px is taken twice until two agree: under the other worker's
  // load that took longer than expect's default 5 s, which failed it as "not stable".
  expect: {
    timeout: 30_000,
    toHaveScreenshot: { maxDiffPixels: 0, animations: 'disabled', caret: 'hide' },
  },
  use: { baseURL, launchOptions, reducedMotion: 'reduce' },
  projects: [
    {
      name: 'phone-390',
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions },
    },
    {
      name: 'desktop-1280',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions },
    },
  ],
  // A production server starts without mail settings only with the local outbox on.
  webServer: { ...siteWebServer(PORT, { OUTBOX_ENABLED: '1' }), reuseExistingServer: false },
});
