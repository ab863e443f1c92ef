/**
 * Makes sure `redis-server` is there for the several-servers spec, installing Debian's package
 * with apt when it can. Under CI a missing Redis fails this step (the spec must run there);
 * elsewhere it says in one line that the spec will not run and how to enable it, and the
 * Playwright configuration leaves the spec out rather than skipping it.
 * Run with Node's type stripping: `node tests/support/ensure-redis.ts`.
 */
import { aptInstall } from './apt-install.ts';
import { INSTALL_REDIS, redisServerPath } from './redis-server.ts';

const found = redisServerPath() ?? (aptInstall(['redis-server']) ? redisServerPath() : undefined);
if (found) {
  console.log(`ensure-redis: using ${found}`);
} else if (process.env.CI) {
  console.error(
    `ensure-redis: no redis-server, so the several-servers spec cannot run: ${INSTALL_REDIS}`,
  );
  process.exit(1);
} else {
  console.log(
    `ensure-redis: the several-servers test did NOT run (no redis-server); enable it with: ${INSTALL_REDIS}`,
  );
}
