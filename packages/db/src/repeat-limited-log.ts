/**
 * A log for errors that come in bursts: the first line of each kind is written at once; while
 * the kind keeps coming, one line a window says how many more came, and a window without any
 * ends it. During a database outage pg-boss reports every failed poll, heartbeat and sweep of
 * every worker: one outage of a few seconds wrote 52 to 144 lines in the waitlist e2e, of three
 * kinds. Kinds are bounded (`maxKinds`): past them, lines of new kinds are counted together and
 * said the same way, so a flood of distinct messages costs a known amount of memory and log.
 * Counts still open when the process ends are not written (its timers never keep it alive).
 */
export interface RepeatLimitedLogOptions {
  write: (line: string) => void;
  windowMs?: number;
  maxKinds?: number;
}

/** Counts what comes within a window, writing the count when it ends, for as long as any came. */
function countedWindows(windowMs: number, say: (count: number) => void, end: () => void) {
  let count = 0;
  const close = () => {
    if (count === 0) return end();
    say(count);
    count = 0;
    // Unref'd: an open window never keeps a finished process alive.
    setTimeout(close, windowMs).unref();
  };
  setTimeout(close, windowMs).unref();
  return () => {
    count += 1;
  };
}

export function repeatLimitedLog({
  write,
  windowMs = 60_000,
  maxKinds = 20,
}: RepeatLimitedLogOptions): (kind: string, line: string) => void {
  const within = windowMs >= 60_000 ? `${windowMs / 60_000} min` : `${windowMs / 1000} s`;
  const kinds = new Map<string, () => void>();
  let others: (() => void) | undefined;

  return (kind, line) => {
    const counted = kinds.get(kind);
    if (counted) return counted();
    if (kinds.size >= maxKinds) {
      others ??= countedWindows(
        windowMs,
        (count) => write(`(and ${count} more errors of other kinds within ${within})`),
        () => (others = undefined),
      );
      return others();
    }
    write(line);
    kinds.set(
      kind,
      countedWindows(
        windowMs,
        (count) => write(`${line} (and ${count} more like it within ${within})`),
        () => kinds.delete(kind),
      ),
    );
  };
}
