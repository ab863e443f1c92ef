/**
 * Makes sure a Chromium is there before the end-to-end tests start: the system one when present,
 * else Debian's `chromium` package when apt can install it; and Debian's `chromium-headless-shell`
 * beside it where apt has it, which the suites run in (chromium.ts says why). Never Playwright's
 * own download: its builds are not the ones a Debian machine runs, and the machines this project
 * is tested on reach no host but the package registries. Without one, it says how to get one.
 * Run with Node's type stripping: `node tests/support/ensure-chromium.ts`.
 */
import { existsSync } from 'node:fs';

import { aptInstall } from './apt-install.ts';
import { HEADLESS_SHELL, systemChromium, testChromium } from './chromium.ts';

if (!systemChromium()) aptInstall(['chromium', 'fonts-liberation']);
// Apart, so that a distribution without the shell still gets the full Chromium.
if (!process.env.CHROMIUM_PATH && !existsSync(HEADLESS_SHELL))
  aptInstall(['chromium-headless-shell']);
const found = testChromium();
if (found) {
  console.log(`ensure-chromium: the suites run in ${found}`);
} else {
  console.error(
    'ensure-chromium: no Chromium, so the end-to-end tests cannot run. Install it ' +
      '(`sudo apt-get install -y chromium chromium-headless-shell` on Debian or Ubuntu), or set ' +
      'CHROMIUM_PATH to a Chromium or Chrome binary.',
  );
  process.exit(1);
}
