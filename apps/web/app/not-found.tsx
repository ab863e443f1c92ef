import type { Metadata } from 'next';

import { PageHeader } from '@/components/page/page-header';
import { ButtonLink } from '@/components/ui/button/button';

export const metadata: Metadata = { title: 'Page not found' };

export default function NotFound() {
  return (
    <PageHeader
      eyebrow="404"
      title="We couldn’t find that page"
      subtitle="It may have moved, or the address may have a typo."
    >
      <ButtonLink href="/">Back to the home page</ButtonLink>
    </PageHeader>
  );
}
