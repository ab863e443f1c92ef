import { Announcements } from '@/components/landing/announcements/announcements';
import { Features } from '@/components/landing/features/features';
import { Hero } from '@/components/landing/hero/hero';
import { HowItWorks } from '@/components/landing/how-it-works/how-it-works';
import { Pricing } from '@/components/landing/pricing/pricing';
import { Vendors } from '@/components/landing/vendors/vendors';
import { WaitlistSection } from '@/components/landing/waitlist/waitlist-section';
import { WaitlistForm } from '@/components/forms/forms';
import { JsonLd } from '@/components/seo/json-ld';
import { getAnnouncements, getFeatureCards, getPricingPlans, getSiteSettings } from '@/lib/content';
import { emailConfig, geoEndpoint } from '@/lib/env';
import { emailTarget } from '@/lib/forms/deliver-email';
import { pageMetadata } from '@/lib/page-metadata';
import { organizationJsonLd } from '@/lib/structured-data';

export const generateMetadata = pageMetadata({ alternates: { canonical: '/' } });

export default async function HomePage() {
  const [settings, publishedSettings, announcements, features, plans] = await Promise.all([
    getSiteSettings(),
    getSiteSettings({ published: true }),
    getAnnouncements(),
    getFeatureCards(),
    getPricingPlans(),
  ]);
  return (
    <>
      <Hero settings={settings} />
      <Announcements announcements={announcements} />
      <Features cards={features} />
      <HowItWorks />
      <Vendors />
      <Pricing plans={plans} />
      <WaitlistSection launchLabel={settings.launchLabel}>
        <WaitlistForm email={emailTarget(emailConfig, 'waitlist')} geoEndpoint={geoEndpoint} />
      </WaitlistSection>
      <JsonLd data={organizationJsonLd(publishedSettings)} />
    </>
  );
}
