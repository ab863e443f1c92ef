import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { databaseOn, ENGINES } from '../test/engines.ts';
import { person } from '../test/person.ts';
import { MAIL_QUEUE, type MailJob } from './mail-queue.ts';
import { insertSignup } from './signups.ts';

/** More confirmed people with their place due than one relay pass moves (200). */
const BURST = 250;

describe.each(ENGINES)('a new link before a burst of places, on $name', (engine) => {
  const database = databaseOn(engine);

  it('sends the link first, though the places came due before it', async () => {
    // A launch's burst: confirmed people whose place mail came due a minute ago, not yet relayed.
    await database().db.execute(sql`
      INSERT INTO signups (email, mailbox, name, location, type, notify, consent_text, consented_at,
        referral_code, receipt, status_code, leave_code, confirmed_at, line_number, mail_due_at)
      SELECT 'burst-' || n || '@order.example', 'burst-' || n || '@order.example', 'Burst',
        'Portland', 'user', true, 'Notify me', now(), 'br' || n, 'bc' || n, 'bs' || n, 'bl' || n,
        now(), n, now() - interval '1 minute'
      FROM generate_series(1, ${BURST}::int) AS n`);
    const { signup } = await insertSignup(
      database().db,
      database().relay,
      person('new@order.example'),
    );
    await database().relay.flush();
    const queued = await database().mail.boss.findJobs<MailJob>(MAIL_QUEUE);
    expect(queued).toHaveLength(BURST + 1);
    // The worker's next fetch: the link, though the places were due before it.
    const [first] = await database().mail.boss.fetch<MailJob>(MAIL_QUEUE, { batchSize: 1 });
    expect(first?.data).toEqual({ kind: 'confirm', signupId: signup.id });
  });
});
