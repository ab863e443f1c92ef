import { randomUUID } from 'node:crypto';

import { SUPPORT_REFERENCE_PATTERN } from '@brp/core/support-links';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { ENGINES, type EmptyDatabase } from '../test/engines.ts';
import { openDatabase, type OpenedDatabase } from './client.ts';
import { MAIL_QUEUE } from './mail-queue.ts';
import { mailBudget, supportMessages } from './schema.ts';
import {
  eraseClosedSupportMessages,
  eraseSupportMessage,
  holdsSupportEraseCode,
  recordSupportMessage,
  type SupportInput,
} from './support.ts';

const DUE = new Date('2026-12-03T05:00:00Z');

const message = (overrides: Partial<SupportInput> = {}): SupportInput => ({
  submissionKey: randomUUID(),
  name: 'Ada Lovelace',
  email: 'ada@support.example',
  phone: null,
  message: 'My points did not arrive.',
  ...overrides,
});

describe.each(ENGINES)('support messages on $name', (engine) => {
  let made: EmptyDatabase;
  let opened: OpenedDatabase;
  beforeAll(async () => {
    made = await engine.create();
    opened = await openDatabase({ ...made.location, mailRelay: { acknowledgementsPerHour: 2 } });
  });
  afterAll(async () => {
    await opened?.close();
    await made?.dispose();
  });

  /** The support mail queued so far, once what is due is relayed, as `kind id`. */
  const queued = async () => {
    await opened.relay.flush();
    const jobs = await opened.mail.boss.findJobs<{ kind: string; messageId?: number }>(MAIL_QUEUE);
    return jobs
      .filter((job) => job.data.kind.startsWith('support'))
      .map((job) => `${job.data.kind} ${job.data.messageId}`)
      .sort();
  };
  const rowOf = async (reference: string) => {
    const [row] = await opened.db
      .select()
      .from(supportMessages)
      .where(eq(supportMessages.reference, reference));
    return row!;
  };
  const options = { dueAt: DUE, handOver: true };

  it('records a message with a reference, its due date, and both mails due', async () => {
    const recorded = await recordSupportMessage(opened.db, opened.relay, message(), options);
    expect(recorded).toMatchObject({ alreadyRecorded: false, dueAt: DUE });
    expect(recorded.reference).toMatch(SUPPORT_REFERENCE_PATTERN);
    const row = await rowOf(recorded.reference);
    expect(row).toMatchObject({ state: 'open', message: 'My points did not arrive.' });
    expect(await queued()).toEqual([`support-acknowledgement ${row.id}`, `support-copy ${row.id}`]);
  });

  it('records a retry of one submission once, answering what it recorded', async () => {
    const once = message();
    const [first, second] = await Promise.all([
      recordSupportMessage(opened.db, opened.relay, once, options),
      recordSupportMessage(opened.db, opened.relay, once, options),
    ]);
    const third = await recordSupportMessage(opened.db, opened.relay, once, {
      ...options,
      dueAt: new Date(),
    });
    expect(new Set([first.reference, second.reference, third.reference]).size).toBe(1);
    expect([first, second].filter((recorded) => recorded.alreadyRecorded)).toHaveLength(1);
    expect(third).toMatchObject({ alreadyRecorded: true, dueAt: DUE });
    const rows = await opened.db
      .select()
      .from(supportMessages)
      .where(eq(supportMessages.submissionKey, once.submissionKey));
    expect(rows).toHaveLength(1);
  });

  it('without a helpdesk inbox, or a way to send mail, marks only what can go', async () => {
    const unhanded = await recordSupportMessage(opened.db, opened.relay, message(), {
      ...options,
      handOver: false,
    });
    const row = await rowOf(unhanded.reference);
    expect(row.inboxCopyDueAt).toBeNull();
    expect(row.acknowledgementDueAt).not.toBeNull();
    const unmailed = await recordSupportMessage(opened.db, null, message(), options);
    expect(await rowOf(unmailed.reference)).toMatchObject({
      inboxCopyDueAt: null,
      acknowledgementDueAt: null,
    });
  });

  it('holds acknowledgements past the hour’s cap; helpdesk copies go regardless', async () => {
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      await opened.db.delete(supportMessages);
      await opened.mail.boss.deleteAllJobs(MAIL_QUEUE);
      await opened.db.delete(mailBudget);
      for (let i = 0; i < 3; i++) {
        await recordSupportMessage(opened.db, opened.relay, message(), options);
      }
      const kinds = (await queued()).map((job) => job.split(' ')[0]);
      expect(kinds.filter((kind) => kind === 'support-copy')).toHaveLength(3);
      expect(kinds.filter((kind) => kind === 'support-acknowledgement')).toHaveLength(2);
      // Said for the operator (once an hour: the budget's shared code, mail-budget.test.ts; the
      // relay's own timer may have found the earlier tests' cap too).
      expect(warned.mock.calls.map(([line]) => String(line))).toContainEqual(
        expect.stringContaining('SUPPORT_ACKNOWLEDGEMENTS_PER_HOUR'),
      );
      // The next hour, as the database's clock would have it, the third goes.
      await opened.db.update(mailBudget).set({ hour: sql`${mailBudget.hour} - interval '1 hour'` });
      const later = (await queued()).filter((job) => job.startsWith('support-acknowledgement'));
      expect(later).toHaveLength(3);
    } finally {
      warned.mockRestore();
    }
  });

  it('erases a message by its sender’s code, once', async () => {
    const recorded = await recordSupportMessage(opened.db, opened.relay, message(), options);
    const { eraseCode } = await rowOf(recorded.reference);
    expect(await holdsSupportEraseCode(opened.db, eraseCode)).toBe(true);
    expect(await eraseSupportMessage(opened.db, eraseCode)).toBe(true);
    expect(await holdsSupportEraseCode(opened.db, eraseCode)).toBe(false);
    expect(await eraseSupportMessage(opened.db, eraseCode)).toBe(false);
  });

  it('erases messages closed longer ago than kept, and no others', async () => {
    const now = new Date('2027-06-01T00:00:00Z');
    const [old, recent, open] = await Promise.all(
      [0, 1, 2].map(() => recordSupportMessage(opened.db, opened.relay, message(), options)),
    );
    const closeAt = async (reference: string, at: Date) =>
      opened.db
        .update(supportMessages)
        .set({ state: 'closed', closedAt: at, closedBy: 'ada' })
        .where(eq(supportMessages.reference, reference));
    await closeAt(old!.reference, new Date('2026-05-31T00:00:00Z'));
    await closeAt(recent!.reference, new Date('2026-06-02T00:00:00Z'));
    expect(await eraseClosedSupportMessages(opened.db, 365, now)).toBe(1);
    const left = await opened.db
      .select({ reference: supportMessages.reference })
      .from(supportMessages);
    const references = left.map((row) => row.reference);
    expect(references).not.toContain(old!.reference);
    expect(references).toEqual(expect.arrayContaining([recent!.reference, open!.reference]));
  });
});
