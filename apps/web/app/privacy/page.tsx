import { PrivacyPolicy } from '@/components/pages/privacy-policy';
import { PageHeader } from '@/components/page/page-header';
import { getSiteSettings } from '@/lib/content';
import { pageMetadata } from '@/lib/page-metadata';

export const generateMetadata = pageMetadata({
  title: 'Privacy Policy',
  description: 'What we collect through this site, why, who processes it and how long we keep it.',
  alternates: { canonical: '/privacy' },
});

export default async function PrivacyPage() {
  const settings = await getSiteSettings();
  return (
    <>
      <PageHeader eyebrow="Legal" title="Privacy Policy" subtitle="Last updated March 15, 2025" />
      <PrivacyPolicy brandName={settings.brandName} contactEmail={settings.contactEmail} />
    </>
  );
}
