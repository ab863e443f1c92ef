/**
 * Makes sure the Postgres server binaries are there for @brp/db's tests on real Postgres and the
 * waitlist load test, installing Debian's `postgresql` with apt when it can. Without them this
 * step fails everywhere, not only under CI: those tests always run, and would fail anyway.
 * Run with Node's type stripping: `node tests/support/ensure-postgres.ts`.
 */
import { INSTALL_POSTGRES, postgresBinDir } from '@brp/testing/postgres';

import { aptInstall } from './apt-install.ts';

const found = postgresBinDir() ?? (aptInstall(['postgresql']) ? postgresBinDir() : undefined);
if (found) {
  console.log(`ensure-postgres: using ${found}`);
} else {
  console.error(
    `ensure-postgres: no Postgres server, so @brp/db's tests on Postgres will fail: ${INSTALL_POSTGRES}`,
  );
  process.exit(1);
}
