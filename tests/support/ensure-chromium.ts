/**
 * Makes sure a Chromium is there before the end-to-end tests start: the system one when present,
 * Debian's `chromium` package when apt can install it, Playwright's own download as a last resort;
 * and Debian's `chromium-headless-shell` beside it where apt has it, which the suites run in
 * (chromium.ts says why). Run with Node's type stripping: `node tests/support/ensure-chromium.ts`.
 */
import { existsSync } from 'node:fs';

import { aptInstall, run } from './apt-install.ts';
import { HEADLESS_SHELL, systemChromium, testChromium } from './chromium.ts';

if (!systemChromium()) aptInstall(['chromium', 'fonts-liberation']);
// Apart, so that a distribution without the shell still gets the full Chromium.
if (!process.env.CHROMIUM_PATH && !existsSync(HEADLESS_SHELL))
  aptInstall(['chromium-headless-shell']);
const found = testChromium();
if (found) {
  console.log(`ensure-chromium: the suites run in ${found}`);
} else if (run('pnpm', ['--filter', '@brp/e2e', 'exec', 'playwright', 'install', 'chromium'])) {
  console.log("ensure-chromium: using Playwright's own Chromium");
} else {
  console.error('ensure-chromium: no Chromium available; end-to-end tests cannot run');
  process.exit(1);
}
