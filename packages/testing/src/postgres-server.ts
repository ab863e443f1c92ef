/**
 * A throwaway Postgres for tests and load tests: Debian's server binaries running a cluster of its
 * own in a fresh temporary folder, on a port of its own, with one database. It can be stopped and
 * started again on the same port (an outage, the data kept) and is removed when closed.
 * Run with Node's type stripping too (the e2e support scripts import it).
 */
import { execFile, execFileSync } from 'node:child_process';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

import { freePort } from './free-port.ts';

/** The command that installs what the tests need. */
export const INSTALL_POSTGRES = 'sudo apt-get install -y postgresql';

/** Debian keeps each major version's server binaries apart, under /usr/lib/postgresql/<major>. */
const DEBIAN_VERSIONS = '/usr/lib/postgresql';

/** The folder of initdb, pg_ctl and createdb: POSTGRES_BIN_DIR, else Debian's newest. */
export function postgresBinDir(): string | undefined {
  const fromEnv = process.env.POSTGRES_BIN_DIR;
  // Set, it is the only candidate: a folder without initdb plays a machine without Postgres.
  if (fromEnv) return existsSync(join(fromEnv, 'initdb')) ? fromEnv : undefined;
  if (!existsSync(DEBIAN_VERSIONS)) return undefined;
  return readdirSync(DEBIAN_VERSIONS)
    .filter((major) => /^\d+$/.test(major))
    .sort((a, b) => Number(b) - Number(a))
    .map((major) => join(DEBIAN_VERSIONS, major, 'bin'))
    .find((bin) => existsSync(join(bin, 'initdb')));
}

export interface TestPostgres {
  /** postgres://postgres@127.0.0.1:PORT/DATABASE (trust authentication: no password). */
  url: string;
  port: number;
  /** Stops the server as an outage would (connections drop, the port refuses); keeps the data. */
  stop(): Promise<void>;
  /** Starts it again on the same port, with the data it had. */
  start(): Promise<void>;
  /** Stops it for good and removes its folder. */
  close(): Promise<void>;
}

export interface PostgresOptions {
  /** The database created in the cluster, named in `url`. */
  database?: string;
  /**
   * Enough for two servers' pools, a load generator's 100 to 200 clients and a test's own;
   * Postgres's default of 100 is not.
   */
  maxConnections?: number;
}

// Postgres cannot take port 0: a free port is picked for it (freePort).
const run = promisify(execFile);

/** Postgres refuses to run as root: as root, its commands run as Debian's `postgres` user. */
function asServerUser(command: string, args: string[]): [string, string[]] {
  return process.getuid?.() === 0
    ? ['runuser', ['-u', 'postgres', '--', command, ...args]]
    : [command, args];
}

export async function startPostgres({
  database = 'waitlist',
  maxConnections = 300,
}: PostgresOptions = {}): Promise<TestPostgres> {
  const bin = postgresBinDir();
  if (!bin) throw new Error(`The Postgres server is not installed: ${INSTALL_POSTGRES}`);
  const folder = await mkdtemp(join(tmpdir(), 'brp-postgres-'));
  const data = join(folder, 'data');
  const port = await freePort();
  if (process.getuid?.() === 0) {
    const { uid, gid } = postgresUser();
    await chown(folder, uid, gid);
  }
  // From the cluster's folder: the server's user may not be allowed into ours.
  const server = (command: string, args: string[]) =>
    run(...asServerUser(join(bin, command), args), { cwd: folder });
  const options = [
    `-p ${port}`,
    // The socket in the cluster's own folder, not /var/run/postgresql (root's, or absent).
    `-k ${folder}`,
    '-c listen_addresses=127.0.0.1',
    `-c max_connections=${maxConnections}`,
    // Durability is what the tests check: every commit reaches the disk, as in production.
    '-c fsync=on',
    '-c synchronous_commit=on',
  ].join(' ');
  let running = false;
  async function start() {
    // A log file, not our output: the server outlives pg_ctl, and would hold a pipe open.
    await server('pg_ctl', [
      '-D',
      data,
      '-l',
      join(folder, 'server.log'),
      '-o',
      options,
      '-w',
      'start',
    ]);
    running = true;
  }
  async function stop() {
    if (!running) return;
    await server('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
    running = false;
  }
  // A test process that dies without closing must not leave a server, or its folder, behind.
  const removeOnExit = () => {
    try {
      if (running) {
        execFileSync(
          ...asServerUser(join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', 'stop']),
          {
            stdio: 'ignore',
            cwd: folder,
          },
        );
      }
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  };
  process.once('exit', removeOnExit);
  try {
    await server('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-instructions']);
    await start();
    await run(join(bin, 'createdb'), [
      '-h',
      '127.0.0.1',
      '-p',
      String(port),
      '-U',
      'postgres',
      database,
    ]);
  } catch (error) {
    process.off('exit', removeOnExit);
    removeOnExit();
    throw error;
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/${database}`,
    port,
    stop,
    start,
    async close() {
      await stop();
      process.off('exit', removeOnExit);
      await rm(folder, { recursive: true, force: true });
    },
  };
}

/** The ids of Debian's `postgres` user, which its package creates. */
function postgresUser(): { uid: number; gid: number } {
  const id = (flag: string) => {
    try {
      return Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }));
    } catch {
      throw new Error(
        `No \`postgres\` user to run Postgres as (root may not): ${INSTALL_POSTGRES}`,
      );
    }
  };
  return { uid: id('-u'), gid: id('-g') };
}
