import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { emptyEmbeddedDatabase, ENGINES } from '../test/engines.ts';
import { person } from '../test/person.ts';
import { openDatabase, type DatabaseLocation, type OpenedDatabase } from './client.ts';
import { FolderInUse } from './folder-lock.ts';
import { markTeamEmailSent, recordSignup } from './signups.ts';
import {
  allSignups,
  eraseSignup,
  newest,
  searchByEmail,
  signupsPerDay,
  totals,
} from './team-queries.ts';

// Every behaviour on both engines: the site runs on either, under one schema and one client.
describe.each(ENGINES)('on $name', (engine) => {
  let location: DatabaseLocation;
  let dispose: (() => Promise<void>) | undefined;
  let opened: OpenedDatabase;

  beforeAll(async () => {
    ({ location, dispose } = await engine.create());
    opened = await openDatabase(location);
  });
  afterAll(async () => {
    // Unset when the engine was not there: beforeAll's error is the one to read.
    await opened?.close();
    await dispose?.();
  });

  describe('recordSignup', () => {
    it('records one row per mailbox, however the address is spelt', async () => {
      const first = await recordSignup(
        opened.db,
        person('a.l.f@gmail.com', { mailbox: 'alf@gmail.com' }),
      );
      const again = await recordSignup(
        opened.db,
        person('alf+2@googlemail.com', { mailbox: 'alf@gmail.com' }),
      );
      expect(again).toMatchObject({ alreadyListed: true, place: first.place });
      expect(again.signup.email).toBe('a.l.f@gmail.com');
      await eraseSignup(opened.db, { email: 'alf@gmail.com', mailbox: 'alf@gmail.com' });
    });

    it('records each e-mail once, in join order', async () => {
      const first = await recordSignup(opened.db, person('ada@example.com'));
      const second = await recordSignup(opened.db, person('bo@example.com'));
      expect([first.place, first.alreadyListed]).toEqual([1, false]);
      expect([second.place, second.alreadyListed]).toEqual([2, false]);
      const again = await recordSignup(opened.db, person('ada@example.com', { name: 'Other' }));
      expect(again).toMatchObject({ alreadyListed: true, place: 1 });
      expect(again.signup.name).toBe('ada');
      expect(again.signup.id).toBe(first.signup.id);
    });

    it('gives each person an unguessable code, and a receipt apart from it', async () => {
      const { signup } = await recordSignup(opened.db, person('cy@example.com'));
      expect(signup.referralCode).toMatch(/^[a-z2-7]{24}$/);
      expect(signup.receipt).toMatch(/^[a-z2-7]{24}$/);
      expect(signup.receipt).not.toBe(signup.referralCode);
    });

    it('records one row for fifty concurrent signups of one e-mail', async () => {
      const results = await Promise.all(
        Array.from({ length: 50 }, () => recordSignup(opened.db, person('dee@example.com'))),
      );
      expect(new Set(results.map((result) => result.signup.id)).size).toBe(1);
      expect(results.filter((result) => !result.alreadyListed)).toHaveLength(1);
      expect(await searchByEmail(opened.db, 'dee@')).toHaveLength(1);
    });
  });

  describe('referrals', () => {
    it('moves a referrer up three places per signup through their link, and nobody else', async () => {
      const codes: Record<string, string> = {};
      for (const name of ['r1', 'r2', 'r3', 'r4', 'r5']) {
        codes[name] = (
          await recordSignup(opened.db, person(`${name}@ref.example`))
        ).signup.referralCode;
      }
      const before = await recordSignup(opened.db, person('r5@ref.example'));
      const friend = await recordSignup(opened.db, person('friend@ref.example'), codes.r5);
      expect(friend.signup.referredBy).toBe(before.signup.id);
      const after = await recordSignup(opened.db, person('r5@ref.example'));
      expect(after.signup.credits).toBe(1);
      expect(after.place).toBe(before.place - 3);
      // A repeat through the link credits nobody; a code nobody has credits nobody.
      await recordSignup(opened.db, person('friend@ref.example'), codes.r5);
      await recordSignup(opened.db, person('stranger@ref.example'), 'nosuchcode');
      expect((await recordSignup(opened.db, person('r5@ref.example'))).signup.credits).toBe(1);
    });
  });

  describe('markTeamEmailSent', () => {
    it('notes the team e-mail sent for the signup of a receipt, once', async () => {
      const { signup } = await recordSignup(opened.db, person('mail@example.com'));
      expect(signup.teamEmailSentAt).toBeNull();
      expect(await markTeamEmailSent(opened.db, signup.receipt)).toBe(true);
      const sent = (await recordSignup(opened.db, person('mail@example.com'))).signup
        .teamEmailSentAt;
      expect(sent).toBeInstanceOf(Date);
      await markTeamEmailSent(opened.db, signup.receipt);
      const still = (await recordSignup(opened.db, person('mail@example.com'))).signup;
      expect(still.teamEmailSentAt).toEqual(sent);
      expect(await markTeamEmailSent(opened.db, 'not-a-receipt')).toBe(false);
    });
  });

  describe('the team’s queries', () => {
    it('count by type, by city and by what people typed', async () => {
      await recordSignup(
        opened.db,
        person('shop@example.com', {
          type: 'vendor',
          company: 'Corner Shop',
          location: ' portland ',
        }),
      );
      await recordSignup(
        opened.db,
        person('geo@example.com', { geoCity: null, location: '97201' }),
      );
      const counted = await totals(opened.db);
      expect(counted.all).toBe(counted.byType.user + counted.byType.vendor);
      expect(counted.byType.vendor).toBe(1);
      expect(counted.byCity).toContainEqual({ key: '', count: 1 });
      expect(counted.byLocation[0]).toEqual({ key: 'portland', count: counted.all - 1 });
      expect(counted.byLocation).toContainEqual({ key: '97201', count: 1 });
      const today = new Date().toISOString().slice(0, 10);
      expect(await signupsPerDay(opened.db)).toEqual([{ key: today, count: counted.all }]);
    });

    it('search e-mails literally, newest first', async () => {
      await recordSignup(opened.db, person('per%cent@example.com'));
      expect((await searchByEmail(opened.db, '%')).map((row) => row.email)).toEqual([
        'per%cent@example.com',
      ]);
      const latest = await newest(opened.db, 2);
      expect(latest[0]!.email).toBe('per%cent@example.com');
    });

    it('export every row in join order, a batch at a time', async () => {
      const batches: number[][] = [];
      for await (const rows of allSignups(opened.db, 4)) batches.push(rows.map((row) => row.id));
      const ids = batches.flat();
      expect(ids).toEqual([...ids].sort((a, b) => a - b));
      expect(ids).toHaveLength((await totals(opened.db)).all);
      expect(Math.max(...batches.map((batch) => batch.length))).toBe(4);
    });

    it('erase one person: gone, their referrer’s credit with them', async () => {
      const referrer = await recordSignup(opened.db, person('keeper@example.com'));
      await recordSignup(opened.db, person('leaver@example.com'), referrer.signup.referralCode);
      expect(
        await eraseSignup(opened.db, {
          email: 'leaver@example.com',
          mailbox: 'leaver@example.com',
        }),
      ).toBe(true);
      expect(await searchByEmail(opened.db, 'leaver@')).toEqual([]);
      expect((await recordSignup(opened.db, person('keeper@example.com'))).signup.credits).toBe(0);
      expect(
        await eraseSignup(opened.db, {
          email: 'leaver@example.com',
          mailbox: 'leaver@example.com',
        }),
      ).toBe(false);
    });
  });

  describe('a restart', () => {
    it('keeps every row', async () => {
      const before = (await totals(opened.db)).all;
      await opened.close();
      opened = await openDatabase(location);
      expect((await totals(opened.db)).all).toBe(before);
    });
  });
});

describe('the embedded database', () => {
  it('lets one opener at a time into its folder', async () => {
    const { location, dispose } = await emptyEmbeddedDatabase();
    const opened = await openDatabase(location);
    try {
      await expect(openDatabase(location)).rejects.toBeInstanceOf(FolderInUse);
    } finally {
      await opened.close();
      await dispose();
    }
  });
});
