/**
 * Runs the test command's steps one per core (the machine CI runs on has two, and most checks
 * keep one busy), each as soon as what it needs is done, then prints the summary: one line
 * per step, the failed tests, and `N passed, N failed`. A step's output is printed whole when it
 * ends, so two steps' lines never mix; a step that runs alone streams it as it goes.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { availableParallelism } from 'node:os';

import type { Counts } from './test-reports.ts';

export interface Step {
  name: string;
  command: string[];
  /** Reads the runner's own counts; without it the step is one check. */
  counts?: () => Counts | undefined;
  /** Steps this one cannot run without: it starts after them, and fails unrun when one failed. */
  needs?: string[];
  /** Steps this one only starts after, whatever their result: they share files or apt's lock. */
  after?: string[];
  /** Runs with no other step beside it: its tests time what a loaded machine would slow. */
  alone?: boolean;
}

interface Result {
  name: string;
  counts: Counts;
  seconds: number;
  /** When it started, in seconds from the start of the command: where the time went. */
  from: number;
  ok: boolean;
}

const began = Date.now();

/** A step per core the process may use (two here, one under `taskset -c 0`): two at once
 * against one at a time is measured in docs/testing.md. */
const SLOTS = availableParallelism();
/** How often the steps still running are named, since their output waits for their end. */
const HEARTBEAT_MS = 5 * 60_000;
/** How long a step's output may stay open once it exited (a process it left behind). */
const OUTPUT_GRACE_MS = 10_000;

/** Runs the step's command; its exit status, or 1 when it could not start. */
async function run(step: Step, cwd: string, env: NodeJS.ProcessEnv): Promise<number> {
  const header = `\n▶ ${step.name}: ${step.command.join(' ')}`;
  if (step.alone) console.log(header);
  const output: Buffer[] = [];
  let status: number;
  try {
    const child = spawn(step.command[0]!, step.command.slice(1), {
      cwd,
      env,
      stdio: step.alone ? ['ignore', 'inherit', 'inherit'] : ['ignore', 'pipe', 'pipe'],
    });
    const streams = [child.stdout, child.stderr];
    for (const stream of streams) stream?.on('data', (chunk: Buffer) => output.push(chunk));
    const closed = once(child, 'close').catch(() => undefined);
    const [code] = (await once(child, 'exit')) as [number | null];
    // A process the command left behind may hold its output open: not waited for long.
    await Promise.race([
      closed,
      new Promise((resolve) => setTimeout(resolve, OUTPUT_GRACE_MS).unref()),
    ]);
    for (const stream of streams) stream?.destroy();
    status = code ?? 1;
  } catch (error) {
    output.push(Buffer.from(`Could not run it: ${String(error)}`));
    status = 1;
  }
  if (!step.alone || output.length > 0)
    console.log(`${step.alone ? '' : header}\n${Buffer.concat(output).toString().trimEnd()}`);
  return status;
}

/** The runner's own counts from its report; a report it could not write counts as a failure. */
function reportedCounts(step: Step): Counts | undefined {
  try {
    return step.counts?.();
  } catch (error) {
    return { passed: 0, failed: 1, failures: [`its report is unreadable: ${String(error)}`] };
  }
}

async function runStep(step: Step, cwd: string, env: NodeJS.ProcessEnv, notRun?: string) {
  const started = Date.now();
  const status = notRun === undefined ? await run(step, cwd, env) : 1;
  if (notRun !== undefined) console.log(`\n▶ ${step.name}: not run: ${notRun}`);
  const reported = notRun === undefined ? reportedCounts(step) : undefined;
  let counts: Counts =
    reported ?? (status === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 });
  // A runner that failed without failing a test (coverage thresholds, a crash) still fails.
  if (status !== 0 && counts.failed === 0) counts = { ...counts, failed: 1 };
  const seconds = (Date.now() - started) / 1000;
  console.log(`  ${status === 0 ? '✓' : '✗'} ${step.name} (${seconds.toFixed(1)} s)`);
  return { name: step.name, counts, seconds, from: (started - began) / 1000, ok: status === 0 };
}

/** Runs every step, in list order among those ready, and returns the results in list order. */
export async function runSteps(steps: Step[], cwd: string, env: NodeJS.ProcessEnv) {
  const done = new Map<string, Result>();
  const running = new Map<string, Promise<void>>();
  const waiting = [...steps];
  const known = new Set(steps.map((step) => step.name));
  const isAlone = (name: string) => steps.find((step) => step.name === name)?.alone === true;
  const ready = (step: Step) =>
    [...(step.needs ?? []), ...(step.after ?? [])].every((name) => done.has(name)) &&
    (step.alone ? running.size === 0 : ![...running.keys()].some(isAlone));
  const start = (step: Step, notRun?: string) => {
    waiting.splice(waiting.indexOf(step), 1);
    running.set(
      step.name,
      runStep(step, cwd, env, notRun).then((result) => {
        done.set(step.name, result);
        running.delete(step.name);
      }),
    );
  };
  const heartbeat = setInterval(() => {
    const minutes = ((Date.now() - began) / 60_000).toFixed(0);
    console.log(`… ${minutes} min: still running ${[...running.keys()].join(', ')}`);
  }, HEARTBEAT_MS);
  while (waiting.length > 0 || running.size > 0) {
    for (const step of [...waiting]) {
      if (running.size >= SLOTS || !ready(step)) continue;
      const failedNeed = step.needs?.find((name) => !done.get(name)?.ok);
      start(step, failedNeed === undefined ? undefined : `"${failedNeed}" failed`);
      if (step.alone) break;
    }
    // A step waiting on a name no step has, or on itself through others, fails unrun.
    if (running.size === 0 && waiting.length > 0) {
      const stuck = waiting[0]!;
      const missing = [...(stuck.needs ?? []), ...(stuck.after ?? [])].filter((n) => !known.has(n));
      start(
        stuck,
        `it waits on ${missing.length ? missing.join(', ') : 'a step that waits on it'}`,
      );
    }
    await Promise.race(running.values());
  }
  clearInterval(heartbeat);
  return steps.map((step) => done.get(step.name)!);
}

/** The summary under the steps' output; true when every step passed. */
export function printSummary(results: Result[]): boolean {
  console.log(`\nSummary: ${((Date.now() - began) / 1000).toFixed(0)} s in all`);
  for (const { name, counts, seconds, from, ok } of results) {
    console.log(
      `  ${ok && counts.failed === 0 ? '✓' : '✗'} ${name.padEnd(34)} ${String(counts.passed).padStart(4)} passed ${String(counts.failed).padStart(3)} failed  ${seconds.toFixed(1).padStart(5)} s from ${from.toFixed(0).padStart(3)} s`,
    );
  }
  const failures = results.flatMap(({ name, counts, ok }) => {
    const tests = (counts.failures ?? []).map((failure) => `  ${name}: ${failure}`);
    // A step that failed with no failed test (a build, lint, a coverage threshold) says so.
    return tests.length === 0 && !ok ? [`  ${name}: failed (its output is above)`] : tests;
  });
  if (failures.length > 0) console.log(`\nFailed\n${failures.join('\n')}`);
  const total = results.reduce(
    (sum, { counts }) => ({
      passed: sum.passed + counts.passed,
      failed: sum.failed + counts.failed,
    }),
    { passed: 0, failed: 0 },
  );
  console.log(`${total.passed} passed, ${total.failed} failed`);
  return total.failed === 0;
}
