import { PageHeader } from '@/components/page/page-header';
import { KeyEndpoints, QuickStart } from '@/components/pages/api-sections';
import { pageMetadata } from '@/lib/page-metadata';

export const generateMetadata = pageMetadata({
  title: 'Developer API',
  description:
    'Install the SDK, read balances, mint branded tokens for purchases and fetch NFT metadata.',
  alternates: { canonical: '/api' },
});

export default function ApiPage() {
  return (
    <>
      <PageHeader
        eyebrow="Developers"
        title="Developer API"
        subtitle="Reward purchases from any system: an SDK and a REST API for balances, minting and NFTs."
      />
      <QuickStart />
      <KeyEndpoints />
    </>
  );
}
