import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { repeatLimitedLog } from './repeat-limited-log';

describe('repeatLimitedLog', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('writes the first of a kind at once, and its repeats as one line when the minute ends', () => {
    const lines: string[] = [];
    const log = repeatLimitedLog({ write: (line) => lines.push(line) });
    for (let poll = 0; poll < 36; poll++) log('refused', 'connect ECONNREFUSED (Queue: mail)');
    log('terminated', 'terminating connection');
    expect(lines).toEqual(['connect ECONNREFUSED (Queue: mail)', 'terminating connection']);

    vi.advanceTimersByTime(60_000);
    expect(lines.slice(2)).toEqual([
      'connect ECONNREFUSED (Queue: mail) (and 35 more like it within 1 min)',
    ]);

    // A new window: the kind is written again at once.
    log('refused', 'connect ECONNREFUSED (Queue: retention)');
    expect(lines.at(-1)).toBe('connect ECONNREFUSED (Queue: retention)');
    vi.advanceTimersByTime(60_000);
    expect(lines).toHaveLength(4);
  });

  it('keeps at most maxKinds kinds; the rest are counted together', () => {
    const lines: string[] = [];
    const log = repeatLimitedLog({
      write: (line) => lines.push(line),
      maxKinds: 2,
      windowMs: 1000,
    });
    for (let kind = 0; kind < 1000; kind++) log(`kind ${kind}`, `line ${kind}`);
    expect(lines).toEqual(['line 0', 'line 1']);
    vi.advanceTimersByTime(1000);
    expect(lines.slice(2)).toEqual(['(and 998 more errors of other kinds within 1 s)']);
  });
});
