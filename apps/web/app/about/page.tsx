import { FOUNDED_YEAR } from '@brp/core/constants';

import { MissionAndStory, Team, Values } from '@/components/pages/about-sections';
import { PageHeader } from '@/components/page/page-header';
import { getSiteSettings } from '@/lib/content';
import { pageMetadata } from '@/lib/page-metadata';

export const generateMetadata = pageMetadata({
  title: 'About',
  description: `Founded in ${FOUNDED_YEAR} to give neighbourhood merchants one rewards currency. Our mission, our story and our values.`,
  alternates: { canonical: '/about' },
});

export default async function AboutPage() {
  const settings = await getSiteSettings();
  return (
    <>
      <PageHeader
        eyebrow="About us"
        title={`About ${settings.brandName}`}
        subtitle="We are building one rewards currency for every local merchant, so that loyalty helps the whole street."
      />
      <MissionAndStory />
      <Values />
      <Team contactEmail={settings.contactEmail} />
    </>
  );
}
