import { RateLimiterRedis, RateLimiterRes, RLWrapperTimeouts } from 'rate-limiter-flexible';

import { setTimeout as sleep } from 'node:timers/promises';

import { REDIS_TIMEOUT_MS, sharedRedis } from '../shared-cache/redis-client';

import { BoundedMemoryLimiter } from './bounded-memory';
import { clientNetwork, customerNetwork, rateLimitKey } from './client-address';

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

/** Reports that a signup's team e-mail went out, per client an hour: a person sends one for each
 * signup (a household a few), so the route cannot be used to probe receipts at speed. */
export const SENT_REPORTS = { points: 60, seconds: 3600, keyPrefix: 'brp:waitlist-sent' };

/** Views of a person's own waitlist pages (confirmation, status, leave) per client network in ten
 * minutes: each looks a code up in the database; a person opens theirs a few times. */
export const PERSONAL_PAGE_VIEWS = { points: 60, seconds: 600, keyPrefix: 'brp:waitlist-pages' };

/** Shop nominations per client network an hour: a person names a few shops (five a day at
 * most, counted in the database); a household or an office shares a network. */
export const NOMINATIONS = { points: 30, seconds: 3600, keyPrefix: 'brp:nominations' };
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

/** Which key a client is counted under: by default its address (rateLimitKey); undefined, not
 * counted by this limit (an IPv4 client by an IPv6-only width). */
type KeyOf = (clientAddress: string) => string | undefined;

/**
 * At most `points` per client per window (rate-limiter-flexible's fixed window), the client as
 * `keyOf` names it. With REDIS_URL the count lives in Redis, so it holds across every server;
 * while Redis is unreachable each server counts in its own memory (the library's insurance
 * limiter) rather than letting everyone through or refusing everyone. A server's memory holds at
 * most `maxClients` clients.
 */
export function createClientLimiter(
  { points, seconds, keyPrefix, maxClients }: LimitOptions,
  redisUrl?: string,
  keyOf: KeyOf = rateLimitKey,
): ClientLimiter {
  const options = { points, duration: seconds, keyPrefix };
  const memory = new BoundedMemoryLimiter(options, maxClients);
  const redis = redisUrl ? sharedRedis(redisUrl) : undefined;
  // A server just started is still connecting: its first requests wait a moment for the first
  // attempt to end rather than count alone (which would give each server a limit of its own).
  // Once Redis has answered or failed, nobody waits: an outage goes to the memory at once.
  let settled = !redis || redis.isReady;
  const firstAttempt = new Promise<void>((resolve) => {
    const done = () => {
      settled = true;
      resolve();
    };
    redis?.once('ready', done).once('error', done);
  });
  // A Redis command can wait forever on a connection that looks open (node-redis has no command
  // timeout; redis/node-redis#2410, #2632): past REDIS_TIMEOUT_MS the count goes to memory, as in
  // an outage, and the request goes on.
  const limiter = redis
    ? new RLWrapperTimeouts({
        limiter: new RateLimiterRedis({
          ...options,
          storeClient: redis,
          useRedisPackage: true,
          rejectIfRedisNotReady: true,
        }),
        timeoutMs: REDIS_TIMEOUT_MS,
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
      const key = keyOf(clientAddress);
      if (key === undefined) return { allowed: true };
      await ready();
      try {
        await limiter.consume(key);
        return { allowed: true };
      } catch (refusal) {
        if (!(refusal instanceof RateLimiterRes)) throw refusal;
        return refused(refusal);
      }
    },
    async peek(clientAddress) {
      const key = keyOf(clientAddress);
      if (key === undefined) return { allowed: true };
      await ready();
      const spent = await limiter.get(key).catch(() => null);
      return spent && spent.consumedPoints >= points ? refused(spent) : { allowed: true };
    },
  };
}

/**
 * Spends one request of the client at each limit in turn, narrowest first, stopping at the first
 * that refuses: a client over its own limit costs its neighbours nothing, and one more signup
 * must pass every width.
 */
function allOf(limits: readonly ClientLimiter[]): RateLimit {
  return async (clientAddress) => {
    for (const limit of limits) {
      const verdict = await limit.spend(clientAddress);
      if (!verdict.allowed) return verdict;
    }
    return { allowed: true };
  };
}

export interface SignupLimits {
  /** Signups per hour from one address (IPv4) or /64 (IPv6): a household or an office. */
  perAddress: number;
  /** Signups per hour from one IPv4 /24 or IPv6 /48; an IPv6 /56 between, twice perAddress. */
  perNetwork: number;
}

/**
 * The signup route's limits, an hour each, at every width a script could spread over: the
 * address (IPv4) or /64 (IPv6), the IPv6 /56, and the IPv4 /24 or IPv6 /48. A rented /48 holds
 * 65,536 /64s; it still signs up no more than `perNetwork` an hour.
 */
export function createSignupLimiter(
  { perAddress, perNetwork }: SignupLimits,
  redisUrl?: string,
  keyPrefix = 'brp:waitlist-limit',
): RateLimit {
  const hourly = (points: number, suffix: string) => ({
    points,
    seconds: 3600,
    keyPrefix: `${keyPrefix}${suffix}`,
  });
  return allOf([
    createClientLimiter(hourly(perAddress, ''), redisUrl),
    createClientLimiter(hourly(2 * perAddress, ':56'), redisUrl, customerNetwork),
    createClientLimiter(hourly(perNetwork, ':network'), redisUrl, clientNetwork),
  ]);
}
