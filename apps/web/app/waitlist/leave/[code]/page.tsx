import type { Metadata } from 'next';
import { notFound } from 'next/navigation';

import { LeaveButton } from '@/components/waitlist-status/leave-button';
import { WaitlistNotice } from '@/components/waitlist-status/notice';
import { isCode } from '@/lib/waitlist/confirmation';
import { canLeave } from '@/lib/waitlist/leave';

// Read from the database at each request, never kept in the page cache.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: 'Leave the waitlist',
  robots: { index: false, follow: false },
  referrer: 'no-referrer',
};

/** /waitlist/leave/<code>: the link every e-mail ends with; one press erases the person. */
export default async function LeavePage({
  params,
  searchParams,
}: {
  params: Promise<{ code: string }>;
  searchParams: Promise<{ left?: string }>;
}) {
  const { code } = await params;
  if (!isCode(code)) notFound();
  if (await canLeave(code)) {
    return (
      <WaitlistNotice title="Leave the waitlist?">
        <LeaveButton code={code} />
      </WaitlistNotice>
    );
  }
  return (await searchParams).left ? (
    <WaitlistNotice
      title="You're off the waitlist"
      lead="We erased your signup and everything we kept about you. Changed your mind again? Join from the home page any time."
    />
  ) : (
    <WaitlistNotice
      title="This link does not work"
      lead="Nobody on the waitlist has it: you may have left already."
    />
  );
}
