import type { Metadata } from 'next';

import { NoticePage } from '@/components/ui/notice-page/notice-page';

export const metadata: Metadata = {
  title: 'Your message is erased',
  robots: { index: false, follow: false },
};

/** /support-messages/erased: where the erase button sends the sender once it is done. */
export default function ErasedPage() {
  return (
    <NoticePage
      eyebrow="Support"
      title="Your message is erased"
      lead="We erased the message and everything we kept with it. Need us after all? Write again from the contact page."
    />
  );
}
