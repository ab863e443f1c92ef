import { DEFAULT_INVITATION_WORDS } from '@brp/core/invitations';
import { DEFAULT_AREA_SETTINGS } from '@brp/core/area-progress';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import {
  MAIL_QUEUE,
  type OpenedDatabase,
  openDatabase,
  recordSupportMessage,
  type SupportMailJob,
} from '@brp/db';
import { embeddedTemplate } from '@brp/db/test-template';
import { startSmtp, type TestSmtp } from '@brp/testing/smtp';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';

import { mailSender } from '../mail/send-mail';
import { startMailWorker } from '../waitlist/mail-worker';

import { supportMailFor, supportMessageId } from './support-mail';

// The mail worker against a real embedded database and a real SMTP server on loopback.
let folder: string;
let opened: OpenedDatabase;
let smtp: TestSmtp;

const ORIGIN = 'https://site.test';
const INBOX = 'help@site.test';
const SETTINGS = {
  origin: ORIGIN,
  inbox: INBOX,
  timeZone: 'America/New_York',
  areaSettings: () => Promise.resolve(DEFAULT_AREA_SETTINGS),
  invitationWords: () => Promise.resolve(DEFAULT_INVITATION_WORDS),
};

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'support-mail-'));
  opened = await openDatabase({
    folder,
    template: embeddedTemplate(),
    mailQueue: { retryDelaySeconds: 1 },
  });
  smtp = await startSmtp();
  await startMailWorker(opened, {
    send: mailSender({
      kind: 'smtp',
      url: smtp.url,
      from: 'Blocal <hello@site.test>',
      pool: { maxConnections: 2 },
    }),
    ...SETTINGS,
  });
});
afterAll(async () => {
  await opened.close();
  await smtp.stop();
  rmSync(folder, { recursive: true, force: true });
});

const mailTo = (email: string) => smtp.received.filter((mail) => mail.to === email);

it('acknowledges a message in our own words, and hands it to the helpdesk replying to its sender', async () => {
  // A message whose every free field is a lure for a stranger's inbox.
  const lure = 'Your account is locked. Call +1 555 0100 or visit http://evil.example/login now';
  const { reference, receivedAt } = await recordSupportMessage(
    opened.db,
    opened.relay,
    {
      submissionKey: randomUUID(),
      name: lure,
      email: 'sender@example.com',
      phone: '+1 555 0100',
      message: `${lure}\nReally.`,
    },
    { dueAt: new Date('2026-12-10T04:59:59.999Z'), handOver: true },
  );
  await vi.waitFor(() => expect(mailTo('sender@example.com')).toHaveLength(1), { timeout: 30_000 });
  await vi.waitFor(() => expect(mailTo(INBOX)).toHaveLength(1), { timeout: 30_000 });

  const [acknowledgement] = mailTo('sender@example.com');
  expect(acknowledgement!.subject).toBe(`We received your message (${reference})`);
  expect(acknowledgement!.text).toContain('by Wednesday, December 9, 2026');
  for (const body of [acknowledgement!.subject, acknowledgement!.text, acknowledgement!.html]) {
    for (const typed of ['evil.example', '555 0100', 'locked']) expect(body).not.toContain(typed);
  }
  expect(acknowledgement!.text).toMatch(
    /Erase my message: https:\/\/site\.test\/support-messages\/erase\/[a-z2-7]{24}\n?$/,
  );

  const [copy] = mailTo(INBOX);
  expect(copy!.subject).toBe(`[${reference}] Support message from ${lure}`);
  expect(copy!.headers['reply-to']).toContain('<sender@example.com>');
  expect(copy!.text).toContain('Really.');

  // Each mail names itself the same way every time it is sent: a repeat reads as the same mail.
  expect(acknowledgement!.headers['message-id']).toBe(
    supportMessageId({ reference, receivedAt }, 'acknowledgement', ORIGIN),
  );
  expect(copy!.headers['message-id']).toBe(
    supportMessageId({ reference, receivedAt }, 'copy', ORIGIN),
  );
  expect(copy!.headers['message-id']).toMatch(/^<S-\w{6}\.\d+\.copy@site\.test>$/);

  // A job run again once its mail is noted as sent (its completion lost) sends nothing.
  const jobs = await vi.waitFor(
    async () => {
      const found = await opened.mail.boss.findJobs<SupportMailJob>(MAIL_QUEUE);
      expect(found.map((job) => job.state)).toEqual(['completed', 'completed']);
      return found;
    },
    { timeout: 30_000 },
  );
  expect(jobs.map((job) => job.data.kind).sort()).toEqual([
    'support-acknowledgement',
    'support-copy',
  ]);
  for (const job of jobs)
    expect(await supportMailFor(opened.db, job.data, SETTINGS)).toBeUndefined();
});
