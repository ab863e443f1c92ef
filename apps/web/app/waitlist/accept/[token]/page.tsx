import type { Metadata } from 'next';
import { notFound } from 'next/navigation';

import { NoticePage } from '@/components/ui/notice-page/notice-page';
import { AcceptButton } from '@/components/waitlist-status/accept-button';
import { WaitlistUnavailable } from '@/components/waitlist-status/unavailable';
import { isCode } from '@/lib/own-pages/link-form';
import { invitationLinkState } from '@/lib/waitlist/acceptance';

// Read from the database at each request: never kept in the page cache.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: 'Your invitation to the pilot',
  robots: { index: false, follow: false },
  // The link is a secret of the mailbox: it goes to no other site as a referrer.
  referrer: 'no-referrer',
};

const OUTCOMES = {
  accepted: {
    title: 'You have accepted already',
    lead: 'This invitation is yours, and it is accepted: the e-mail it came in has the way on.',
  },
  unknown: {
    title: 'This link does not work',
    lead: 'It may have been replaced by a newer one: use the link in our latest invitation e-mail.',
  },
} as const;

/** /waitlist/accept/<token>: the link of the invitation e-mail; one press accepts. */
export default async function AcceptPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  if (!isCode(token)) notFound();
  const state = await invitationLinkState(token);
  if (state === 'unavailable') return <WaitlistUnavailable />;
  if (state !== 'pending') return <NoticePage {...OUTCOMES[state]} />;
  return (
    <NoticePage
      title="Your invitation to the pilot"
      lead="Your place in line has come up: the pilot is opening in your neighbourhood."
    >
      <AcceptButton token={token} />
    </NoticePage>
  );
}
