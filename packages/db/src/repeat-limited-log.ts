/**
 * A log for errors that come in bursts: the first line of each kind is written at once, its
 * repeats within the window only counted, and their number said in one line when the window ends.
 * During a database outage pg-boss reports every failed poll, heartbeat and sweep of every worker:
 * one outage of a few seconds wrote 52 to 144 lines in the waitlist e2e, of three kinds. Kinds
 * are bounded (`maxKinds`): past them, lines of new kinds are counted together and said the same
 * way, so a flood of distinct messages costs a known amount of memory and log.
 */
export interface RepeatLimitedLogOptions {
  write: (line: string) => void;
  windowMs?: number;
  maxKinds?: number;
}

export function repeatLimitedLog({
  write,
  windowMs = 60_000,
  maxKinds = 20,
}: RepeatLimitedLogOptions): (kind: string, line: string) => void {
  const repeats = new Map<string, number>();
  let others = 0;
  const within = windowMs >= 60_000 ? `${windowMs / 60_000} min` : `${windowMs / 1000} s`;

  function closeWindow(kind: string, line: string) {
    const more = repeats.get(kind) ?? 0;
    repeats.delete(kind);
    if (more) write(`${line} (and ${more} more like it within ${within})`);
    if (repeats.size === 0 && others) {
      write(`(and ${others} more errors of other kinds within ${within})`);
      others = 0;
    }
  }

  return (kind, line) => {
    const seen = repeats.get(kind);
    if (seen !== undefined) {
      repeats.set(kind, seen + 1);
    } else if (repeats.size >= maxKinds) {
      others += 1;
    } else {
      repeats.set(kind, 0);
      write(line);
      // Unref'd: a window still open never keeps a finished process alive.
      setTimeout(() => closeWindow(kind, line), windowMs).unref();
    }
  };
}
