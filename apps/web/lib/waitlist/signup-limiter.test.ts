import { describe, expect, it } from 'vitest';

import { createSignupLimiter } from './signup-limiter';

describe('createSignupLimiter (in memory)', () => {
  it('lets a client sign up `perHour` times, then says how long to wait', async () => {
    const limit = createSignupLimiter(3);
    for (let signup = 0; signup < 3; signup += 1) {
      expect(await limit('203.0.113.7')).toEqual({ allowed: true });
    }
    const refused = await limit('203.0.113.7');
    expect(refused.allowed).toBe(false);
    expect(!refused.allowed && refused.retryAfterSeconds).toBeGreaterThan(3500);
    expect(await limit('203.0.113.8')).toEqual({ allowed: true });
  });

  it('counts one IPv6 network as one client', async () => {
    const limit = createSignupLimiter(1);
    expect(await limit('2001:db8:1:2::1')).toEqual({ allowed: true });
    expect((await limit('2001:db8:1:2::ffff')).allowed).toBe(false);
  });
});
