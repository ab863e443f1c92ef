/**
 * Makes sure a Chromium is there before the end-to-end tests start: the system one when present,
 * Debian's `chromium` package when apt can install it, Playwright's own download as a last resort.
 * Run with Node's type stripping: `node tests/support/ensure-chromium.ts`.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

import { systemChromium } from './chromium.ts';

function run(command: string, args: string[]): boolean {
  try {
    execFileSync(command, args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    return true;
  } catch {
    return false;
  }
}

function installWithApt(): boolean {
  if (!existsSync('/usr/bin/apt-get')) return false;
  const asRoot = process.getuid?.() === 0;
  const sudo = (args: string[]): [string, string[]] =>
    asRoot ? ['apt-get', args] : ['sudo', ['-n', 'apt-get', ...args]];
  console.log('ensure-chromium: installing Debian chromium with apt-get');
  return (
    run(...sudo(['update', '-qq'])) &&
    run(
      ...sudo(['install', '-y', '-qq', '--no-install-recommends', 'chromium', 'fonts-liberation']),
    )
  );
}

const found = systemChromium();
if (found) {
  console.log(`ensure-chromium: using ${found}`);
} else if (installWithApt() && systemChromium()) {
  console.log(`ensure-chromium: installed ${systemChromium()}`);
} else if (run('pnpm', ['--filter', '@brp/e2e', 'exec', 'playwright', 'install', 'chromium'])) {
  console.log("ensure-chromium: using Playwright's own Chromium");
} else {
  console.error('ensure-chromium: no Chromium available; end-to-end tests cannot run');
  process.exit(1);
}
