/**
 * A form's proof of work in the browser (lib/proof-of-work/challenge.ts has the server's half): a
 * challenge fetched from this site and solved by the `altcha` package's solver in Web Workers
 * while the visitor types, so a submission finds it ready. Its widget is not used: the challenge
 * needs no interaction (nothing to see, nothing to meet for a keyboard or a screen reader), and
 * the solver alone is a few kilobytes where the widget is about thirty (docs/waitlist.md).
 * Loaded when a visitor starts the form.
 */
import type { Challenge } from 'altcha/lib';

/** A solution with less time than this left is solved again before it is sent. */
const FRESH_FOR_MS = 60_000;

/** How long a worker may take to start; past it the page solves the challenge itself. */
const WORKER_START_MS = 5_000;

interface Solved {
  /** What the server checks: the challenge and its solution, as JSON in base64. */
  payload: string;
  expiresAt: number;
}

/** Workers to solve with: the device's cores but one for the page, up to four. */
function workerCount(): number {
  return Math.max(1, Math.min(4, (navigator.hardwareConcurrency || 2) - 1));
}

/**
 * A solver worker once it says it listens (proof-of-work-worker.ts), or a rejection when it fails
 * to load or has not started within WORKER_START_MS (a busy phone, a script blocked on the way).
 */
function startedWorker(): Promise<Worker> {
  const worker = new Worker(new URL('./proof-of-work-worker.ts', import.meta.url));
  return new Promise((resolve, reject) => {
    const fail = (reason: string) => {
      clearTimeout(timer);
      worker.terminate();
      reject(new Error(`the solver's worker ${reason}`));
    };
    const timer = setTimeout(
      () => fail(`did not start within ${WORKER_START_MS} ms`),
      WORKER_START_MS,
    );
    worker.addEventListener('error', () => fail('did not load'), { once: true });
    worker.addEventListener(
      'message',
      () => {
        clearTimeout(timer);
        resolve(worker);
      },
      { once: true },
    );
  });
}

/** The workers that started of `count`; a rejection when none did. */
async function startedWorkers(count: number): Promise<Worker[]> {
  const started = await Promise.allSettled(Array.from({ length: count }, startedWorker));
  const workers = started.flatMap((result) =>
    result.status === 'fulfilled' ? [result.value] : [],
  );
  if (workers.length > 0) return workers;
  throw (started[0] as PromiseRejectedResult).reason;
}

async function solve(form: string): Promise<Solved> {
  const response = await fetch(`/api/challenge?form=${form}`, { cache: 'no-store' });
  if (!response.ok) throw new Error(`the challenge was not given: HTTP ${response.status}`);
  const challenge = (await response.json()) as Challenge;
  const { pbkdf2, solveChallenge, solveChallengeWorkers } = await import('altcha/lib');
  // With no worker started (or none to be had) the page does the work: slower, never stuck.
  const workers =
    typeof Worker === 'function'
      ? await startedWorkers(workerCount()).catch(() => undefined)
      : undefined;
  const solution = workers
    ? await solveChallengeWorkers({
        challenge,
        concurrency: workers.length,
        createWorker: () => workers.pop()!,
      })
    : await solveChallenge({ challenge, deriveKey: pbkdf2.deriveKey });
  if (!solution) throw new Error('the challenge was not solved in time');
  return {
    payload: btoa(JSON.stringify({ challenge, solution })),
    expiresAt: (challenge.parameters.expiresAt ?? 0) * 1000,
  };
}

/** One form's proofs of work: one solved ahead, each spent by one submission. */
export interface ProofsOfWork {
  /** Starts solving one, unless one is ready or under way: the visitor began the form. */
  prepare(): void;
  /** A solved proof for one submission (solved now if none is ready or the ready one is about to
   * expire); the next submission needs another. Rejects when none can be had. */
  take: () => Promise<string>;
}

export function proofsOfWork(form: string): ProofsOfWork {
  let next: Promise<Solved> | undefined;
  const start = () => {
    const solving = (next ??= solve(form));
    // A failure is forgotten: the next call asks for a new challenge.
    solving.catch(() => {
      if (next === solving) next = undefined;
    });
    return solving;
  };
  return {
    prepare() {
      void start().catch(() => undefined);
    },
    async take() {
      // One solved ahead may have failed meanwhile (the server was unreachable): one more try.
      let solved = await start().catch(() => start());
      next = undefined;
      if (solved.expiresAt - Date.now() < FRESH_FOR_MS) {
        solved = await start();
        next = undefined;
      }
      return solved.payload;
    },
  };
}
