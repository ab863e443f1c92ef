import type { Metadata } from 'next';

import { NoticePage } from '@/components/ui/notice-page/notice-page';

export const metadata: Metadata = {
  title: 'Invitation accepted',
  robots: { index: false, follow: false },
};

/** /waitlist/accepted: where an accepted invitation leads until marketing names where onboarding
 * starts (the studio's waitlist settings). */
export default function AcceptedPage() {
  return (
    <NoticePage
      title="Invitation accepted"
      lead="Welcome to the pilot. We will e-mail you the first steps to set up your account as your neighbourhood opens."
    />
  );
}
