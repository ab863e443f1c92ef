import {
  BrandedBenefits,
  BrandedUseCases,
  Migration,
  TokenFeatures,
} from '@/components/features/branded-tokens/branded-sections';
import { CtaBand } from '@/components/page/blocks';
import { PageHeader } from '@/components/page/page-header';
import { ScrollToTop } from '@/components/page/scroll-to-top';
import { ButtonLink } from '@/components/ui/button/button';
import { WaitlistButton } from '@/components/waitlist-cta/waitlist-button';
import { pageMetadata } from '@/lib/page-metadata';

export const generateMetadata = pageMetadata({
  title: 'Branded Tokens',
  description:
    'Launch your own brand token: migrate punch cards and legacy points, set earn rates, expiry and tiers, run timed campaigns.',
  alternates: { canonical: '/features/branded-tokens' },
});

export default function BrandedTokensPage() {
  return (
    <>
      <ScrollToTop />
      <PageHeader
        back={{ section: 'vendors', label: 'Back to Vendors' }}
        eyebrow="For merchants"
        title="Branded Tokens"
        subtitle="Launch your own token on top of the shared currency: migrate your loyalty programme in an afternoon."
      />
      <BrandedBenefits />
      <Migration />
      <BrandedUseCases />
      <TokenFeatures />
      <CtaBand
        title="Launch your token with the pilot"
        text="Merchants on the waitlist get migration help from our team."
      >
        <WaitlistButton type="vendor" variant="primary" size="lg">
          Join Vendor Waitlist
        </WaitlistButton>
        <ButtonLink href="/api" variant="outline" size="lg">
          View API Documentation
        </ButtonLink>
      </CtaBand>
    </>
  );
}
