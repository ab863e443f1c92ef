/**
 * Installs Debian packages with apt-get, as root or through passwordless sudo, for the steps that
 * make sure a tool the tests drive is there (ensure-chromium.ts, ensure-redis.ts).
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Runs a command with its output shown; false when it fails or cannot start. */
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

/** Installs the packages; false without apt, without root or sudo, or when apt fails. */
export function aptInstall(packages: string[]): boolean {
  if (!existsSync('/usr/bin/apt-get')) return false;
  const asRoot = process.getuid?.() === 0;
  const apt = (args: string[]): [string, string[]] =>
    asRoot ? ['apt-get', args] : ['sudo', ['-n', 'apt-get', ...args]];
  console.log(`apt-install: installing ${packages.join(', ')} with apt-get`);
  return (
    run(...apt(['update', '-qq'])) &&
    run(...apt(['install', '-y', '-qq', '--no-install-recommends', ...packages]))
  );
}
