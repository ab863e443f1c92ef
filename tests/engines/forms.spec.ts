import { expect } from '@playwright/test';

import { expectNoScriptErrors, test } from '../support/engines/fixtures';
import { find, waitForHydration } from '../support/engines/screen';
import { SERVER_MAIL_FILE, SUPPORT_INBOX } from '../support/site-server';
import { mailsIn } from '../support/waitlist-mail';

/** Both forms check their fields on submit and say what is missing, in the spec's words. */
/**
 * How long a sent form may take to thank the visitor: a guard against a hang, not a target. The
 * proof of work's cost differs from one challenge to the next, and WebKitGTK at 390 px, beside the
 * unit tests on two busy cores, once showed no thank-you within 20 s of the click (the run of
 * `ac2df74`); it passed in every run before and after.
 */
const SENT_WITHIN_MS = 60_000;

const FORMS = [
  {
    path: '/#waitlist',
    form: 'Join the waitlist',
    submit: 'Join Waitlist',
    messages: ['Name is required', 'Email is required', 'Location/ZIP Code is required'],
  },
  {
    path: '/support/contact',
    form: 'Contact support',
    submit: 'Send Message',
    messages: ['Name is required', 'Email is required', 'Message is required'],
  },
];

for (const { path, form: formName, submit, messages } of FORMS) {
  test(`the form on ${path} refuses an empty submission with the spec's messages`, async ({
    site,
  }) => {
    await site.open(path);
    const form = await find(site, { role: 'form', name: formName });
    const button = await find(site, { role: 'button', name: submit }, { within: form });
    await waitForHydration(site, button);
    await site.click(button);
    for (const text of messages) await find(site, { text }, { within: form });
    await expectNoScriptErrors(site);
  });
}

// The server's first proof-of-work challenge opens and migrates its new embedded database (over
// 20 s on two busy cores: CI of 9c30e6f, both submissions past their 30 s): opened here, before
// any test's clock runs. Each worker asks once; after the first, an answer takes milliseconds.
test.beforeAll(async ({ siteOrigin }) => {
  test.setTimeout(120_000);
  await expect
    .poll(async () => (await fetch(`${siteOrigin}/api/challenge?form=waitlist`)).status, {
      timeout: 110_000,
    })
    .toBe(200);
});

test('a visitor signs up, the proof of work solved while they type', async ({ site }) => {
  test.setTimeout(SENT_WITHIN_MS + 30_000);
  await site.open('/#waitlist');
  const form = await find(site, { role: 'form', name: 'Join the waitlist' });
  const button = await find(site, { role: 'button', name: 'Join Waitlist' }, { within: form });
  await waitForHydration(site, button);
  const email = `${site.engine}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
  for (const [label, text] of [
    ['Name', 'Grace Hopper'],
    ['Email', email],
    ['Location/ZIP Code', '94607'],
  ] as const) {
    await site.type(await find(site, { role: 'textbox', name: label }, { within: form }), text);
  }
  await site.click(button);
  await find(site, { text: 'Check your inbox to confirm' }, { timeout: SENT_WITHIN_MS });
  await expectNoScriptErrors(site);
});

test('a visitor writes to support: one reference on the thank-you, the acknowledgement and the helpdesk copy', async ({
  site,
}) => {
  test.setTimeout(SENT_WITHIN_MS + 30_000);
  await site.open('/support/contact');
  const form = await find(site, { role: 'form', name: 'Contact support' });
  const button = await find(site, { role: 'button', name: 'Send Message' }, { within: form });
  await waitForHydration(site, button);
  const email = `${site.engine}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
  for (const [label, text] of [
    ['Name', 'Grace Hopper'],
    ['Email', email],
    ['Message', 'Where are my points?'],
  ] as const) {
    await site.type(await find(site, { role: 'textbox', name: label }, { within: form }), text);
  }
  await site.click(button);
  await find(site, { text: 'Thank you for reaching out!' }, { timeout: SENT_WITHIN_MS });
  const thanks = await site.evaluate(
    () => document.querySelector('[data-state="success"]')?.textContent ?? '',
  );
  expect(thanks).toMatch(
    /Your reference is S-[2-9A-HJ-NP-Z]{6}: expect our reply by \w+day, \w+ \d+, \d{4}\./,
  );
  // The same reference in the sender's acknowledgement and in the helpdesk's copy, whose replies
  // go to the sender.
  const reference = /S-[2-9A-HJ-NP-Z]{6}/.exec(thanks)![0];
  const acknowledged = await mailsIn(SERVER_MAIL_FILE, (mail) => mail.to === email);
  expect(acknowledged.map((mail) => mail.subject)).toEqual([
    `We received your message (${reference})`,
  ]);
  const copies = await mailsIn(SERVER_MAIL_FILE, (mail) => mail.replyTo === email);
  expect(copies.map((mail) => [mail.to, mail.subject])).toEqual([
    [SUPPORT_INBOX, `[${reference}] Support message from Grace Hopper`],
  ]);
  await expectNoScriptErrors(site);
});
