import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { signUpConfirmed } from '../test/confirmed.ts';
import { emptyEmbeddedDatabase, ENGINES } from '../test/engines.ts';
import { person } from '../test/person.ts';
import { openDatabase, type DatabaseLocation, type OpenedDatabase } from './client.ts';
import { holdsLeaveCode, leaveWaitlist } from './erasure.ts';
import { FolderInUse } from './folder-lock.ts';
import { MAIL_QUEUE, REPEAT_MAIL_SLOT_SECONDS, REPEAT_MAILS_MAX } from './mail-queue.ts';
import { signups, teamEmailReports } from './schema.ts';
import {
  confirmationState,
  confirmSignup,
  eraseUnconfirmed,
  insertSignup,
  issueConfirmation,
  newCode,
  reportTeamEmailSent,
  signupById,
  statusOf,
} from './signups.ts';
import {
  allSignups,
  eraseSignup,
  newest,
  searchByEmail,
  signupsPerDay,
  totals,
} from './team-queries.ts';
import { teamActionLog } from './team-records.ts';

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

  const record = (
    input: ReturnType<typeof person>,
    referralCode?: string,
    options?: { now: Date },
  ) => insertSignup(opened.db, opened.relay, input, referralCode, undefined, options);
  /** Mails the signup a new link, as the worker does: the token, and its row after. */
  const mailLink = async (signupId: number) => {
    const token = newCode();
    return { token, signup: (await issueConfirmation(opened.db, signupId, token))! };
  };
  const creditsOf = async (id: number) => (await signupById(opened.db, id))!.signup.credits;
  const join = (input: ReturnType<typeof person>, referralCode?: string) =>
    signUpConfirmed(opened, input, referralCode);
  /** Everyone in line (confirmed, not erased), from the whole table. */
  const allListed = async () => {
    const rows = [];
    for await (const batch of allSignups(opened.db)) rows.push(...batch);
    return rows.filter((row) => row.lineNumber !== null);
  };
  /** The mail jobs queued for one signup, oldest first, once the mail due is relayed. */
  const mailFor = async (signupId: number) => {
    await opened.relay.flush();
    return (await opened.mail.boss.findJobs<{ kind: string; signupId: number }>(MAIL_QUEUE))
      .filter((job) => job.data.signupId === signupId)
      .map((job) => job.data.kind);
  };

  describe('insertSignup', () => {
    it('records one row per mailbox, however the address is spelt', async () => {
      const first = await record(person('a.l.f@gmail.com', { mailbox: 'alf@gmail.com' }));
      const again = await record(person('alf+2@googlemail.com', { mailbox: 'alf@gmail.com' }));
      expect(again).toMatchObject({ alreadyListed: true });
      expect(again.signup.id).toBe(first.signup.id);
      expect(again.signup.email).toBe('a.l.f@gmail.com');
      await eraseSignup(opened.db, { email: 'alf@gmail.com', mailbox: 'alf@gmail.com' }, 'Grace');
    });

    it('records each e-mail once, its confirmation due; a repeat mails again, then rests', async () => {
      const start = Date.now();
      const at = (minutes: number) => ({ now: new Date(start + minutes * 60_000) });
      const first = await record(person('ada@example.com'), undefined, at(0));
      expect(first.alreadyListed).toBe(false);
      expect(first.signup.confirmedAt).toBeNull();
      expect(await mailFor(first.signup.id)).toEqual(['confirm']);
      // The person who lost the mail and signs up again gets it again, at once.
      const again = await record(person('ada@example.com', { name: 'Other' }), undefined, at(1));
      expect(again).toMatchObject({ alreadyListed: true });
      expect(again.signup.name).toBe('ada');
      expect(again.signup.id).toBe(first.signup.id);
      expect(await mailFor(first.signup.id)).toEqual(['confirm', 'confirm']);
      // Then nothing for REPEAT_MAIL_SLOT_SECONDS, however often; after it, once more.
      const quiet = REPEAT_MAIL_SLOT_SECONDS / 60;
      await record(person('ada@example.com'), undefined, at(2));
      await record(person('ada@example.com'), undefined, at(quiet));
      expect(await mailFor(first.signup.id)).toEqual(['confirm', 'confirm']);
      await record(person('ada@example.com'), undefined, at(quiet + 2));
      await record(person('ada@example.com'), undefined, at(quiet + 3));
      expect(await mailFor(first.signup.id)).toEqual(['confirm', 'confirm', 'confirm']);
    });

    it('mails a repeat at most REPEAT_MAILS_MAX times, whatever the wait between', async () => {
      const start = Date.now();
      const { signup } = await record(person('much@example.com'), undefined, {
        now: new Date(start),
      });
      expect(await mailFor(signup.id)).toHaveLength(1);
      for (let repeat = 1; repeat <= REPEAT_MAILS_MAX + 3; repeat += 1) {
        const now = new Date(start + repeat * (REPEAT_MAIL_SLOT_SECONDS + 1) * 1000);
        await record(person('much@example.com'), undefined, { now });
        expect(await mailFor(signup.id)).toHaveLength(1 + Math.min(repeat, REPEAT_MAILS_MAX));
      }
    });

    it('gives each person unguessable codes: referral, receipt, status and leave apart', async () => {
      const { signup } = await record(person('cy@example.com'));
      const codes = [signup.referralCode, signup.receipt, signup.statusCode, signup.leaveCode];
      for (const code of codes) expect(code).toMatch(/^[a-z2-7]{24}$/);
      expect(new Set(codes).size).toBe(4);
    });

    it('records one row for fifty concurrent signups of one e-mail', async () => {
      const results = await Promise.all(
        Array.from({ length: 50 }, () => record(person('dee@example.com'))),
      );
      expect(new Set(results.map((result) => result.signup.id)).size).toBe(1);
      expect(results.filter((result) => !result.alreadyListed)).toHaveLength(1);
      expect(await searchByEmail(opened.db, 'dee@')).toHaveLength(1);
    });
  });

  describe('confirmation', () => {
    it('puts a person in line once they follow their newest link, once', async () => {
      const { signup } = await record(person('conf@example.com'));
      // The confirmation mail goes out first: the link is in it.
      expect(await mailFor(signup.id)).toEqual(['confirm']);
      const { token: old } = await mailLink(signup.id);
      const { token } = await mailLink(signup.id);
      expect(await statusOf(opened.db, signup.statusCode)).toBeUndefined();
      expect(await confirmSignup(opened.db, opened.relay, old)).toEqual({ outcome: 'unknown' });
      expect(await confirmSignup(opened.db, opened.relay, newCode())).toEqual({
        outcome: 'unknown',
      });
      expect(await confirmSignup(opened.db, opened.relay, token)).toEqual({
        outcome: 'confirmed',
        statusCode: signup.statusCode,
      });
      expect(await confirmSignup(opened.db, opened.relay, token)).toEqual({ outcome: 'used' });
      const status = await statusOf(opened.db, signup.statusCode);
      expect(status?.signup.confirmedAt).toBeInstanceOf(Date);
      expect(await mailFor(signup.id)).toEqual(['confirm', 'welcome']);
      // Confirmed, nobody issues it another link.
      expect(await issueConfirmation(opened.db, signup.id, newCode())).toBeUndefined();
    });

    it('keeps the deadline of the signup, and erases the unconfirmed at it, link or none', async () => {
      // Far in the past, so that nobody else's signup is past its deadline with these.
      const start = new Date('2020-01-01T00:00:00Z').getTime();
      const at = (minutes: number) => new Date(start + minutes * 60_000);
      const { signup } = await record(person('late@example.com'), undefined, { now: at(0) });
      const { signup: unsent } = await record(person('unsent@example.com'), undefined, {
        now: at(0),
      });
      const deadline = signup.confirmBy!;
      expect(deadline).toEqual(at(14 * 24 * 60));
      // Signing up again every twenty minutes moves nothing, link or deadline.
      const { token } = await mailLink(signup.id);
      for (let minutes = 20; minutes < 14 * 24 * 60; minutes += 20) {
        const again = await record(person('late@example.com'), undefined, { now: at(minutes) });
        expect(again.signup.confirmBy).toEqual(deadline);
      }
      expect(await confirmationState(opened.db, token, at(14 * 24 * 60 - 1))).toBe('pending');
      expect(await confirmSignup(opened.db, opened.relay, token, { now: deadline })).toEqual({
        outcome: 'expired',
      });
      expect(await eraseUnconfirmed(opened.db, new Date(deadline.getTime() - 1))).toBe(0);
      expect(await eraseUnconfirmed(opened.db, new Date(deadline.getTime() + 1))).toBe(2);
      expect(await signupById(opened.db, signup.id)).toBeUndefined();
      expect(await signupById(opened.db, unsent.id)).toBeUndefined();
    });

    it('starts a signup past its deadline afresh when its address signs up again', async () => {
      const start = new Date('2020-02-01T00:00:00Z').getTime();
      const at = (days: number) => ({ now: new Date(start + days * 864e5) });
      const { signup } = await record(person('lapsed@example.com'), undefined, at(0));
      expect(await mailFor(signup.id)).toEqual(['confirm']);
      const { token: old } = await mailLink(signup.id);
      // Past the deadline, before the hourly sweep: the address signs up again.
      const again = await record(person('lapsed@example.com'), undefined, at(15));
      expect(again.signup.confirmBy).toEqual(new Date(start + 29 * 864e5));
      expect(await mailFor(signup.id)).toEqual(['confirm', 'confirm']);
      const { token } = await mailLink(signup.id);
      expect(await confirmationState(opened.db, old, at(15).now)).toBe('unknown');
      expect(await confirmSignup(opened.db, opened.relay, token, at(16))).toMatchObject({
        outcome: 'confirmed',
      });
    });

    it('credits the referrer of the link followed, and a referee only once', async () => {
      const harvester = await join(person('harvester@link.example'));
      const friend = await join(person('friend@link.example'));
      const owner = await join(person('owner@link.example'));
      const start = Date.now();
      const at = (minutes: number) => ({ now: new Date(start + minutes * 60_000) });
      // A stranger lists the address through their own link first; its link names them.
      const { signup } = await record(
        person('victim@link.example'),
        harvester.signup.referralCode,
        at(0),
      );
      const { token: harvested } = await mailLink(signup.id);
      // The owner joins through a friend's link: the mail it sends names the friend.
      await record(person('victim@link.example'), friend.signup.referralCode, at(1));
      // Until that mail's link is issued, the harvested one is the newest, and names the stranger.
      expect((await signupById(opened.db, signup.id))!.signup.referredBy).toBe(harvester.signup.id);
      const { token, signup: mailed } = await mailLink(signup.id);
      expect(mailed.referredBy).toBe(friend.signup.id);
      expect(await confirmSignup(opened.db, opened.relay, harvested)).toEqual({
        outcome: 'unknown',
      });
      await confirmSignup(opened.db, opened.relay, token);
      expect(await creditsOf(harvester.signup.id)).toBe(0);
      expect(await creditsOf(friend.signup.id)).toBe(1);
      // Confirmed, a signup through yet another link changes nothing.
      await record(person('victim@link.example'), owner.signup.referralCode, at(30));
      expect((await signupById(opened.db, signup.id))!.signup.referredBy).toBe(friend.signup.id);
      expect(await creditsOf(owner.signup.id)).toBe(0);
      // Nor does a repeat naming the person themselves.
      const self = await record(person('self@link.example'), undefined, at(0));
      await record(person('self@link.example'), self.signup.referralCode, at(1));
      expect((await mailLink(self.signup.id)).signup.referredBy).toBeNull();
      // A referee marked credited before it confirmed (the ledger before 0008) credits nobody.
      const legacy = await record(person('legacy@link.example'), friend.signup.referralCode);
      await opened.db
        .update(signups)
        .set({ credited: true })
        .where(eq(signups.id, legacy.signup.id));
      await confirmSignup(opened.db, opened.relay, (await mailLink(legacy.signup.id)).token);
      expect(await creditsOf(friend.signup.id)).toBe(1);
    });

    it('credits the stranger only when the owner confirms from their very mail', async () => {
      const stranger = await join(person('stranger@first.example'));
      const { signup } = await record(person('owner@first.example'), stranger.signup.referralCode);
      await confirmSignup(opened.db, opened.relay, (await mailLink(signup.id)).token);
      expect(await creditsOf(stranger.signup.id)).toBe(1);
    });
  });

  describe('places and referrals', () => {
    it('count confirmed people only, in join order', async () => {
      const before = (await totals(opened.db)).all;
      const first = await join(person('p1@place.example'));
      await record(person('p-unconfirmed@place.example'));
      const second = await join(person('p2@place.example'));
      expect([first.place, second.place]).toEqual([before + 1, before + 2]);
    });

    it('move a referrer up three places per confirmed friend, and nobody else', async () => {
      const codes: Record<string, string> = {};
      for (const name of ['r1', 'r2', 'r3', 'r4', 'r5']) {
        codes[name] = (await join(person(`${name}@ref.example`))).signup.referralCode;
      }
      const before = (await join(person('r5@ref.example'))).place!;
      // Signed up through the link, unconfirmed: no credit.
      const friend = await record(person('friend@ref.example'), codes.r5);
      expect(await statusOf(opened.db, friend.signup.statusCode)).toBeUndefined();
      const owner = (await searchByEmail(opened.db, 'r5@ref.example'))[0]!;
      expect(owner.credits).toBe(0);
      expect(friend.signup.referredBy).toBe(owner.id);
      await confirmSignup(opened.db, opened.relay, (await mailLink(friend.signup.id)).token);
      const after = (await statusOf(opened.db, owner.statusCode))!;
      expect(after.signup.credits).toBe(1);
      expect(after.place).toBe(before - 3);
      // A repeat through the link credits nobody; a code nobody has credits nobody.
      await record(person('friend@ref.example'), codes.r5);
      await join(person('stranger@ref.example'), 'nosuchcode');
      expect((await statusOf(opened.db, owner.statusCode))!.signup.credits).toBe(1);
    });
  });

  describe('the rule', () => {
    it('places everyone by number less three per credit, through credits and erasures', async () => {
      const line = [];
      for (let index = 0; index < 12; index += 1) {
        line.push((await join(person(`rule${index}@rule.example`))).signup);
      }
      // Credits for the 4th, the 9th (twice) and the 12th; then the 2nd and the 10th leave.
      for (const [owner, friend] of [
        [3, 'a'],
        [8, 'b'],
        [8, 'c'],
        [11, 'd'],
      ] as const) {
        await join(person(`${friend}@rule-friend.example`), line[owner]!.referralCode);
      }
      for (const leaving of [1, 9]) await leaveWaitlist(opened.db, line[leaving]!.leaveCode);
      const everyone = (await allListed()).map(({ lineNumber, credits, id }) => ({
        id,
        key: [lineNumber! - 3 * credits, -credits, lineNumber!],
      }));
      const byKey = everyone.toSorted(
        (x, y) => x.key[0]! - y.key[0]! || x.key[1]! - y.key[1]! || x.key[2]! - y.key[2]!,
      );
      for (const [rank, { id }] of byKey.entries()) {
        expect((await signupById(opened.db, id))!.place, `the person of id ${id}`).toBe(rank + 1);
      }
    });
  });

  describe('the daily cap on credits', () => {
    it('credits a referrer for at most the cap of friends a day, however they arrive', async () => {
      const referrer = await join(person('popular@cap.example'));
      const tokens = await Promise.all(
        [1, 2, 3, 4, 5].map(async (index) => {
          const { signup } = await record(
            person(`friend${index}@cap.example`),
            referrer.signup.referralCode,
          );
          return (await mailLink(signup.id)).token;
        }),
      );
      // Five confirmations at once, a cap of two: two credits, whatever the order.
      await Promise.all(
        tokens.map((token) => confirmSignup(opened.db, opened.relay, token, { creditsPerDay: 2 })),
      );
      expect((await signupById(opened.db, referrer.signup.id))!.signup.credits).toBe(2);
      const friends = await searchByEmail(opened.db, '@cap.example');
      const credited = friends.filter((friend) => friend.credited);
      expect(credited).toHaveLength(2);
      // Erasing a friend past the cap takes back nothing; one credited takes back theirs.
      const uncredited = friends.find((friend) => friend.referredBy && !friend.credited)!;
      await eraseSignup(opened.db, { email: uncredited.email, mailbox: uncredited.email }, 'Grace');
      expect((await signupById(opened.db, referrer.signup.id))!.signup.credits).toBe(2);
      await eraseSignup(
        opened.db,
        { email: credited[0]!.email, mailbox: credited[0]!.email },
        'Grace',
      );
      expect((await signupById(opened.db, referrer.signup.id))!.signup.credits).toBe(1);
    });
  });

  describe('reportTeamEmailSent', () => {
    it('notes the team e-mail sent for the signup of a receipt, once; a made-up one alike', async () => {
      const { signup } = await record(person('mail@example.com'));
      expect(signup.teamEmailSentAt).toBeNull();
      const reports = () => opened.db.select().from(teamEmailReports);
      const before = (await reports()).length;
      await reportTeamEmailSent(opened.db, signup.receipt);
      const sent = (await signupById(opened.db, signup.id))!.signup.teamEmailSentAt;
      expect(sent).toBeInstanceOf(Date);
      await reportTeamEmailSent(opened.db, signup.receipt);
      expect((await signupById(opened.db, signup.id))!.signup.teamEmailSentAt).toEqual(sent);
      // A made-up receipt writes what a real one writes: one report.
      await reportTeamEmailSent(opened.db, newCode());
      expect((await reports()).length).toBe(before + 2);
    });
  });

  describe('the team’s queries', () => {
    it('count confirmed people by type, by city and by what people typed', async () => {
      await join(
        person('shop@example.com', {
          type: 'vendor',
          company: 'Corner Shop',
          location: ' portland ',
        }),
      );
      await join(person('geo@example.com', { geoCity: null, location: '97201' }));
      const counted = await totals(opened.db);
      expect(counted.all).toBe(counted.byType.user + counted.byType.vendor);
      expect(counted.unconfirmed).toBeGreaterThan(0);
      expect(counted.byType.vendor).toBe(1);
      expect(counted.byCity).toContainEqual({ key: '', count: 1 });
      expect(counted.byLocation[0]).toEqual({ key: 'portland', count: counted.all - 1 });
      expect(counted.byLocation).toContainEqual({ key: '97201', count: 1 });
      const today = new Date().toISOString().slice(0, 10);
      expect(await signupsPerDay(opened.db)).toEqual([
        { key: today, count: counted.all + counted.unconfirmed },
      ]);
    });

    it('search e-mails literally, newest first', async () => {
      await record(person('per%cent@example.com'));
      expect((await searchByEmail(opened.db, '%')).map((row) => row.email)).toEqual([
        'per%cent@example.com',
      ]);
      const latest = await newest(opened.db, 2);
      expect(latest[0]!.email).toBe('per%cent@example.com');
    });

    it('export every row in join order, a batch at a time', async () => {
      const batches: number[][] = [];
      for await (const rows of allSignups(opened.db, { batch: 4 }))
        batches.push(rows.map((row) => row.id));
      const ids = batches.flat();
      expect(ids).toEqual([...ids].sort((a, b) => a - b));
      const counted = await totals(opened.db);
      expect(ids).toHaveLength(counted.all + counted.unconfirmed);
      expect(Math.max(...batches.map((batch) => batch.length))).toBe(4);
    });

    it('let a person leave by their own code, their referrer’s credit with them', async () => {
      const referrer = await join(person('stays@example.com'));
      const leaver = await join(person('goes@example.com'), referrer.signup.referralCode);
      // Their status code is not their erase code: someone shown the status page erases nobody.
      expect(await leaveWaitlist(opened.db, leaver.signup.statusCode)).toBe(false);
      expect(await holdsLeaveCode(opened.db, leaver.signup.leaveCode)).toBe(true);
      expect(await leaveWaitlist(opened.db, leaver.signup.leaveCode)).toBe(true);
      expect(await holdsLeaveCode(opened.db, leaver.signup.leaveCode)).toBe(false);
      expect(await leaveWaitlist(opened.db, leaver.signup.leaveCode)).toBe(false);
      expect((await signupById(opened.db, referrer.signup.id))!.signup.credits).toBe(0);
    });

    it('erase one person: gone, their referrer’s credit with them, the erasure recorded', async () => {
      const referrer = await join(person('keeper@example.com'));
      await join(person('leaver@example.com'), referrer.signup.referralCode);
      expect((await signupById(opened.db, referrer.signup.id))!.signup.credits).toBe(1);
      expect(
        await eraseSignup(
          opened.db,
          {
            email: 'leaver@example.com',
            mailbox: 'leaver@example.com',
          },
          'Grace',
        ),
      ).toBe(true);
      expect(await searchByEmail(opened.db, 'leaver@')).toEqual([]);
      expect((await signupById(opened.db, referrer.signup.id))!.signup.credits).toBe(0);
      const [recorded] = await teamActionLog(opened.db);
      expect(recorded).toMatchObject({ member: 'Grace', action: 'erase' });
      expect(
        await eraseSignup(
          opened.db,
          {
            email: 'leaver@example.com',
            mailbox: 'leaver@example.com',
          },
          'Grace',
        ),
      ).toBe(false);
      // Nobody was erased: nothing more is recorded.
      expect((await teamActionLog(opened.db))[0]!.id).toBe(recorded!.id);
    });
  });

  describe('a restart', () => {
    it('keeps every row', async () => {
      const before = await totals(opened.db);
      await opened.close();
      opened = await openDatabase(location);
      expect(await totals(opened.db)).toEqual(before);
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
