import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import {
  acceptInvitation,
  confirmSignup,
  insertSignup,
  inviteNext,
  type OpenedDatabase,
  openDatabase,
  searchByEmail,
} from '@brp/db';
import { embeddedTemplate } from '@brp/db/test-template';
import { person } from '@brp/db/test-person';
import { startSmtp, type TestSmtp } from '@brp/testing/smtp';
import { afterAll, beforeAll, beforeEach, expect, it, vi } from 'vitest';

import { areaSettingsFrom } from '@brp/core/area-progress';
import { DEFAULT_INVITATION_WORDS } from '@brp/core/invitations';

import { mailSender } from '../mail/send-mail';
import { startMailWorker } from './mail-worker';

// The worker against a real embedded database and a real SMTP server on loopback; a failed send
// is tried again after 1 s.
let folder: string;
let opened: OpenedDatabase;
let smtp: TestSmtp;

const ORIGIN = 'https://site.test';

/** Marketing's words as the studio holds them: a floor of 3 and a heading of their own. */
const areaSettings = areaSettingsFrom({ words: { heading: 'Around {area}' }, privacyFloor: 3 });

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'waitlist-mail-'));
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
      from: 'Waitlist <waitlist@site.test>',
      pool: { maxConnections: 2 },
    }),
    origin: ORIGIN,
    inbox: 'help@site.test',
    timeZone: 'America/New_York',
    areaSettings: () => Promise.resolve(areaSettings),
    invitationWords: () => Promise.resolve(DEFAULT_INVITATION_WORDS),
  });
});
afterAll(async () => {
  await opened.close();
  await smtp.stop();
  rmSync(folder, { recursive: true, force: true });
});
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

const mailTo = (email: string) => smtp.received.filter((mail) => mail.to === email);

/** The one link of `pattern` in a mail's text. */
const linkIn = (text: string, pattern: RegExp) => pattern.exec(text)?.[0] ?? '';

it('mails the confirmation link, then the place and links once it is followed', async () => {
  await insertSignup(opened.db, opened.relay, person('grace@example.com'));
  await vi.waitFor(() => expect(mailTo('grace@example.com')).toHaveLength(1), { timeout: 30_000 });
  const [confirmation] = mailTo('grace@example.com');
  expect(confirmation!.subject).toBe('Confirm your place on the waitlist');
  expect(confirmation!.text).toContain('asked to join the waitlist for the neighbourhood rewards');
  const link = linkIn(confirmation!.text, /https:\/\/site\.test\/waitlist\/confirm\/[a-z2-7]{24}/);
  expect(confirmation!.html).toContain(`href="${link}"`);
  const token = link.split('/').at(-1)!;
  expect(await confirmSignup(opened.db, opened.relay, token)).toMatchObject({
    outcome: 'confirmed',
  });
  await vi.waitFor(() => expect(mailTo('grace@example.com')).toHaveLength(2), { timeout: 30_000 });
  const standing = mailTo('grace@example.com')[1]!;
  expect(standing.subject).toBe("You're number 1 on the waitlist");
  const [row] = await searchByEmail(opened.db, 'grace@example.com');
  expect(standing.text).toContain(`${ORIGIN}/?ref=${row!.referralCode}#waitlist`);
  expect(standing.text).toContain(`${ORIGIN}/waitlist/status/${row!.statusCode}`);
  // The confirmation's token is stored only as its hash.
  expect(JSON.stringify(row)).not.toContain(token);
  // Each e-mail ends with the person's leave link (a secret of its own, not the status page's),
  // and a mail client can unsubscribe them.
  for (const mail of mailTo('grace@example.com')) {
    expect(mail.text).toContain(`Leave the waitlist: ${ORIGIN}/waitlist/leave/${row!.leaveCode}`);
    expect(mail.headers['list-unsubscribe']).toBe(
      `<${ORIGIN}/api/waitlist/leave?code=${row!.leaveCode}>`,
    );
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  }
});

it("tells a confirmed person their own area's progress, in marketing's words", async () => {
  const near = (email: string) =>
    person(email, { geoCity: 'Oakland', geoCountry: 'United States', postalCode: '94607' });
  const emails = ['near1@example.com', 'near2@example.com', 'near3@example.com'];
  for (const email of emails) {
    await insertSignup(opened.db, opened.relay, near(email));
    await vi.waitFor(() => expect(mailTo(email)).toHaveLength(1), { timeout: 30_000 });
    const token = /\/waitlist\/confirm\/([a-z2-7]{24})/.exec(mailTo(email)[0]!.text)![1]!;
    await confirmSignup(opened.db, opened.relay, token);
    await vi.waitFor(() => expect(mailTo(email)).toHaveLength(2), { timeout: 30_000 });
  }
  // The first two were below the floor of 3; the third makes three, and reads the counts.
  expect(mailTo('near1@example.com')[1]!.text).toContain(
    'Around 94607\nYou are among the first in your area',
  );
  expect(mailTo('near2@example.com')[1]!.text).not.toMatch(/of 50 neighbours/);
  expect(mailTo('near3@example.com')[1]!.text).toContain(
    'Around 94607\n3 of 50 neighbours and 0 of 5 local shops\nThe pilot opens here with 47 more neighbours and 5 more local shops',
  );
});

it("invites the area's next person in marketing's words, with a link that accepts once", async () => {
  // The three of Oakland's 94607 the test before confirmed: the first in line is near1.
  const ask = {
    country: 'United States',
    city: 'Oakland',
    postalCode: '94607',
    type: 'user' as const,
    count: 1,
  };
  expect(await inviteNext(opened.db, opened.mail, ask, 'Ada')).toMatchObject({ invited: 1 });
  await vi.waitFor(() => expect(mailTo('near1@example.com')).toHaveLength(3), {
    timeout: 30_000,
  });
  const invitation = mailTo('near1@example.com')[2]!;
  expect(invitation.subject).toBe('Your invitation to the pilot in 94607');
  expect(invitation.text).toContain('You are invited, near1');
  const token = /\/waitlist\/accept\/([a-z2-7]{24})/.exec(invitation.text)![1]!;
  expect(await acceptInvitation(opened.db, token)).toBe('accepted');
  expect(await acceptInvitation(opened.db, token)).toBe('again');
  expect(mailTo('near2@example.com')).toHaveLength(2);
});

it('mails an unconfirmed address only the site’s words, its owner’s own once confirmed', async () => {
  // A signup a stranger made for someone else's address, every free field a lure.
  const lure = 'Your account is locked. Call +1 555 0100 or visit http://evil.example/login now';
  await insertSignup(opened.db, opened.relay, {
    ...person('stranger@example.com'),
    name: lure,
    location: 'Call +1 555 0100',
    company: 'http://evil.example/login',
    phone: '+1 555 0100',
  });
  await vi.waitFor(() => expect(mailTo('stranger@example.com')).toHaveLength(1), {
    timeout: 30_000,
  });
  const [confirmation] = mailTo('stranger@example.com');
  for (const body of [confirmation!.subject, confirmation!.text, confirmation!.html]) {
    expect(body).not.toContain('evil.example');
    expect(body).not.toContain('555');
  }
  // Confirmed, the address's owner typed that name: their own mail may use it.
  const token = /\/waitlist\/confirm\/([a-z2-7]{24})/.exec(confirmation!.text)![1]!;
  await confirmSignup(opened.db, opened.relay, token);
  await vi.waitFor(() => expect(mailTo('stranger@example.com')).toHaveLength(2), {
    timeout: 30_000,
  });
  expect(mailTo('stranger@example.com')[1]!.text).toContain(`Hello ${lure},`);
});

it('loses nothing while the mail server is down: each message arrives once it is back', async () => {
  await smtp.stop();
  const emails = ['down1@example.com', 'down2@example.com', 'down3@example.com'];
  for (const email of emails) await insertSignup(opened.db, opened.relay, person(email));
  // The worker met the refused connection (and logged it without the address).
  await vi.waitFor(
    () =>
      expect(vi.mocked(console.error).mock.calls.flat().join('\n')).toContain('could not be sent'),
    { timeout: 30_000 },
  );
  expect(vi.mocked(console.error).mock.calls.flat().join('\n')).not.toContain('down1');
  await smtp.start();
  await vi.waitFor(() => expect(emails.map((email) => mailTo(email).length)).toEqual([1, 1, 1]), {
    timeout: 60_000,
  });
});
