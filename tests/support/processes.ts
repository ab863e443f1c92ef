import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';

/**
 * Runs a Next command (`build`, `start`) of the app in `appDir` with that app's own Next binary,
 * not through pnpm, in a process group of its own so that {@link stopProcessGroup} leaves nothing.
 * Output goes to the terminal, nowhere, or a file descriptor: a pipe nobody reads would stall it.
 */
export function spawnNext(
  appDir: string,
  args: string[],
  {
    env = {},
    output = 'inherit',
  }: { env?: Record<string, string>; output?: 'inherit' | 'ignore' | number } = {},
): ChildProcess {
  return spawn(process.execPath, [join(appDir, 'node_modules/next/dist/bin/next'), ...args], {
    cwd: appDir,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
    stdio: ['ignore', output, output],
    detached: true,
  });
}

/**
 * Stops a process started with `detached: true` (a process group of its own), with everything it
 * started, and waits for it.
 */
export async function stopProcessGroup(child: ChildProcess): Promise<void> {
  const pid = child.pid;
  if (pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  process.kill(-pid, 'SIGTERM');
  const kill = setTimeout(() => process.kill(-pid, 'SIGKILL'), 5000);
  await exited;
  clearTimeout(kill);
}
