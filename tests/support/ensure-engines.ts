/**
 * Makes sure the engines of the cross-engine smoke suite are there before it starts: Debian's
 * firefox-esr (Firefox's engine), webkit2gtk-driver (WebKitWebDriver and MiniBrowser, Safari's
 * engine) and xvfb (the display WebKit draws on), installing what is missing with apt. Under CI a
 * missing engine fails this step; elsewhere it says in one line that the suite will not run and
 * how to enable it, and engines.config.ts leaves every test out rather than skipping them.
 * Run with Node's type stripping: `node tests/support/ensure-engines.ts`.
 */
import { aptInstall } from './apt-install.ts';
import { ENGINE_FILES, INSTALL_ENGINES, missingEngineFiles } from './engines/available.ts';

const packages = [...new Set(missingEngineFiles().map(({ pkg }) => pkg))];
if (packages.length > 0) aptInstall(packages);
const missing = missingEngineFiles();
if (missing.length === 0) {
  console.log(`ensure-engines: using ${ENGINE_FILES.map(({ path }) => path).join(', ')}`);
} else if (process.env.CI) {
  console.error(
    `ensure-engines: missing ${missing.map(({ path }) => path).join(', ')}, so the cross-engine smoke suite cannot run: ${INSTALL_ENGINES}`,
  );
  process.exit(1);
} else {
  console.log(
    `ensure-engines: the cross-engine smoke suite did NOT run (missing ${missing.map(({ path }) => path).join(', ')}); enable it with: ${INSTALL_ENGINES}`,
  );
}
