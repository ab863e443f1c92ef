/**
 * A throwaway Varnish for the edge-cache spec and the edge load test: Debian's `varnishd` (with
 * `varnish-modules` for xkey) running the repository's own VCL (deploy/varnish/default.vcl), with
 * a `backends.vcl` of its own naming the servers under test, on a port of its own, in the
 * foreground of a process group this helper stops.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

import { stopProcessGroup } from './processes.ts';

const VCL_DIR = resolve(import.meta.dirname, '../../deploy/varnish');
const XKEY_VMOD = '/usr/lib/x86_64-linux-gnu/varnish/vmods/libvmod_xkey.so';

/** The command that installs what the edge-cache spec needs. */
export const INSTALL_VARNISH = 'sudo apt-get install -y varnish varnish-modules';

/** Where Debian puts varnishd, when it and its xkey module are both there. */
export function varnishdPath(): string | undefined {
  const varnishd = ['/usr/sbin/varnishd', '/usr/bin/varnishd'].find((path) => existsSync(path));
  return varnishd && existsSync(XKEY_VMOD) ? varnishd : undefined;
}

export interface Backend {
  name: string;
  port: number;
}

/** The test topology's backends.vcl: the given servers, round-robin, probed every second. */
function backendsVcl(backends: Backend[]): string {
  return [
    'import directors;',
    'probe site_probe { .url = "/robots.txt"; .interval = 1s; .timeout = 2s; .window = 3; .threshold = 2; }',
    ...backends.map(
      ({ name, port }) =>
        `backend ${name} { .host = "127.0.0.1"; .port = "${port}"; .probe = site_probe; }`,
    ),
    'sub vcl_init {',
    '  new site = directors.round_robin();',
    ...backends.map(({ name }) => `  site.add_backend(${name});`),
    '}',
    'sub vcl_recv { set req.backend_hint = site.backend(); }',
    '',
  ].join('\n');
}

export interface TestVarnish {
  url: string;
  /** The TTLs (in seconds) it gave the objects it fetched for `path`, in order, from its log. */
  ttlsOf(path: string): number[];
  /** The bytes its storage for pages holds now (varnishstat's `SMA.s0.g_bytes`). */
  storedBytes(): number;
  stop(): Promise<void>;
  /** Starts it again on the same port, empty (its cache is in memory). */
  start(): Promise<void>;
  /** Stops it for good and removes its folder. */
  close(): Promise<void>;
}

export async function startVarnish({
  port,
  backends,
  purgeSecret,
  siteHosts = '',
  storage = 'malloc,128m',
  log = 'ignore',
}: {
  port: number;
  backends: Backend[];
  purgeSecret: string;
  /** The names it serves, as EDGE_SITE_HOSTS lists them; none (every name) by default. */
  siteHosts?: string;
  /** Where it keeps pages, as varnishd's `-s` takes it. */
  storage?: string;
  /** A file descriptor for its output, or 'ignore'. */
  log?: number | 'ignore';
}): Promise<TestVarnish> {
  const found = varnishdPath();
  if (!found) throw new Error(`varnishd with xkey is not installed: ${INSTALL_VARNISH}`);
  const varnishd: string = found;
  const dir = await mkdtemp(join(tmpdir(), 'edge-varnish-'));
  await writeFile(join(dir, 'backends.vcl'), backendsVcl(backends));
  const url = `http://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;

  async function start() {
    const started = spawn(
      varnishd,
      [
        '-F',
        // No jail: the tests' own user runs it, with a working folder of its own.
        '-j',
        'none',
        '-n',
        join(dir, 'work'),
        '-a',
        `127.0.0.1:${port}`,
        '-f',
        join(VCL_DIR, 'default.vcl'),
        '-p',
        `vcl_path=${dir}:${VCL_DIR}:/usr/share/varnish/vcl`,
        '-s',
        storage,
      ],
      {
        env: { ...process.env, EDGE_PURGE_SECRET: purgeSecret, EDGE_SITE_HOSTS: siteHosts },
        stdio: ['ignore', log, log],
        detached: true,
      },
    );
    child = started;
    const deadline = Date.now() + 30_000;
    for (;;) {
      const answered = await fetch(`${url}/_edge/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (answered) return;
      if (started.exitCode !== null) throw new Error(`varnishd exited with ${started.exitCode}`);
      if (Date.now() > deadline) throw new Error(`varnishd never answered at ${url}`);
      await new Promise((done) => setTimeout(done, 200));
    }
  }

  const stop = async () => {
    if (child) await stopProcessGroup(child);
  };
  const ttlsOf = (path: string) =>
    execFileSync(
      'varnishlog',
      ['-d', '-n', join(dir, 'work'), '-i', 'TTL', '-q', `BereqURL eq "${path}"`],
      { encoding: 'utf8' },
    )
      .split('\n')
      // `TTL VCL <ttl> <grace> <keep> ...`: what the VCL left the object with.
      .flatMap((line) => /\bTTL\s+VCL\s+(-?\d+)/.exec(line)?.[1] ?? [])
      .map(Number);
  const storedBytes = () => {
    const line = execFileSync(
      'varnishstat',
      ['-1', '-n', join(dir, 'work'), '-f', 'SMA.s0.g_bytes'],
      {
        encoding: 'utf8',
      },
    );
    return Number(/^SMA\.s0\.g_bytes\s+(\d+)/m.exec(line)?.[1] ?? Number.NaN);
  };
  await start();
  return {
    url,
    ttlsOf,
    storedBytes,
    start,
    stop,
    async close() {
      await stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
