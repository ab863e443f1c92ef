import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { signUpConfirmed } from '../test/confirmed.ts';
import { ENGINES } from '../test/engines.ts';
import { person } from '../test/person.ts';
import { openDatabase, type OpenedDatabase } from './client.ts';
import { eraseSignup } from './team-queries.ts';
import { networkSalts, signups, teamActions } from './schema.ts';
import {
  BURST_REFEREES,
  flaggedReferrers,
  forgetOldRecords,
  networkKeyOf,
  recordTeamAction,
  teamActionLog,
  TEAM_ACTIONS_KEPT_DAYS,
  utcDay,
  voidCredit,
} from './team-records.ts';
import { insertSignup } from './signups.ts';

const DAY_MS = 24 * 3600_000;

describe.each(ENGINES)('on $name', (engine) => {
  let opened: OpenedDatabase;
  let dispose: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    const empty = await engine.create();
    dispose = empty.dispose;
    opened = await openDatabase(empty.location);
  });
  afterAll(async () => {
    await opened?.close();
    await dispose?.();
  });

  /** Signs up and confirms `count` friends of `code` from `network`. */
  const friends = async (label: string, count: number, code: string, network: string) => {
    const joined = [];
    for (let index = 0; index < count; index += 1) {
      const input = person(`${label}${index}@example.com`);
      const { signup } = await insertSignup(opened.db, opened.relay, input, code, network);
      joined.push(signup.id);
    }
    return joined;
  };

  it('keys a network per day, never the address, and the same network the same way', async () => {
    const today = await networkKeyOf(opened.db, '203.0.113.0/24');
    expect(await networkKeyOf(opened.db, '203.0.113.0/24')).toBe(today);
    expect(await networkKeyOf(opened.db, '198.51.100.0/24')).not.toBe(today);
    expect(today).not.toContain('203.0.113');
    const tomorrow = new Date(Date.now() + DAY_MS);
    expect(await networkKeyOf(opened.db, '203.0.113.0/24', tomorrow)).not.toBe(today);
  });

  it('flags a referrer whose friends came in a burst from one network, and only them', async () => {
    const burst = await signUpConfirmed(opened, person('burst-owner@example.com'));
    const calm = await signUpConfirmed(opened, person('calm-owner@example.com'));
    // A burst from one network, unconfirmed; and friends of another each from a network apart.
    await friends('burst', BURST_REFEREES, burst.signup.referralCode, '203.0.113.0/24');
    await friends('calm-a', 1, calm.signup.referralCode, '198.51.100.0/24');
    await friends('calm-b', 1, calm.signup.referralCode, '192.0.2.0/24');
    await friends('calm-c', BURST_REFEREES - 1, calm.signup.referralCode, '2001:db8:1::/48');
    // A signup without a referrer keeps no network key at all.
    const { signup: alone } = await insertSignup(
      opened.db,
      opened.relay,
      person('alone@example.com'),
      undefined,
      '203.0.113.0/24',
    );
    expect(alone.networkKey).toBeNull();

    const flagged = await flaggedReferrers(opened.db);
    expect(flagged.map((entry) => entry.referrer.email)).toEqual(['burst-owner@example.com']);
    expect(flagged[0]!.referees.map((referee) => referee.email)).toEqual([
      'burst0@example.com',
      'burst1@example.com',
      'burst2@example.com',
    ]);
    expect(flagged[0]).not.toHaveProperty('referrer.networkKey');
  });

  it('voids a credit given, once, and records who did it', async () => {
    const owner = await signUpConfirmed(opened, person('void-owner@example.com'));
    const friend = await signUpConfirmed(
      opened,
      person('void-friend@example.com'),
      owner.signup.referralCode,
    );
    const unconfirmed = await insertSignup(
      opened.db,
      opened.relay,
      person('void-unconfirmed@example.com'),
      owner.signup.referralCode,
    );
    expect(await voidCredit(opened.db, friend.signup.id, 'Ada')).toBe(true);
    expect(await voidCredit(opened.db, friend.signup.id, 'Ada')).toBe(false);
    expect(await voidCredit(opened.db, unconfirmed.signup.id, 'Ada')).toBe(false);
    const [after] = await opened.db.select().from(signups).where(eqId(owner.signup.id));
    expect(after!.credits).toBe(0);
    const [voided] = await opened.db.select().from(signups).where(eqId(friend.signup.id));
    expect(voided).toMatchObject({ credited: false });
    expect(voided!.creditVoidedAt).toBeInstanceOf(Date);
    expect((await teamActionLog(opened.db))[0]).toMatchObject({ member: 'Ada', action: 'void' });
    // Erasing the friend later takes back nothing more: the credit is gone already.
    await eraseSignup(
      opened.db,
      {
        email: 'void-friend@example.com',
        mailbox: 'void-friend@example.com',
      },
      'Grace',
    );
    const [still] = await opened.db.select().from(signups).where(eqId(owner.signup.id));
    expect(still!.credits).toBe(0);
  });

  it('lists the team’s actions newest first, and forgets them and old salts in time', async () => {
    await recordTeamAction(opened.db, 'Grace', 'export');
    await recordTeamAction(opened.db, 'Linus', 'erase');
    const log = await teamActionLog(opened.db);
    expect(log.slice(0, 2).map(({ member, action }) => [member, action])).toEqual([
      ['Linus', 'erase'],
      ['Grace', 'export'],
    ]);
    // Tomorrow, yesterday's salt is still kept; the day after, it is forgotten.
    expect(await opened.db.select().from(networkSalts)).not.toEqual([]);
    await forgetOldRecords(opened.db, new Date(Date.now() + DAY_MS));
    const kept = await opened.db.select({ day: networkSalts.day }).from(networkSalts);
    expect(kept.map(({ day }) => day)).toContain(utcDay(new Date()));
    const later = new Date(Date.now() + (TEAM_ACTIONS_KEPT_DAYS + 1) * DAY_MS);
    await forgetOldRecords(opened.db, later);
    expect(await opened.db.select().from(teamActions)).toEqual([]);
    expect(await opened.db.select().from(networkSalts)).toEqual([]);
  });

  it('keeps the reads of people and the refused credentials in the committed table', async () => {
    // The column is text: the kinds added after migration 0004 need no migration of their own.
    const kinds = [
      ['Grace', 'summary'],
      ['Grace', 'people'],
      ['Grace', 'search'],
      ['Grace', 'sources'],
      ['unknown credential', 'unknown-credential'],
      ['Linus', 'expired-credential'],
    ] as const;
    for (const [member, action] of kinds) await recordTeamAction(opened.db, member, action);
    const log = await teamActionLog(opened.db);
    expect(log.slice(0, kinds.length).map(({ member, action }) => [member, action])).toEqual(
      kinds.toReversed(),
    );
    expect(log[0]!.at).toBeInstanceOf(Date);
  });
});

const eqId = (id: number) => eq(signups.id, id);
