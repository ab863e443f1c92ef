import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';

import { afterEach, describe, expect, it, vi } from 'vitest';

import { REDIS_TIMEOUT_MS, sharedRedis } from '../shared-cache/redis-client';

import { createClientLimiter, createSignupLimiter, OUTBOX_SENDS } from './limits';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('createClientLimiter (in memory)', () => {
  it('allows `points` per window, then refuses until the window ends', async () => {
    vi.useFakeTimers();
    const { spend, peek } = createClientLimiter({ ...OUTBOX_SENDS, points: 2 });
    expect([await spend('a'), await spend('a')]).toEqual([{ allowed: true }, { allowed: true }]);
    expect(await spend('a')).toEqual({ allowed: false, retryAfterSeconds: 60 });
    vi.advanceTimersByTime(59_999);
    expect(await peek('a')).toEqual({ allowed: false, retryAfterSeconds: 1 });
    vi.advanceTimersByTime(1);
    expect(await spend('a')).toEqual({ allowed: true });
  });

  it('counts each client apart, and peeking spends nothing', async () => {
    const { spend, peek } = createClientLimiter({ ...OUTBOX_SENDS, points: 1 });
    expect(await peek('a')).toEqual({ allowed: true });
    expect(await spend('a')).toEqual({ allowed: true });
    expect((await spend('a')).allowed).toBe(false);
    expect(await spend('b')).toEqual({ allowed: true });
  });

  it('holds at most `maxClients` clients, forgetting the one counted longest ago', async () => {
    const { spend, peek } = createClientLimiter({ ...OUTBOX_SENDS, points: 1, maxClients: 2 });
    for (const client of ['a', 'b', 'c']) await spend(client);
    expect(await peek('a')).toEqual({ allowed: true });
    expect((await peek('b')).allowed).toBe(false);
    expect((await peek('c')).allowed).toBe(false);
  });

  it('holds no more in memory while Redis is unreachable (the library calls the cap)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined); // the outage's one line
    const unreachable = 'redis://127.0.0.1:1';
    const limit = { ...OUTBOX_SENDS, points: 1, maxClients: 2 };
    const { spend, peek } = createClientLimiter(limit, unreachable);
    for (const client of ['a', 'b', 'c']) expect(await spend(client)).toEqual({ allowed: true });
    expect(await peek('a')).toEqual({ allowed: true });
    expect((await peek('c')).allowed).toBe(false);
  });
});

describe('createSignupLimiter (in memory)', () => {
  it('lets a client sign up `perAddress` times, then says how long to wait', async () => {
    const limit = createSignupLimiter({ perAddress: 3, perNetwork: 100 });
    for (let signup = 0; signup < 3; signup += 1) {
      expect(await limit('203.0.113.7')).toEqual({ allowed: true });
    }
    const refused = await limit('203.0.113.7');
    expect(refused.allowed).toBe(false);
    expect(!refused.allowed && refused.retryAfterSeconds).toBeGreaterThan(3500);
    expect(await limit('203.0.113.8')).toEqual({ allowed: true });
  });

  it('counts one IPv6 network as one client', async () => {
    const limit = createSignupLimiter({ perAddress: 1, perNetwork: 100 });
    expect(await limit('2001:db8:1:2::1')).toEqual({ allowed: true });
    expect((await limit('2001:db8:1:2::ffff')).allowed).toBe(false);
  });

  it('holds a /48 spread over thirty /64s to the network’s limit', async () => {
    const limit = createSignupLimiter({ perAddress: 20, perNetwork: 25 });
    const verdicts = [];
    for (let net = 0; net < 30; net += 1) {
      verdicts.push(await limit(`2001:db8:7:${(net * 0x101).toString(16)}::1`));
    }
    expect(verdicts.filter((verdict) => verdict.allowed)).toHaveLength(25);
    // Another /48 is another network.
    expect(await limit('2001:db8:8::1')).toEqual({ allowed: true });
  });

  it('holds a /56 to twice the address’s limit, and an IPv4 /24 to the network’s', async () => {
    const limit = createSignupLimiter({ perAddress: 2, perNetwork: 10 });
    const fromSlash56 = [];
    for (let net = 0; net < 8; net += 1) fromSlash56.push(await limit(`2001:db8:9:${net}::1`));
    expect(fromSlash56.filter((verdict) => verdict.allowed)).toHaveLength(4);
    const fromSlash24 = [];
    for (let host = 1; host <= 12; host += 1) fromSlash24.push(await limit(`198.51.100.${host}`));
    expect(fromSlash24.filter((verdict) => verdict.allowed)).toHaveLength(10);
  });

  it('spends nothing wider for a client its own limit refuses', async () => {
    const limit = createSignupLimiter({ perAddress: 1, perNetwork: 3 });
    for (let again = 0; again < 5; again += 1) await limit('198.51.100.1');
    // The neighbours of one address that hammered still have the network's whole limit, less one.
    const neighbours = [];
    for (let host = 2; host <= 4; host += 1) neighbours.push(await limit(`198.51.100.${host}`));
    expect(neighbours.filter((verdict) => verdict.allowed)).toHaveLength(2);
  });
});

describe('createClientLimiter (with Redis)', () => {
  it('counts in memory when Redis stops answering on a connection that stays open', async () => {
    // A Redis that answers the client's handshake, then nothing: the commands a limit sends wait
    // on an open connection, as node-redis's can after a reconnection.
    let answering = true;
    const silent = createServer((socket) => {
      socket.on('data', (chunk) => {
        const commands = chunk.toString('latin1').match(/^\*\d+\r$/gm)?.length ?? 0;
        if (answering) socket.write('+OK\r\n'.repeat(commands));
      });
    });
    await new Promise<void>((listening) => silent.listen(0, '127.0.0.1', listening));
    const url = `redis://127.0.0.1:${(silent.address() as AddressInfo).port}`;
    try {
      const { spend } = createClientLimiter({ ...OUTBOX_SENDS, points: 1 }, url);
      await vi.waitFor(() => expect(sharedRedis(url).isReady).toBe(true));
      answering = false;
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      // Each call waits for REDIS_TIMEOUT_MS on the clock this test moves, then counts in memory.
      const first = spend('a');
      await vi.advanceTimersByTimeAsync(REDIS_TIMEOUT_MS);
      expect(await first).toEqual({ allowed: true });
      const second = spend('a');
      await vi.advanceTimersByTimeAsync(REDIS_TIMEOUT_MS);
      expect((await second).allowed).toBe(false);
    } finally {
      vi.useRealTimers();
      sharedRedis(url).destroy();
      silent.close();
    }
  });
});
