import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { signUpConfirmed } from '../test/confirmed.ts';
import { ENGINES, type EmptyDatabase } from '../test/engines.ts';
import { person } from '../test/person.ts';
import { openDatabase, type OpenedDatabase } from './client.ts';
import { mailLag } from './mail-lag.ts';
import { MAIL_QUEUE } from './mail-queue.ts';
import { insertSignup } from './signups.ts';

describe.each(ENGINES)('how far behind the mail is, on $name', (engine) => {
  let made: EmptyDatabase;
  let opened: OpenedDatabase;
  beforeAll(async () => {
    made = await engine.create();
    opened = await openDatabase(made.location);
  });
  afterAll(async () => {
    await opened?.close();
    await made?.dispose();
  });

  it('is nothing on an empty queue', async () => {
    expect(await mailLag(opened.db)).toEqual({
      waiting: 0,
      retrying: 0,
      sending: 0,
      oldestSeconds: null,
      oldestLinkSeconds: null,
    });
  });

  it('counts what waits and says how long the oldest, and the oldest link, have waited', async () => {
    await signUpConfirmed(opened, person('placed@lag.example'));
    await insertSignup(opened.db, opened.relay, person('link@lag.example'));
    await opened.relay.flush();
    // Made two minutes ago, as the database's clock has it: the place first, the link after.
    await opened.db.execute(
      sql`UPDATE pgboss.job SET created_on = created_on - interval '2 minutes' WHERE name = ${MAIL_QUEUE}`,
    );
    const now = new Date();
    const lag = await mailLag(opened.db, now);
    expect(lag).toMatchObject({ waiting: 2, retrying: 0, sending: 0 });
    expect(lag.oldestSeconds).toBeGreaterThanOrEqual(120);
    expect(lag.oldestLinkSeconds).toBeGreaterThanOrEqual(120);
    expect(lag.oldestLinkSeconds).toBeLessThanOrEqual(lag.oldestSeconds!);
    // One fetched is being sent, no longer waiting.
    await opened.mail.boss.fetch(MAIL_QUEUE, { batchSize: 1 });
    expect(await mailLag(opened.db, now)).toMatchObject({ waiting: 1, sending: 1 });
  });
});
