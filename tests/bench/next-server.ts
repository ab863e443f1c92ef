/**
 * Builds and serves the benchmark's two apps: the site as it is deployed (`pnpm build`, then the
 * standalone production server), and the floor with Next's own `next build` and `next start`.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';

import { freePort } from '../support/free-port.ts';
import { spawnNext, stopProcessGroup } from '../support/processes.ts';

export { freePort };

export interface NextApp {
  /** The app's folder (where `next` resolves from). */
  dir: string;
  env: Record<string, string>;
}

export interface RunningApp {
  url: string;
  stop(): Promise<void>;
}

async function succeeded(child: ChildProcess, what: string): Promise<void> {
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`${what} failed (exit ${code})`);
}

/** The floor: `next build` with Next's own binary. */
export function buildNext(app: NextApp): Promise<void> {
  return succeeded(spawnNext(app.dir, ['build'], { env: app.env }), `next build in ${app.dir}`);
}

/** The site: its whole build script (types, the standalone server, its static files). */
export function buildSite(app: NextApp): Promise<void> {
  const child = spawn('pnpm', ['run', 'build'], {
    cwd: app.dir,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...app.env },
    stdio: 'inherit',
  });
  return succeeded(child, `pnpm build in ${app.dir}`);
}

/** Resolves once `url` answers, or fails when the process exits first. */
async function answering(child: ChildProcess, url: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    if (child.exitCode !== null) throw new Error(`the server for ${url} exited`);
    const answered = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) return;
    if (attempt > 300) throw new Error(`nothing answered at ${url}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** `next start` on a port (the floor). */
export async function startNext(app: NextApp, port: number): Promise<RunningApp> {
  const child = spawnNext(app.dir, ['start', '--hostname', '127.0.0.1', '--port', String(port)], {
    env: app.env,
    output: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  await answering(child, url);
  return { url, stop: () => stopProcessGroup(child) };
}

/** The site's standalone production server (server/main.ts), as the image runs it. */
export async function startSite(app: NextApp, distDir: string, port: number): Promise<RunningApp> {
  const server = join(app.dir, distDir, 'standalone/apps/web/server.js');
  const child = spawn(process.execPath, [server], {
    env: { ...process.env, ...app.env, PORT: String(port), HOSTNAME: '127.0.0.1' },
    stdio: 'ignore',
    detached: true,
  });
  const url = `http://127.0.0.1:${port}`;
  await answering(child, url);
  return { url, stop: () => stopProcessGroup(child) };
}
