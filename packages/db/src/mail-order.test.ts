import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ENGINES, type EmptyDatabase } from '../test/engines.ts';
import { person } from '../test/person.ts';
import { openDatabase, type OpenedDatabase } from './client.ts';
import { MAIL_QUEUE, type MailJob } from './mail-queue.ts';
import { insertSignup } from './signups.ts';

/** More confirmed people with their place due than one relay pass moves (200). */
const BURST = 250;

describe.each(ENGINES)('a new link before a burst of places, on $name', (engine) => {
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

  it('sends the link first, though the places came due before it', async () => {
    // A launch's burst: confirmed people whose place mail came due a minute ago, not yet relayed.
    await opened.db.execute(sql`
      INSERT INTO signups (email, mailbox, name, location, type, notify, consent_text, consented_at,
        referral_code, receipt, status_code, leave_code, confirmed_at, line_number, mail_due_at)
      SELECT 'burst-' || n || '@order.example', 'burst-' || n || '@order.example', 'Burst',
        'Portland', 'user', true, 'Notify me', now(), 'br' || n, 'bc' || n, 'bs' || n, 'bl' || n,
        now(), n, now() - interval '1 minute'
      FROM generate_series(1, ${BURST}::int) AS n`);
    const { signup } = await insertSignup(opened.db, opened.relay, person('new@order.example'));
    await opened.relay.flush();
    const queued = await opened.mail.boss.findJobs<MailJob>(MAIL_QUEUE);
    expect(queued).toHaveLength(BURST + 1);
    // The worker's next fetch: the link, though the places were due before it.
    const [first] = await opened.mail.boss.fetch<MailJob>(MAIL_QUEUE, { batchSize: 1 });
    expect(first?.data).toEqual({ kind: 'confirm', signupId: signup.id });
  });
});
