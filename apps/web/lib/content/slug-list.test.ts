import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { notePublish } from './publishes';
import { slugList } from './slug-list';

/** A content source whose live slugs a test sets, counting how often it is asked. */
function contentSource(...slugs: string[]) {
  const source = {
    live: slugs,
    asked: 0,
    down: false,
    load: () => {
      source.asked += 1;
      return source.down
        ? Promise.reject(new Error('connection refused'))
        : Promise.resolve([...source.live]);
    },
  };
  return source;
}

describe('a list of live slugs', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => vi.useRealTimers());

  it('asks the content source once for a stream of unknown slugs, then again after 10 s', async () => {
    const source = contentSource('spring');
    const isLive = slugList(source.load, 'test');
    for (const slug of ['a', 'b', 'c', 'spring']) await isLive(slug);
    expect(source.asked).toBe(1);
    expect(await isLive('spring')).toBe(true);
    expect(await isLive('summer')).toBe(false);

    source.live = ['spring', 'summer'];
    vi.advanceTimersByTime(9_999);
    expect(await isLive('summer')).toBe(false);
    vi.advanceTimersByTime(1);
    expect(await isLive('summer')).toBe(true);
    expect(source.asked).toBe(2);
  });

  it('finds a slug published since on its first visit after a publish is heard', async () => {
    const source = contentSource('spring');
    const isLive = slugList(source.load, 'test');
    expect(await isLive('summer')).toBe(false);
    source.live = ['spring', 'summer'];
    notePublish();
    expect(await isLive('summer')).toBe(true);
    expect(await isLive('autumn')).toBe(false);
    expect(source.asked).toBe(2);
  });

  it('lets a slug unpublished go after a publish is heard, or within a minute without', async () => {
    const source = contentSource('spring', 'summer');
    const isLive = slugList(source.load, 'test');
    expect(await isLive('spring')).toBe(true);
    source.live = ['summer'];
    vi.advanceTimersByTime(59_999);
    expect(await isLive('spring')).toBe(true);
    vi.advanceTimersByTime(1);
    expect(await isLive('spring')).toBe(false);

    source.live = [];
    notePublish();
    expect(await isLive('summer')).toBe(false);
  });

  it('answers from the last list while the content source is down, and yes before any list', async () => {
    const source = contentSource('spring');
    source.down = true;
    const isLive = slugList(source.load, 'test');
    expect(await isLive('anything')).toBe(true);
    expect(await isLive('else')).toBe(true);
    expect(source.asked).toBe(1);
    expect(console.warn).toHaveBeenCalledTimes(1);

    source.down = false;
    vi.advanceTimersByTime(10_000);
    expect(await isLive('junk')).toBe(false);
    source.down = true;
    notePublish();
    expect(await isLive('spring')).toBe(true);
    expect(await isLive('junk')).toBe(false);
    // Once per outage, not once per request.
    expect(console.warn).toHaveBeenCalledTimes(2);
  });
});
