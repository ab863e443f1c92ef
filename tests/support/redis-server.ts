/**
 * A throwaway Redis for the several-servers spec: Debian's `redis-server`, on a port of its own,
 * with nothing saved to disk, stopped and started again on the same port to play an outage.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { connect } from 'node:net';
import { dirname, join } from 'node:path';

import { stopProcessGroup } from './processes.ts';

/** Where Debian puts it; REDIS_SERVER_PATH replaces these. */
const CANDIDATES = [
  '/usr/bin/redis-server',
  '/usr/local/bin/redis-server',
  '/usr/sbin/redis-server',
];

/** The command that installs what the several-servers spec needs. */
export const INSTALL_REDIS = 'sudo apt-get install -y redis-server';

export function redisServerPath(): string | undefined {
  const fromEnv = process.env.REDIS_SERVER_PATH;
  // Set, it is the only candidate: a path that does not exist plays a machine without Redis.
  return (fromEnv ? [fromEnv] : CANDIDATES).find((path) => existsSync(path));
}

/** Whether something accepts connections on the port (Redis listens once it has loaded). */
function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      resolve(true);
      socket.end();
    });
    socket.once('error', () => resolve(false));
    socket.setTimeout(500, () => socket.destroy());
    // A timeout destroys the socket with no 'error': without this the promise never settled,
    // and startRedis waited until the test's own timeout (a promise settles once, so a
    // 'connect' before this stands).
    socket.once('close', () => resolve(false));
  });
}

export interface TestRedis {
  url: string;
  /** Stops it, as an outage would: connections drop, the port refuses. */
  stop(): Promise<void>;
  /** Starts it again on the same port, empty. */
  start(): Promise<void>;
  /** The memory its data takes (INFO's used_memory_dataset), in bytes, and how many keys it holds. */
  usage(): { bytes: number; keys: number };
}

export async function startRedis(port: number): Promise<TestRedis> {
  const binary = redisServerPath();
  if (!binary) throw new Error(`redis-server is not installed: ${INSTALL_REDIS}`);
  let child: ChildProcess | undefined;
  async function start() {
    child = spawn(
      binary!,
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore', detached: true },
    );
    const deadline = Date.now() + 10_000;
    while (!(await listening(port))) {
      if (child.exitCode !== null) throw new Error(`redis-server exited (port ${port} taken?)`);
      if (Date.now() > deadline) throw new Error(`redis-server never listened on ${port}`);
      await new Promise((done) => setTimeout(done, 50));
    }
  }
  async function stop() {
    if (!child) return;
    const exited = child.exitCode === null ? once(child, 'exit') : undefined;
    await stopProcessGroup(child);
    await exited;
    child = undefined;
  }
  // redis-cli comes with redis-server (Debian's redis-tools), beside it.
  const cli = (...args: string[]) =>
    execFileSync(join(dirname(binary), 'redis-cli'), ['-p', String(port), ...args], {
      encoding: 'utf8',
    });
  const usage = () => ({
    // What Redis keeps (its data), not what it holds for its connections meanwhile: a busy
    // moment's query and output buffers are freed later, and moved the total by 130 KB.
    bytes: Number(/^used_memory_dataset:(\d+)/m.exec(cli('INFO', 'memory'))?.[1]),
    keys: Number(cli('DBSIZE').trim()),
  });
  await start();
  return { url: `redis://127.0.0.1:${port}`, stop, start, usage };
}
