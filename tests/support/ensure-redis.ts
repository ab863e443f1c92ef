/**
 * Makes sure `redis-server` is there for the several-servers spec, installing Debian's package
 * with apt when it can. Under CI a missing Redis fails this step (the spec must run there);
 * elsewhere it says in one line that the spec will not run and how to enable it, and the
 * Playwright configuration leaves the spec out rather than skipping it.
 * Run with Node's type stripping: `node tests/support/ensure-redis.ts`.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

import { INSTALL_REDIS, redisServerPath } from './redis-server.ts';

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
  const apt = (args: string[]): [string, string[]] =>
    asRoot ? ['apt-get', args] : ['sudo', ['-n', 'apt-get', ...args]];
  console.log('ensure-redis: installing Debian redis-server with apt-get');
  return (
    run(...apt(['update', '-qq'])) &&
    run(...apt(['install', '-y', '-qq', '--no-install-recommends', 'redis-server']))
  );
}

const found = redisServerPath() ?? (installWithApt() ? redisServerPath() : undefined);
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
