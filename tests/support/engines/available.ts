import { existsSync } from 'node:fs';

/** What the cross-engine smoke suite drives, and the Debian package that brings each. */
export const ENGINE_FILES = [
  { path: process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr', pkg: 'firefox-esr' },
  { path: '/usr/bin/WebKitWebDriver', pkg: 'webkit2gtk-driver' },
  {
    path: process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
    pkg: 'webkit2gtk-driver',
  },
  { path: '/usr/bin/xvfb-run', pkg: 'xvfb' },
];

export const INSTALL_ENGINES = 'sudo apt-get install -y firefox-esr webkit2gtk-driver xvfb';

/** The files of {@link ENGINE_FILES} this machine lacks. */
export function missingEngineFiles() {
  return ENGINE_FILES.filter(({ path }) => !existsSync(path));
}
