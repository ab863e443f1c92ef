import { readFile } from 'node:fs/promises';

import { MAIL_SAMPLES, siteOrigin } from '@brp/mail';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';

import { MailPreviews } from '@/components/waitlist-status/mail-previews';
import { NoticePage } from '@/components/ui/notice-page/notice-page';
import { OutboxMessages } from '@/components/waitlist-status/outbox-messages';
import { mailTransport, production, siteUrl } from '@/lib/env';
import type { OutboxMail } from '@/lib/mail/send-mail';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: 'Mail outbox', robots: { index: false } };

/** How many of the newest messages the page shows. */
const SHOWN = 50;

/**
 * /dev/mail, in development only (as Mailpit would): the e-mails the site's server sent to the
 * local outbox, newest first, their links ready to follow; then every template with sample values.
 */
export default async function MailOutboxPage() {
  if (production || mailTransport.kind !== 'outbox') notFound();
  const lines = (await readFile(mailTransport.file, 'utf8').catch(() => ''))
    .split('\n')
    .filter(Boolean);
  const messages = lines
    .slice(-SHOWN)
    .reverse()
    .map((line) => JSON.parse(line) as OutboxMail);
  const previews = await Promise.all(
    MAIL_SAMPLES.map(async ({ name, audience, render }) => ({
      name,
      audience,
      mail: await render(siteOrigin(siteUrl)),
    })),
  );
  return (
    <NoticePage
      title="Mail outbox"
      lead={`What the site's server sent instead of mailing it (no SMTP_URL): ${mailTransport.file}`}
    >
      <OutboxMessages messages={messages} />
      <MailPreviews previews={previews} />
    </NoticePage>
  );
}
