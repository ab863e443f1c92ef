import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';

import { setTimeout as sleep } from 'node:timers/promises';

import { connectRedis, REDIS_TIMEOUT_MS } from '../shared-cache/redis-client';

import { BoundedMemoryLimiter } from './bounded-memory';
import { rateLimitKey } from './client-address';

/** What a limit says of one more request: go ahead, or wait this many seconds. */
type LimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export type RateLimit = (clientAddress: string) => Promise<LimitVerdict>;

interface LimitOptions {
  /** How many the window allows. */
  points: number;
  /** The window, fixed, in seconds. */
  seconds: number;
  /** The limit's name in Redis. */
  keyPrefix: string;
  /** Clients counted in memory at most (BoundedMemoryLimiter's default unless given). */
  maxClients?: number;
}

/** Wrong team credentials one client network may send per quarter hour, each checked and put on
 * the team's record; past them a 429. A right credential is never counted nor refused. */
export const TEAM_FAILURES = { points: 10, seconds: 900, keyPrefix: 'brp:team-failures' };

/** Wrong team credentials all networks together may send per quarter hour: what bounds the rows
 * a flood from many networks (an IPv6 /48 holds 65,536 /64s) writes to the team's record. */
export const TEAM_FAILURES_EVERYONE = {
  points: 100,
  seconds: 900,
  keyPrefix: 'brp:team-failures-everyone',
};

/** The local outbox's sends per client a minute, counted in memory (a development aid): an honest
 * visitor sends a few; the end-to-end suite sends a few dozen from one address. */
export const OUTBOX_SENDS = { points: 60, seconds: 60, keyPrefix: 'brp:outbox' };

/** A limit per client network (rateLimitKey): `spend` one, or `peek` without spending. A gate
 * spends: requests arriving together would all pass a peek before any of them spent. */
export interface ClientLimiter {
  spend: RateLimit;
  peek: RateLimit;
}

/**
 * At most `points` per client per window (rate-limiter-flexible's fixed window). With REDIS_URL
 * the count lives in Redis, so it holds across every server; while Redis is unreachable each
 * server counts in its own memory (the library's insurance limiter) rather than letting everyone
 * through or refusing everyone. A server's memory holds at most `maxClients` clients.
 */
export function createClientLimiter(
  { points, seconds, keyPrefix, maxClients }: LimitOptions,
  redisUrl?: string,
): ClientLimiter {
  const options = { points, duration: seconds, keyPrefix };
  const memory = new BoundedMemoryLimiter(options, maxClients);
  const redis = redisUrl ? connectRedis(redisUrl) : undefined;
  // A server just started is still connecting: its first requests wait a moment for the first
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
  const ready = async () => {
    if (!settled) await Promise.race([firstAttempt, sleep(REDIS_TIMEOUT_MS)]);
  };
  const refused = (result: RateLimiterRes): LimitVerdict => ({
    allowed: false,
    retryAfterSeconds: Math.max(1, Math.ceil(result.msBeforeNext / 1000)),
  });
  return {
    async spend(clientAddress) {
      await ready();
      try {
        await limiter.consume(rateLimitKey(clientAddress));
        return { allowed: true };
      } catch (refusal) {
        if (!(refusal instanceof RateLimiterRes)) throw refusal;
        return refused(refusal);
      }
    },
    async peek(clientAddress) {
      await ready();
      const spent = await limiter.get(rateLimitKey(clientAddress)).catch(() => null);
      return spent && spent.consumedPoints >= points ? refused(spent) : { allowed: true };
    },
  };
}

/** At most `perHour` signups per client. */
export function createSignupLimiter(perHour: number, redisUrl?: string): RateLimit {
  return createClientLimiter(
    { points: perHour, seconds: 3600, keyPrefix: 'brp:waitlist-limit' },
    redisUrl,
  ).spend;
}
