import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { signUpConfirmed } from '../test/confirmed.ts';
import { ENGINES, type EmptyDatabase } from '../test/engines.ts';
import { person } from '../test/person.ts';
import { openDatabase, type OpenedDatabase } from './client.ts';
import { MAIL_QUEUE } from './mail-queue.ts';
import { mailBudget } from './schema.ts';
import { insertSignup } from './signups.ts';

describe.each(ENGINES)('the hourly cap on mail to unconfirmed addresses, on $name', (engine) => {
  let made: EmptyDatabase;
  let opened: OpenedDatabase;
  beforeAll(async () => {
    made = await engine.create();
    opened = await openDatabase({ ...made.location, mailRelay: { unconfirmedPerHour: 3 } });
  });
  afterAll(async () => {
    await opened?.close();
    await made?.dispose();
  });

  /** The kinds of mail queued so far, once what is due is relayed. */
  const queued = async () => {
    await opened.relay.flush();
    const jobs = await opened.mail.boss.findJobs<{ kind: string }>(MAIL_QUEUE);
    return jobs.map((job) => job.data.kind).sort();
  };

  it('records every signup, queues the cap’s worth of links, the rest the next hour', async () => {
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      // A mail telling a confirmed person their place is never held back, nor counted.
      await signUpConfirmed(opened, person('early@cap.example'));
      expect(await queued()).toEqual(['welcome']);
      for (const index of [1, 2, 3, 4]) {
        await insertSignup(opened.db, opened.relay, person(`later${index}@cap.example`));
      }
      expect(await queued()).toEqual(['confirm', 'confirm', 'confirm', 'welcome']);
      // Another pass changes nothing this hour, and the operator was told once.
      expect(await queued()).toEqual(['confirm', 'confirm', 'confirm', 'welcome']);
      expect(warned.mock.calls.map(([line]) => String(line))).toEqual([
        expect.stringContaining('WAITLIST_UNCONFIRMED_MAILS_PER_HOUR'),
      ]);
      // The hour ends (as the database's clock would have it): the one waiting goes out.
      await opened.db.update(mailBudget).set({ hour: sql`${mailBudget.hour} - interval '1 hour'` });
      expect(await queued()).toEqual(['confirm', 'confirm', 'confirm', 'confirm', 'welcome']);
    } finally {
      warned.mockRestore();
    }
  });
});
