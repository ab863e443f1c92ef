/**
 * Makes sure `caddy` is there for the deployment's tests (@brp/deploy: deploy/caddy/Caddyfile run
 * by the real Caddy), installing Debian's package with apt when it can. Without it this step
 * fails everywhere, not only under CI: those tests always run, and would fail anyway.
 * Run with Node's type stripping: `node tests/support/ensure-caddy.ts`.
 */
import { existsSync } from 'node:fs';

import { aptInstall } from './apt-install.ts';

const CADDY = process.env.CADDY_PATH ?? '/usr/bin/caddy';
const found = existsSync(CADDY) || (aptInstall(['caddy']) && existsSync(CADDY));
if (found) {
  console.log(`ensure-caddy: using ${CADDY}`);
} else {
  console.error(
    `ensure-caddy: no Caddy at ${CADDY}, so the Caddyfile's tests will fail: sudo apt-get install -y caddy (or set CADDY_PATH)`,
  );
  process.exit(1);
}
