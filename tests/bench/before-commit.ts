/**
 * The site as another commit has it, for `pnpm bench --before <ref>`: a change is judged against
 * the code before it in the same run, page by page, interleaved, not against a table from another
 * day (the floor itself moves by half between benches on this machine: docs/benchmark.md).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface CommitCheckout {
  /** The commit's web app folder, ready to build. */
  webDir: string;
  remove(): Promise<void>;
}

async function run(command: string, args: string[], cwd: string): Promise<void> {
  const child: ChildProcess = spawn(command, args, { cwd, stdio: 'inherit' });
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`${command} ${args.join(' ')} in ${cwd} failed (exit ${code})`);
}

/**
 * Checks `ref` out beside the repository (a git worktree in a temporary folder) and installs its
 * dependencies from pnpm's store, as the README's set-up does.
 */
export async function checkOutCommit(repoRoot: string, ref: string): Promise<CommitCheckout> {
  const dir = await mkdtemp(join(tmpdir(), 'brp-bench-before-'));
  await run('git', ['worktree', 'add', '--detach', dir, ref], repoRoot);
  const remove = () => run('git', ['worktree', 'remove', '--force', dir], repoRoot);
  try {
    await run('pnpm', ['install', '--frozen-lockfile', '--prefer-offline'], dir);
  } catch (error) {
    await remove();
    throw error;
  }
  return { webDir: join(dir, 'apps/web'), remove };
}
