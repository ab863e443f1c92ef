import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { FORM_TEXT } from '@brp/core/messages';
import { proofFrom } from '@brp/testing/proof-of-work';
import { startSmtp, type TestSmtp } from '@brp/testing/smtp';
import type { Browser, Page } from '@playwright/test';

import { expect, test } from '../support/fixtures';
import { startWaitlistSite, type WaitlistSite } from '../support/waitlist-site';

// The contact form against a production server of its own, with a real SMTP server on loopback
// for its mail and the team's helpdesk inbox there.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const INBOX = 'help@site.test';
const SEND = '**/api/v1.0/email/send';
const REFERENCE = /S-[2-9A-HJ-NP-Z]{6}/;

let smtp: TestSmtp;
let site: WaitlistSite;
let siteLog: string;

test.beforeAll(async () => {
  smtp = await startSmtp();
  const dir = test.info().outputDir;
  mkdirSync(dir, { recursive: true });
  siteLog = join(dir, 'support-site.log');
  site = await startWaitlistSite(
    {
      WAITLIST_DB_DIR: mkdtempSync(join(tmpdir(), 'support-')),
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Blocal <hello@site.test>',
      MAIL_RETRY_SECONDS: '1',
      SUPPORT_INBOX: INBOX,
    },
    siteLog,
  );
});
test.afterAll(async () => {
  await site?.stop();
  await smtp?.stop();
});

const unique = (label: string) =>
  `${label}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;

const mailTo = (email: string) => smtp.received.filter((mail) => mail.to === email);
/** The helpdesk's copies of the messages of one sender. */
const copiesFrom = (email: string) =>
  mailTo(INBOX).filter((mail) => mail.headers['reply-to']?.includes(`<${email}>`));

/**
 * A visitor of their own (a browser context of its own): the EmailJS SDK lets one browser send
 * one message per form every 3 seconds, a limit of the spec's flow this spec does not test.
 */
async function visitor(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

async function writeMessage(page: Page, email: string, message = 'My points did not arrive.') {
  await page.goto(`${site.url}/support/contact`);
  const form = page.getByRole('form', { name: 'Contact support' });
  await form.getByRole('textbox', { name: 'Name' }).fill('Ada Lovelace');
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByRole('textbox', { name: 'Message' }).fill(message);
  return form;
}

const thanks = (page: Page) =>
  page.getByRole('status').filter({ hasText: 'Thank you for reaching out!' });

/** The reference the thank-you shows. */
async function shownReference(page: Page): Promise<string> {
  await expect(thanks(page)).toContainText(REFERENCE);
  return REFERENCE.exec((await thanks(page).textContent()) ?? '')![0];
}

/**
 * Waits for the helpdesk copy of a later message, sent after `email`'s: the relay queues copies
 * oldest first, so once it is in, any copy of `email`'s messages would be too.
 */
async function afterTheNext(browser: Browser) {
  const page = await visitor(browser);
  const sentinel = unique('sentinel');
  await (await writeMessage(page, sentinel)).getByRole('button', { name: 'Send Message' }).click();
  await expect(thanks(page)).toBeVisible();
  await expect.poll(() => copiesFrom(sentinel).length, { timeout: 60_000 }).toBe(1);
}

test('a message is kept, acknowledged and handed to the helpdesk, under one reference', async ({
  page,
}) => {
  const email = unique('ada');
  const form = await writeMessage(page, email, 'Call me at +1 555 0100 about http://evil.example');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(thanks(page)).toContainText(
    `We've received your message and will reply to ${email} within 3 business days.`,
  );
  await expect(thanks(page)).toContainText(/expect our reply by \w+day, \w+ \d+, \d{4}\./);
  const reference = await shownReference(page);
  // The spec's EmailJS message went out as before.
  expect(await site.sentTo()).toContain(email);

  await expect.poll(() => mailTo(email).length, { timeout: 60_000 }).toBe(1);
  await expect.poll(() => copiesFrom(email).length, { timeout: 60_000 }).toBe(1);
  const [acknowledgement] = mailTo(email);
  expect(acknowledgement!.subject).toBe(`We received your message (${reference})`);
  // Nobody has confirmed the address: nothing the sender typed is in it.
  for (const typed of ['555 0100', 'evil.example', 'Ada Lovelace'])
    expect(acknowledgement!.text + acknowledgement!.html).not.toContain(typed);
  const [copy] = copiesFrom(email);
  expect(copy!.subject).toBe(`[${reference}] Support message from Ada Lovelace`);
  expect(copy!.headers['reply-to']).toBe(`Ada Lovelace <${email}>`);
  expect(copy!.text).toContain('Call me at +1 555 0100 about http://evil.example');

  // The acknowledgement's link erases the message, once.
  const erase = /https?:\/\/\S+\/support-messages\/erase\/[a-z2-7]{24}/.exec(
    acknowledgement!.text,
  )![0];
  await page.goto(erase);
  await page.getByRole('button', { name: 'Erase my message' }).click();
  await expect(page.getByRole('heading', { name: 'Your message is erased' })).toBeVisible();
  await page.goto(erase);
  await expect(page.getByRole('heading', { name: 'This link does not work' })).toBeVisible();
});

test('a double click, or a retry after EmailJS failed, records the message once', async ({
  page,
  browser,
}) => {
  const doubled = unique('double');
  const form = await writeMessage(page, doubled);
  await form.getByRole('button', { name: 'Send Message' }).dblclick();
  await expect(thanks(page)).toBeVisible();

  const retried = unique('retry');
  page = await visitor(browser);
  await page.route(SEND, (route) => route.fulfill({ status: 500, body: 'quota spent' }), {
    times: 1,
  });
  const again = await writeMessage(page, retried);
  await again.getByRole('button', { name: 'Send Message' }).click();
  await expect(again.getByRole('alert')).toHaveText(FORM_TEXT.contactFailed);
  await expect(again.getByRole('textbox', { name: 'Message' })).toHaveValue(
    'My points did not arrive.',
  );
  await again.getByRole('button', { name: 'Send Message' }).click();
  await expect(thanks(page)).toBeVisible();

  await afterTheNext(browser);
  expect(copiesFrom(doubled)).toHaveLength(1);
  expect(copiesFrom(retried)).toHaveLength(1);
  expect(mailTo(retried)).toHaveLength(1);
});

test('a forged or spent proof of work stores nothing', async ({ browser }) => {
  const forged = unique('forged');
  const post = (proof: string) =>
    fetch(`${site.url}/api/support`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Script',
        email: forged,
        phone: '',
        message: 'Buy now',
        key: randomUUID(),
        proof,
      }),
    });
  const spent = await proofFrom(site.url, 'support');
  expect((await post(spent)).status).toBe(200);
  expect((await post(spent)).status).toBe(403);
  expect((await post(btoa('{"challenge":{},"solution":{}}'))).status).toBe(403);
  expect((await post(await proofFrom(site.url, 'waitlist'))).status).toBe(403);
  await afterTheNext(browser);
  expect(copiesFrom(forged)).toHaveLength(1);
});

test('with the mail server down, the message is kept and both mails arrive once it is back', async ({
  page,
}) => {
  await smtp.stop();
  const email = unique('outage');
  const form = await writeMessage(page, email);
  await form.getByRole('button', { name: 'Send Message' }).click();
  const reference = await shownReference(page);
  // The worker tried, and failed, while the mail server was down.
  await expect
    .poll(() => readFileSync(siteLog, 'utf8'), { timeout: 60_000 })
    .toMatch(/e-mail \(\S+\) could not be sent/);
  await smtp.start();
  await expect.poll(() => mailTo(email).length, { timeout: 90_000 }).toBe(1);
  await expect.poll(() => copiesFrom(email).length, { timeout: 90_000 }).toBe(1);
  expect(mailTo(email)[0]!.subject).toContain(reference);
  expect(copiesFrom(email)[0]!.subject).toContain(reference);
});
