import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';

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
