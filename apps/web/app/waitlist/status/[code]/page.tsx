import type { Metadata } from 'next';
import { notFound } from 'next/navigation';

import { NoticePage } from '@/components/ui/notice-page/notice-page';
import { NominateShop } from '@/components/waitlist-status/nominate-shop';
import { Standing } from '@/components/waitlist-status/standing';
import { WaitlistUnavailable } from '@/components/waitlist-status/unavailable';
import { siteUrl } from '@/lib/env';
import { isCode } from '@/lib/own-pages/link-form';
import { standing } from '@/lib/waitlist/confirmation';

// Read from the database at each request: never kept in the page cache, where a person's place
// would go stale and every junk code would take room.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: 'Your place on the waitlist',
  robots: { index: false, follow: false },
  // The address is the person's private link: it goes to no other site as a referrer.
  referrer: 'no-referrer',
};

/** /waitlist/status/<code>: a confirmed person's place and link, private to them. */
export default async function StatusPage({ params }: { params: Promise<{ code: string }> }) {
  const { code } = await params;
  const found = isCode(code) ? await standing(code) : undefined;
  if (found === 'unavailable') return <WaitlistUnavailable />;
  if (!found) notFound();
  return (
    <NoticePage
      title="You're on the list!"
      lead={`Your address is confirmed, ${found.signup.name}. We'll write as soon as the pilot opens near you.`}
    >
      <Standing
        origin={siteUrl}
        place={found.place}
        area={found.area}
        referralBonus={found.referralBonus}
        referralCode={found.signup.referralCode}
        statusPath={`/waitlist/status/${code}`}
      />
      <NominateShop code={code} />
    </NoticePage>
  );
}
