import type { Metadata, ResolvingMetadata } from 'next';

import { Announcements } from '@/components/landing/announcements/announcements';
import { Features } from '@/components/landing/features/features';
import { HowItWorks } from '@/components/landing/how-it-works/how-it-works';
import { Pricing } from '@/components/landing/pricing/pricing';
import { Vendors } from '@/components/landing/vendors/vendors';
import { WaitlistSection } from '@/components/landing/waitlist/waitlist-section';
import { WaitlistForm } from '@/components/forms/waitlist-form';
import { JsonLd } from '@/components/seo/json-ld';
import { PageBlocks } from '@/blocks/page-blocks';
import {
  getAnnouncements,
  getFeatureCards,
  getHomePage,
  getPricingPlans,
  getSiteSettings,
} from '@/lib/content';
import { emailConfig, geoEndpoint } from '@/lib/env';
import { emailTarget } from '@/lib/forms/deliver-email';
import { withOpenGraphUrl } from '@/lib/page-metadata';
import { organizationJsonLd } from '@/lib/structured-data';

/** The landing page's title and description in search results: the editors' own, if set. */
export async function generateMetadata(
  _props: unknown,
  parent: ResolvingMetadata,
): Promise<Metadata> {
  const { seo } = await getSiteSettings({ published: true });
  return withOpenGraphUrl(
    {
      alternates: { canonical: '/' },
      ...(seo?.metaTitle && { title: { absolute: seo.metaTitle } }),
      ...(seo?.metaDescription && { description: seo.metaDescription }),
    },
    parent,
  );
}

export default async function HomePage() {
  const [home, settings, publishedSettings, announcements, features, plans] = await Promise.all([
    getHomePage(),
    getSiteSettings(),
    getSiteSettings({ published: true }),
    getAnnouncements(),
    getFeatureCards(),
    getPricingPlans(),
  ]);
  return (
    <>
      {/* A dataset not yet migrated (studio/migrations/landing-page-blocks) has no home page. */}
      {home ? <PageBlocks blocks={home.blocks} title={home.title} /> : null}
      <Announcements announcements={announcements} />
      <Features cards={features} />
      <HowItWorks content={settings.howItWorks} />
      <Vendors content={settings.vendors} />
      <Pricing plans={plans} />
      <WaitlistSection launchLabel={settings.launchLabel}>
        <WaitlistForm email={emailTarget(emailConfig, 'waitlist')} geoEndpoint={geoEndpoint} />
      </WaitlistSection>
      <JsonLd data={organizationJsonLd(publishedSettings)} />
    </>
  );
}
