import { PageHeader } from '@/components/page/page-header';
import { getSiteSettings } from '@/lib/content';
import { pageMetadata } from '@/lib/page-metadata';

export const generateMetadata = pageMetadata({
  title: 'Jobs',
  description: 'Work with us on one rewards currency for neighbourhood merchants.',
  alternates: { canonical: '/jobs' },
});

export default async function JobsPage() {
  const settings = await getSiteSettings();
  return (
    <PageHeader
      eyebrow="Jobs"
      title="Join the team"
      subtitle={
        <>
          We have no open positions right now, but we would love to hear from you at{' '}
          <a
            href={`mailto:${settings.contactEmail}?subject=${encodeURIComponent('Working with you')}`}
          >
            {settings.contactEmail}
          </a>
          .
        </>
      }
    />
  );
}
