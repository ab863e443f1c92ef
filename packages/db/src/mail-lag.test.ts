import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { signUpConfirmed } from '../test/confirmed.ts';
import { databaseOn, ENGINES } from '../test/engines.ts';
import { person } from '../test/person.ts';
import { mailLag } from './mail-lag.ts';
import { MAIL_QUEUE } from './mail-queue.ts';
import { insertSignup } from './signups.ts';

describe.each(ENGINES)('how far behind the mail is, on $name', (engine) => {
  const database = databaseOn(engine);

  it('is nothing on an empty queue', async () => {
    expect(await mailLag(database().db)).toEqual({
      waiting: 0,
      retrying: 0,
      sending: 0,
      oldestSeconds: null,
      oldestLinkSeconds: null,
    });
  });

  it('counts what waits and says how long the oldest, and the oldest link, have waited', async () => {
    await signUpConfirmed(database(), person('placed@lag.example'));
    await insertSignup(database().db, database().relay, person('link@lag.example'));
    await database().relay.flush();
    // Made two minutes ago, as the database's clock has it: the place first, the link after.
    await database().db.execute(
      sql`UPDATE pgboss.job SET created_on = created_on - interval '2 minutes' WHERE name = ${MAIL_QUEUE}`,
    );
    const now = new Date();
    const lag = await mailLag(database().db, now);
    expect(lag).toMatchObject({ waiting: 2, retrying: 0, sending: 0 });
    expect(lag.oldestSeconds).toBeGreaterThanOrEqual(120);
    expect(lag.oldestLinkSeconds).toBeGreaterThanOrEqual(120);
    expect(lag.oldestLinkSeconds).toBeLessThanOrEqual(lag.oldestSeconds!);
    // One fetched is being sent, no longer waiting.
    await database().mail.boss.fetch(MAIL_QUEUE, { batchSize: 1 });
    expect(await mailLag(database().db, now)).toMatchObject({ waiting: 1, sending: 1 });
  });
});
