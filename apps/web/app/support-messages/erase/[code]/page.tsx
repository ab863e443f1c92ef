import type { Metadata } from 'next';
import { notFound } from 'next/navigation';

import { OneClickForm } from '@/components/waitlist-status/one-click-form';
import { NoticePage } from '@/components/ui/notice-page/notice-page';
import { canErase } from '@/lib/support/erase';
import { isCode } from '@/lib/own-pages/link-form';

// Read from the database at each request, never kept in the page cache.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: 'Erase your message',
  robots: { index: false, follow: false },
  referrer: 'no-referrer',
};

/** /support-messages/erase/<code>: the link a message's acknowledgement ends with. */
export default async function EraseMessagePage({ params }: { params: Promise<{ code: string }> }) {
  const { code } = await params;
  if (!isCode(code)) notFound();
  const held = await canErase(code);
  if (held === 'unavailable') {
    return (
      <NoticePage
        eyebrow="Support"
        title="Support is unavailable"
        lead="We could not read our messages just now. Your link still works: try it again in a few minutes."
      />
    );
  }
  if (held) {
    return (
      <NoticePage eyebrow="Support" title="Erase your message?">
        <OneClickForm
          action="/api/support/erase"
          field="code"
          code={code}
          label="Erase my message"
          variant="outline"
        >
          This erases the message, your name, address and phone number with it. It cannot be undone;
          if we had not answered yet, we no longer will.
        </OneClickForm>
      </NoticePage>
    );
  }
  return (
    <NoticePage
      eyebrow="Support"
      title="This link does not work"
      lead="No message has it: it may have been erased already."
    />
  );
}
