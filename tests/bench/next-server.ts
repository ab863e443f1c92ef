/** Builds and serves a Next.js app for the benchmark, with Next's own binary. */
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';

import { freePort } from '../support/free-port.ts';
import { spawnNext, stopProcessGroup } from '../support/processes.ts';

export { freePort };

export interface NextApp {
  /** The app's folder (where `next` resolves from). */
  dir: string;
  env: Record<string, string>;
}

function runNext(app: NextApp, args: string[], output: 'inherit' | 'ignore'): ChildProcess {
  return spawnNext(app.dir, args, { env: app.env, output });
}

export async function buildNext(app: NextApp): Promise<void> {
  const [code] = (await once(runNext(app, ['build'], 'inherit'), 'exit')) as [number | null];
  if (code !== 0) throw new Error(`next build failed in ${app.dir} (exit ${code})`);
}

export interface RunningApp {
  url: string;
  stop(): Promise<void>;
}

/** `next start` on a port, resolved once it answers. */
export async function startNext(app: NextApp, port: number): Promise<RunningApp> {
  const child = runNext(
    app,
    ['start', '--hostname', '127.0.0.1', '--port', String(port)],
    'ignore',
  );
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt++) {
    if (child.exitCode !== null) throw new Error(`next start exited in ${app.dir}`);
    const answered = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) break;
    if (attempt > 300) throw new Error(`next start never answered at ${url}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { url, stop: () => stopProcessGroup(child) };
}
