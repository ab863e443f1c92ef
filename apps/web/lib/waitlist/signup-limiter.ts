import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';

import { setTimeout as sleep } from 'node:timers/promises';

import { connectRedis, REDIS_TIMEOUT_MS } from '../shared-cache/redis-client';

import { rateLimitKey } from './client-address';

const HOUR_SECONDS = 3600;

/** What a limit says of one more signup: go ahead, or wait this many seconds. */
type LimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export type SignupLimiter = (clientAddress: string) => Promise<LimitVerdict>;

/**
 * At most `perHour` signups per client (rate-limiter-flexible's fixed window). With REDIS_URL the
 * count lives in Redis, so it holds across every server; while Redis is unreachable each server
 * counts in its own memory (the library's insurance limiter) rather than letting everyone through
 * or refusing everyone.
 */
export function createSignupLimiter(perHour: number, redisUrl?: string): SignupLimiter {
  const options = { points: perHour, duration: HOUR_SECONDS, keyPrefix: 'brp:waitlist-limit' };
  const memory = new RateLimiterMemory(options);
  const redis = redisUrl ? connectRedis(redisUrl) : undefined;
  // A server just started is still connecting: its first signups wait a moment for the first
  // attempt to end rather than count alone (which would give each server a limit of its own).
  // Once Redis has answered or failed, nobody waits: an outage goes to the memory at once.
  let settled = !redis;
  const firstAttempt = new Promise<void>((resolve) => {
    const done = () => {
      settled = true;
      resolve();
    };
    redis?.once('ready', done).once('error', done);
  });
  const limiter = redis
    ? new RateLimiterRedis({
        ...options,
        storeClient: redis,
        useRedisPackage: true,
        rejectIfRedisNotReady: true,
        insuranceLimiter: memory,
      })
    : memory;
  return async (clientAddress) => {
    if (!settled) await Promise.race([firstAttempt, sleep(REDIS_TIMEOUT_MS)]);
    try {
      await limiter.consume(rateLimitKey(clientAddress));
      return { allowed: true };
    } catch (refusal) {
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
      return { allowed: false, retryAfterSeconds: Math.ceil(refusal.msBeforeNext / 1000) };
    }
  };
}
