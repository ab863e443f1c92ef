/**
 * Several servers sharing one real Postgres, as the site is deployed: two clients (two servers'
 * pools) opened at once, so both apply the migrations (under the advisory lock), then signups
 * arriving on both together.
 */
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { emptyPostgresDatabase } from '../test/engines.ts';
import { signUpConfirmed } from '../test/confirmed.ts';
import { person } from '../test/person.ts';
import { openDatabase, type OpenedDatabase } from './client.ts';
import { leaveWaitlist } from './erasure.ts';
import { confirmSignup, insertSignup, issueConfirmation, newCode, signupById } from './signups.ts';
import { searchByEmail, totals } from './team-queries.ts';

let servers: OpenedDatabase[] = [];
let url: string;

beforeAll(async () => {
  const { location } = await emptyPostgresDatabase();
  url = (location as { url: string }).url;
  servers = await Promise.all([openDatabase(location), openDatabase(location)]);
});
afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
});

/** The `index`th call goes to one server, the next to the other. */
const serverFor = (index: number) => servers[index % servers.length]!;

describe('two servers on one Postgres', () => {
  it('record and confirm 200 concurrent signups of different e-mails as 200 rows in 200 places', async () => {
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, index) =>
        signUpConfirmed(serverFor(index), person(`crowd${index}@example.com`)),
      ),
    );
    expect((await totals(servers[0]!.db)).all).toBe(200);
    expect(new Set(results.map((result) => result.signup.id)).size).toBe(200);
    // Places as they stand once all have confirmed: one each, 1 to 200. (A place read while
    // others were still confirming could since have moved: a credit moves its owner up.)
    const places = await Promise.all(
      results.map(async ({ signup }) => (await signupById(servers[1]!.db, signup.id))!.place),
    );
    expect(places.toSorted((a, b) => a! - b!)).toEqual(
      Array.from({ length: 200 }, (_, index) => index + 1),
    );
  });

  it('record one row for 50 concurrent signups of one e-mail', async () => {
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        insertSignup(serverFor(index).db, serverFor(index).relay, person('same@example.com')),
      ),
    );
    expect(new Set(results.map((result) => result.signup.id)).size).toBe(1);
    expect(results.filter((result) => !result.alreadyListed)).toHaveLength(1);
    expect(await searchByEmail(servers[1]!.db, 'same@')).toHaveLength(1);
  });

  it('confirm people and their unconfirmed referrers at once, and erase referrers as friends confirm', async () => {
    /** A referrer and the friend who signed up through their link, both with a link to follow. */
    const pair = async (label: string, index: number) => {
      const server = serverFor(index);
      const referrer = (
        await insertSignup(server.db, server.relay, person(`${label}r${index}@example.com`))
      ).signup;
      const friend = (
        await insertSignup(
          server.db,
          server.relay,
          person(`${label}f${index}@example.com`),
          referrer.referralCode,
        )
      ).signup;
      const tokens = [newCode(), newCode()] as const;
      await issueConfirmation(server.db, referrer.id, tokens[0]);
      await issueConfirmation(server.db, friend.id, tokens[1]);
      return { referrer, friend, tokens };
    };
    const confirmingTogether = await Promise.all(
      Array.from({ length: 30 }, (_, index) => pair('both', index)),
    );
    const leaving = await Promise.all(
      Array.from({ length: 30 }, (_, index) => pair('gone', index)),
    );
    // Each friend confirms on one server while their referrer confirms, or leaves, on the other.
    await Promise.all([
      ...confirmingTogether.flatMap(({ tokens }, index) =>
        tokens.map((token, side) =>
          confirmSignup(serverFor(index + side).db, serverFor(index + side).relay, token),
        ),
      ),
      ...leaving.flatMap(({ referrer, tokens }, index) => [
        leaveWaitlist(serverFor(index).db, referrer.leaveCode),
        confirmSignup(serverFor(index + 1).db, serverFor(index + 1).relay, tokens[1]),
      ]),
    ]);
    for (const { referrer, friend } of confirmingTogether) {
      expect((await signupById(servers[0]!.db, referrer.id))!.signup.credits).toBe(1);
      expect((await signupById(servers[0]!.db, friend.id))!.signup.confirmedAt).not.toBeNull();
    }
    for (const { referrer, friend } of leaving) {
      expect(await signupById(servers[0]!.db, referrer.id)).toBeUndefined();
      const stored = (await signupById(servers[0]!.db, friend.id))!.signup;
      expect(stored.confirmedAt).not.toBeNull();
      expect(stored.referredBy).toBeNull();
    }
  });

  it('sign a friend up unreferred when their referrer is erased between lookup and insert', async () => {
    const [{ db, relay }] = servers as [OpenedDatabase];
    const referrer = (await insertSignup(db, relay, person('erased-referrer@example.com'))).signup;
    const other = postgres(url, { max: 2, onnotice: () => undefined });
    try {
      let signingUp: ReturnType<typeof insertSignup> | undefined;
      await other.begin(async (tx) => {
        await tx`delete from signups where id = ${referrer.id}`;
        // The signup still sees the referrer, names them, and its foreign-key check waits for
        // this erasure, which then commits.
        signingUp = insertSignup(
          db,
          relay,
          person('their-friend@example.com'),
          referrer.referralCode,
        );
        await expect
          .poll(
            async () =>
              (
                await other`select 1 from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()`
              ).length,
          )
          .toBe(1);
      });
      const { signup, alreadyListed } = await signingUp!;
      expect(alreadyListed).toBe(false);
      expect(signup.referredBy).toBeNull();
    } finally {
      await other.end();
    }
  });
});
