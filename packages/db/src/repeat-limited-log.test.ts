import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { repeatLimitedLog } from './repeat-limited-log.ts';

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
    // A minute without it ends the kind: the next is written at once, as new.
    vi.advanceTimersByTime(60_000);
    log('refused', 'connect ECONNREFUSED (Queue: retention)');
    expect(lines.slice(3)).toEqual(['connect ECONNREFUSED (Queue: retention)']);
  });

  it('says a kind that keeps coming once a minute, however long it lasts', () => {
    const lines: string[] = [];
    const log = repeatLimitedLog({ write: (line) => lines.push(line) });
    for (let second = 0; second < 10 * 60; second++) {
      log('refused', 'refused');
      vi.advanceTimersByTime(1000);
    }
    // The first at once; then one line at each of the ten minutes' ends.
    expect(lines).toEqual([
      'refused',
      'refused (and 59 more like it within 1 min)',
      ...Array<string>(9).fill('refused (and 60 more like it within 1 min)'),
    ]);
  });

  it('keeps at most maxKinds kinds; the rest are counted together, in a window of their own', () => {
    const lines: string[] = [];
    const log = repeatLimitedLog({
      write: (line) => lines.push(line),
      maxKinds: 2,
      windowMs: 1000,
    });
    log('kind 0', 'line 0');
    vi.advanceTimersByTime(500);
    for (let kind = 1; kind < 1000; kind++) log(`kind ${kind}`, `line ${kind}`);
    expect(lines).toEqual(['line 0', 'line 1']);
    vi.advanceTimersByTime(1000);
    expect(lines.slice(2)).toEqual(['(and 998 more errors of other kinds within 1 s)']);
  });
});
