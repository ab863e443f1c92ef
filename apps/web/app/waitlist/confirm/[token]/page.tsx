import type { Metadata } from 'next';
import { notFound } from 'next/navigation';

import { ConfirmButton } from '@/components/waitlist-status/confirm-button';
import { NoticePage } from '@/components/ui/notice-page/notice-page';
import { WaitlistUnavailable } from '@/components/waitlist-status/unavailable';
import { isCode } from '@/lib/own-pages/link-form';
import { linkState } from '@/lib/waitlist/confirmation';

// Read from the database at each request: never kept in the page cache, where a person's place
// would go stale and every junk code would take room.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: 'Confirm your address',
  robots: { index: false, follow: false },
  // The link is a secret of the mailbox: it goes to no other site as a referrer.
  referrer: 'no-referrer',
};

const OUTCOMES = {
  used: {
    title: 'This link was used already',
    lead: 'Your address is confirmed. Your place and your status page are in the e-mail we sent when you confirmed.',
  },
  expired: {
    title: 'This link has expired',
    lead: 'Join the waitlist again with the same address: we will e-mail you a new link.',
  },
  unknown: {
    title: 'This link does not work',
    lead: 'It may have been replaced by a newer one: use the link in our latest e-mail, or join the waitlist again for a new one.',
  },
} as const;

/** /waitlist/confirm/<token>: the link of the confirmation e-mail; one press confirms. */
export default async function ConfirmPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  if (!isCode(token)) notFound();
  const state = await linkState(token);
  if (state === 'unavailable') return <WaitlistUnavailable />;
  if (state !== 'pending') return <NoticePage {...OUTCOMES[state]} />;
  return (
    <NoticePage
      title="Confirm your address"
      lead="One step left: until you confirm, your signup does not count, and we erase it when the link expires."
    >
      <ConfirmButton token={token} />
    </NoticePage>
  );
}
