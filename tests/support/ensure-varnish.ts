/**
 * Makes sure `varnishd` and its xkey module are there for the edge-cache spec and the edge load
 * test, installing Debian's `varnish` and `varnish-modules` with apt when it can. Under CI a
 * missing one fails this step (the spec must run there); elsewhere it says in one line that the
 * spec will not run and how to enable it, and the Playwright configuration leaves it out.
 * Run with Node's type stripping: `node tests/support/ensure-varnish.ts`.
 */
import { aptInstall } from './apt-install.ts';
import { INSTALL_VARNISH, varnishdPath } from './varnish.ts';

const found =
  varnishdPath() ?? (aptInstall(['varnish', 'varnish-modules']) ? varnishdPath() : undefined);
if (found) {
  console.log(`ensure-varnish: using ${found} with xkey`);
} else if (process.env.CI) {
  console.error(
    `ensure-varnish: no varnishd with xkey, so the edge-cache spec cannot run: ${INSTALL_VARNISH}`,
  );
  process.exit(1);
} else {
  console.log(
    `ensure-varnish: the edge-cache test did NOT run (no varnishd with xkey); enable it with: ${INSTALL_VARNISH}`,
  );
}
