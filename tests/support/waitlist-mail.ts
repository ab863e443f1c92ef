/**
 * The waitlist's e-mails as a person receives them, for the specs: read from a server's local
 * mail outbox (OUTBOX_ENABLED), their links followed as the person would follow them.
 */
import { expect } from '@playwright/test';

import { readNdjson } from './ndjson';

interface KeptMail {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
}

/** Every e-mail the server kept in its outbox file, oldest first. */
const keptMails = (file: string) => readNdjson<KeptMail>(file);

/** The e-mails of an outbox that `match` picks, once `count` of them have come. */
export async function mailsIn(
  file: string,
  match: (mail: KeptMail) => boolean,
  count = 1,
): Promise<KeptMail[]> {
  let found: KeptMail[] = [];
  await expect
    .poll(async () => (found = (await keptMails(file)).filter(match)).length, {
      timeout: 60_000,
    })
    .toBeGreaterThanOrEqual(count);
  return found;
}

/** How many e-mails each address received, across the outboxes of several servers. */
export async function mailsPerAddress(files: string[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const file of files) {
    for (const { to } of await keptMails(file)) counts.set(to, (counts.get(to) ?? 0) + 1);
  }
  return counts;
}

const CONFIRM_LINK = /https?:\/\/\S+\/waitlist\/confirm\/([a-z2-7]{24})/;

/**
 * The confirmation token of the `count`th confirmation e-mail to `email`, once it has come: from
 * one server's outbox, or from any of several that work one mail queue (then `count` counts
 * their mails file by file, not in the order they were sent).
 */
export async function confirmationToken(
  files: string | string[],
  email: string,
  count = 1,
): Promise<string> {
  let token = '';
  await expect
    .poll(
      async () => {
        const kept = await Promise.all([files].flat().map(keptMails));
        const links = kept
          .flat()
          .filter((mail) => mail.to === email)
          .map((mail) => CONFIRM_LINK.exec(mail.text)?.[1])
          .filter(Boolean);
        token = links[count - 1] ?? '';
        return token;
      },
      { timeout: 60_000, message: `the confirmation e-mail to ${email}` },
    )
    .not.toBe('');
  return token;
}

/**
 * Presses the confirmation page's button without a browser (its form posts the token): the path
 * of the status page it leads to.
 */
async function confirmByPost(siteUrl: string, token: string): Promise<string> {
  const response = await fetch(`${siteUrl}/api/waitlist/confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token }).toString(),
    redirect: 'manual',
  });
  expect(response.status).toBe(303);
  return response.headers.get('location') ?? '';
}

/** Signs up by mail: waits for the confirmation of `email`, confirms, returns the status path. */
export async function confirmFromOutbox(siteUrl: string, files: string | string[], email: string) {
  return confirmByPost(siteUrl, await confirmationToken(files, email));
}

const LEAVE_LINK = /\/waitlist\/leave\/([a-z2-7]{24})/;

/** The erase code in the e-mails to `email` (every one ends with the leave link). */
export async function leaveCode(files: string | string[], email: string): Promise<string> {
  const kept = await Promise.all([files].flat().map(keptMails));
  const code = kept
    .flat()
    .filter((mail) => mail.to === email)
    .map((mail) => LEAVE_LINK.exec(mail.text)?.[1])
    .find(Boolean);
  if (!code) throw new Error(`No e-mail to ${email} holds a leave link.`);
  return code;
}
