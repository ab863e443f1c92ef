import {
  TokenTypes,
  UseCases,
} from '@/components/features/tokenized-rewards/tokenized-rewards-sections';
import { CtaBand } from '@/components/page/blocks';
import { PageHeader } from '@/components/page/page-header';
import { ScrollToTop } from '@/components/page/scroll-to-top';
import { ButtonLink } from '@/components/ui/button/button';
import { pageMetadata } from '@/lib/page-metadata';

export const generateMetadata = pageMetadata({
  title: 'Tokenized Rewards',
  description:
    'Rewards as blockchain tokens you own: they never expire and move peer to peer. Six token types, one wallet.',
  alternates: { canonical: '/features/tokenized-rewards' },
});

export default function TokenizedRewardsPage() {
  return (
    <>
      <ScrollToTop />
      <PageHeader
        back={{ section: 'features', label: 'Back to Features' }}
        eyebrow="Feature"
        title="Tokenized Rewards"
        subtitle="Rewards you truly own: blockchain-backed tokens that never expire and that you can send to anyone."
      />
      <TokenTypes />
      <UseCases />
      <CtaBand
        title="Turn your loyalty programme into tokens"
        text="Merchants in the pilot launch their tokens first."
      >
        <ButtonLink href="/#waitlist" size="lg">
          Start Tokenizing Your Rewards—Join Our Waitlist
        </ButtonLink>
      </CtaBand>
    </>
  );
}
