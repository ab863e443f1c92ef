import { describe, expect, it } from 'vitest';

import { databaseOn, ENGINES } from '../test/engines.ts';
import { forgetExpiredChallenges, sharedSecret, spendChallenge } from './challenges.ts';

describe.each(ENGINES)('challenges, on $name', (engine) => {
  const opened = databaseOn(engine);

  it('hands every server the same secret, made once', async () => {
    const { db } = opened();
    const secrets = await Promise.all(Array.from({ length: 10 }, () => sharedSecret(db, 'pow')));
    expect(new Set(secrets).size).toBe(1);
    expect(secrets[0]).toMatch(/^[0-9a-f]{64}$/);
    expect(await sharedSecret(db, 'other')).not.toBe(secrets[0]);
    // What the opened database hands its holders: the same, read once.
    expect(await opened().secret('pow')).toBe(secrets[0]);
    expect(opened().secret('pow')).toBe(opened().secret('pow'));
  });

  it('lets a challenge be spent once, however many try at once', async () => {
    const { db } = opened();
    const inAnHour = new Date(Date.now() + 3600_000);
    const tries = await Promise.all(
      Array.from({ length: 10 }, () => spendChallenge(db, 'nonce-1', inAnHour)),
    );
    expect(tries.filter(Boolean)).toHaveLength(1);
    expect(await spendChallenge(db, 'nonce-1', inAnHour)).toBe(false);
  });

  it('forgets spent challenges once they expired, and only those', async () => {
    const { db } = opened();
    const now = new Date();
    await spendChallenge(db, 'expired', new Date(now.getTime() - 1));
    await spendChallenge(db, 'live', new Date(now.getTime() + 60_000));
    await forgetExpiredChallenges(db, now);
    expect(await spendChallenge(db, 'live', new Date(now.getTime() + 60_000))).toBe(false);
    expect(await spendChallenge(db, 'expired', new Date(now.getTime() + 60_000))).toBe(true);
  });
});
