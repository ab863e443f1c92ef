import {
  IntegrationProcess,
  PosBenefits,
  PosFaq,
  SupportedSystems,
} from '@/components/features/pos-integration/pos-sections';
import { CtaBand } from '@/components/page/blocks';
import { PageHeader } from '@/components/page/page-header';
import { ScrollToTop } from '@/components/page/scroll-to-top';
import { WaitlistButton } from '@/components/waitlist-cta/waitlist-button';
import { getFaqs } from '@/lib/content';
import { pageMetadata } from '@/lib/page-metadata';

export const generateMetadata = pageMetadata({
  title: 'POS Integration',
  description:
    'Connect your point-of-sale in about 5 minutes with no code and go live in under 30. Square, Clover, Toast, card terminals, Shopify or our API.',
  alternates: { canonical: '/features/pos-integration' },
});

export default async function PosIntegrationPage() {
  const faqs = await getFaqs('pos');
  return (
    <>
      <ScrollToTop />
      <PageHeader
        back={{ section: 'features', label: 'Back to Features' }}
        eyebrow="Feature"
        title="Seamless POS Integration"
        subtitle="Install from your point-of-sale marketplace, set your earn rules, and start rewarding regulars the same day."
      />
      <PosBenefits />
      <SupportedSystems />
      <IntegrationProcess />
      <PosFaq faqs={faqs} />
      <CtaBand
        title="Bring your till into the network"
        text="Merchants in the pilot get hands-on onboarding."
      >
        <WaitlistButton type="vendor" variant="primary" size="lg">
          Ready to connect? Join the Vendor Waitlist
        </WaitlistButton>
      </CtaBand>
    </>
  );
}
