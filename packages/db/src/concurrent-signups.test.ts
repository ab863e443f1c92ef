/**
 * Several servers sharing one real Postgres, as the site is deployed: two clients (two servers'
 * pools) opened at once, so both apply the migrations (under the advisory lock), then signups
 * arriving on both together.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { emptyPostgresDatabase } from '../test/engines.ts';
import { signUpConfirmed } from '../test/confirmed.ts';
import { person } from '../test/person.ts';
import { openDatabase, type OpenedDatabase } from './client.ts';
import { recordSignup, signupById } from './signups.ts';
import { searchByEmail, totals } from './team-queries.ts';

let servers: OpenedDatabase[] = [];

beforeAll(async () => {
  const { location } = await emptyPostgresDatabase();
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
    // others were still confirming could since have moved: an earlier signup confirming later
    // goes ahead.)
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
        recordSignup(serverFor(index).db, serverFor(index).relay, person('same@example.com')),
      ),
    );
    expect(new Set(results.map((result) => result.signup.id)).size).toBe(1);
    expect(results.filter((result) => !result.alreadyListed)).toHaveLength(1);
    expect(await searchByEmail(servers[1]!.db, 'same@')).toHaveLength(1);
  });
});
