/**
 * Makes sure a Chromium is there before the end-to-end tests start: the system one when present,
 * Debian's `chromium` package when apt can install it, Playwright's own download as a last resort.
 * Run with Node's type stripping: `node tests/support/ensure-chromium.ts`.
 */
import { aptInstall, run } from './apt-install.ts';
import { systemChromium } from './chromium.ts';

const found = systemChromium();
if (found) {
  console.log(`ensure-chromium: using ${found}`);
} else if (aptInstall(['chromium', 'fonts-liberation']) && systemChromium()) {
  console.log(`ensure-chromium: installed ${systemChromium()}`);
} else if (run('pnpm', ['--filter', '@brp/e2e', 'exec', 'playwright', 'install', 'chromium'])) {
  console.log("ensure-chromium: using Playwright's own Chromium");
} else {
  console.error('ensure-chromium: no Chromium available; end-to-end tests cannot run');
  process.exit(1);
}
