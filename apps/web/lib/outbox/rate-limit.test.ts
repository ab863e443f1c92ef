import { describe, expect, it } from 'vitest';

import { clientKey, createRateLimiter } from './rate-limit';

describe('createRateLimiter', () => {
  it('allows `limit` requests per window, then refuses until the window ends', () => {
    let time = 0;
    const allow = createRateLimiter({ limit: 2, windowMs: 1000, maxClients: 10, now: () => time });
    expect([allow('a'), allow('a'), allow('a')]).toEqual([true, true, false]);
    time = 999;
    expect(allow('a')).toBe(false);
    time = 1000;
    expect(allow('a')).toBe(true);
  });

  it('holds at most maxClients, forgetting the oldest first', () => {
    const allow = createRateLimiter({ limit: 1, windowMs: 60_000, maxClients: 2, now: () => 0 });
    expect([allow('a'), allow('b'), allow('a')]).toEqual([true, true, false]);
    // A third client pushes out "a", whose window is the oldest: it starts afresh.
    expect(allow('c')).toBe(true);
    expect([allow('a'), allow('c')]).toEqual([true, false]);
  });
});

describe('clientKey', () => {
  const request = (headers: Record<string, string>) => new Request('http://x/', { headers });

  it('is the first forwarded address, then X-Real-IP, then "unknown"', () => {
    expect(clientKey(request({ 'x-forwarded-for': '203.0.113.9, 10.0.0.1' }))).toBe('203.0.113.9');
    expect(clientKey(request({ 'x-real-ip': '198.51.100.4' }))).toBe('198.51.100.4');
    expect(clientKey(request({}))).toBe('unknown');
  });
});
