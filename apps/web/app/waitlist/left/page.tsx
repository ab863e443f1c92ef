import type { Metadata } from 'next';

import { NoticePage } from '@/components/ui/notice-page/notice-page';

export const metadata: Metadata = {
  title: "You're off the waitlist",
  robots: { index: false, follow: false },
};

/** /waitlist/left: where the leave button sends its person once they are erased. */
export default function LeftPage() {
  return (
    <NoticePage
      title="You're off the waitlist"
      lead="We erased your signup and everything we kept about you. Changed your mind again? Join from the home page any time."
    />
  );
}
