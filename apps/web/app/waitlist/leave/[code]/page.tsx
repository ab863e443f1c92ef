import type { Metadata } from 'next';
import { notFound } from 'next/navigation';

import { LeaveButton } from '@/components/waitlist-status/leave-button';
import { NoticePage } from '@/components/ui/notice-page/notice-page';
import { WaitlistUnavailable } from '@/components/waitlist-status/unavailable';
import { isCode } from '@/lib/own-pages/link-form';
import { canLeave } from '@/lib/waitlist/leave';

// Read from the database at each request, never kept in the page cache.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: 'Leave the waitlist',
  robots: { index: false, follow: false },
  referrer: 'no-referrer',
};

/** /waitlist/leave/<code>: the link every e-mail ends with; one press erases the person. */
export default async function LeavePage({ params }: { params: Promise<{ code: string }> }) {
  const { code } = await params;
  if (!isCode(code)) notFound();
  const held = await canLeave(code);
  if (held === 'unavailable') return <WaitlistUnavailable />;
  if (held) {
    return (
      <NoticePage title="Leave the waitlist?">
        <LeaveButton code={code} />
      </NoticePage>
    );
  }
  return (
    <NoticePage
      title="This link does not work"
      lead="Nobody on the waitlist has it: you may have left already."
    />
  );
}
