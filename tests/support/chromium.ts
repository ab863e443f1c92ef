import { existsSync } from 'node:fs';

/** Where Debian and most Linux distributions put Chromium; CHROMIUM_PATH overrides. */
const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/**
 * The system Chromium the tests drive, or undefined to let Playwright use its own download
 * (only where one was installed, since this machine cannot download browsers).
 */
export function systemChromium(): string | undefined {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) return fromEnv;
  return CANDIDATES.find((path) => existsSync(path));
}

/** Debian's `chromium-headless-shell`: Chromium's headless build, with no browser UI. */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The browser the end-to-end suite drives: Chromium's headless shell, the one Playwright itself
 * runs headless tests in (its default since 1.49). It draws no browser UI, and the suite keeps
 * both cores busy: its desktop and phone projects took 404 s in full Chromium, 255 s in the shell
 * (docs/testing.md). The full Chromium where the shell is missing; CHROMIUM_PATH overrides both.
 * The screenshot suite and the benchmark keep the full Chromium: what a visitor's browser draws.
 */
export function testChromium(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : systemChromium();
}

/** Flags that keep a headless Chromium from reaching for the network on its own. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
