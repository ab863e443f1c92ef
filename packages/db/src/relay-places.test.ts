import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { databaseOn, ENGINES } from '../test/engines.ts';
import { placeOf } from './line.ts';
import { MAIL_QUEUE, type SignupMailJob } from './mail-queue.ts';
import { signupById } from './signups.ts';

/** People in line, and how many of the newest confirmed in a rush, their welcome mail due. */
const LINE = 400;
const RUSH = 150;

describe.each(ENGINES)('the places a relay counts for a rush, on $name', (engine) => {
  const database = databaseOn(engine);

  it('are each person’s place, counted once a batch; the line’s first half counts its own', async () => {
    // A line in which every seventh person earned credits (some jump ahead of others), the
    // newest RUSH just confirmed, and two early people whose standing mail is due again.
    await database().db.execute(sql`
      INSERT INTO signups (email, mailbox, name, location, type, notify, consent_text, consented_at,
        referral_code, receipt, status_code, leave_code, confirmed_at, line_number, credits,
        mail_due_at)
      SELECT 'line-' || n || '@places.example', 'line-' || n || '@places.example', 'Line',
        'Portland', 'user', true, 'Notify me', now(), 'pr' || n, 'pc' || n, 'ps' || n, 'pl' || n,
        now(), n, (n % 7 = 0)::int * (n % 4),
        CASE WHEN n > ${LINE - RUSH} OR n IN (3, 40) THEN now() END
      FROM generate_series(1, ${LINE}::int) AS n`);
    await database().db.execute(sql`UPDATE waitlist_line SET last_number = ${LINE} WHERE id = 1`);
    await database().relay.flush();
    const jobs = (await database().mail.boss.findJobs<SignupMailJob>(MAIL_QUEUE)).map(
      ({ data }) => data,
    );
    expect(jobs).toHaveLength(RUSH + 2);
    const counted = jobs.filter((job) => job.place !== undefined);
    expect(counted).toHaveLength(RUSH);
    for (const job of jobs) {
      const { signup } = (await signupById(database().db, job.signupId))!;
      if (job.place !== undefined) expect(job.place).toBe(await placeOf(database().db, signup));
      else expect(signup.lineNumber! * 2).toBeLessThanOrEqual(LINE);
    }
  });
});
