import { CalculatorSection } from '@/components/features/universal-currency/calculator-section';
import {
  CurrencyBasics,
  WalletBenefits,
} from '@/components/features/universal-currency/universal-currency-sections';
import { CtaBand } from '@/components/page/blocks';
import { PageHeader } from '@/components/page/page-header';
import { ScrollToTop } from '@/components/page/scroll-to-top';
import { WaitlistButton } from '@/components/waitlist-cta/waitlist-button';
import { pageMetadata } from '@/lib/page-metadata';

export const generateMetadata = pageMetadata({
  title: 'Universal Currency',
  description:
    'Earn 1 BRP for every dollar at any partner merchant and redeem it anywhere: try the rewards calculator.',
  alternates: { canonical: '/features/universal-currency' },
});

export default function UniversalCurrencyPage() {
  return (
    <>
      <ScrollToTop />
      <PageHeader
        back={{ section: 'features', label: 'Back to Features' }}
        eyebrow="Feature"
        title="Universal Currency"
        subtitle="One rewards currency across every local merchant: earn at the bakery, spend at the bookshop."
      />
      <CurrencyBasics />
      <CalculatorSection />
      <WalletBenefits />
      <CtaBand
        title="Bring one currency to your neighbourhood"
        text="Join the waitlist for the Q1 2026 pilot."
      >
        <WaitlistButton type="vendor" variant="primary" size="lg">
          Join as Vendor
        </WaitlistButton>
        <WaitlistButton type="user" variant="secondary" size="lg">
          Get Early Access
        </WaitlistButton>
      </CtaBand>
    </>
  );
}
