import { PageHeader } from '@/components/page/page-header';
import { PlatformCategories, SdkCapabilities } from '@/components/pages/integrations-sections';
import { ButtonLink } from '@/components/ui/button/button';
import { pageMetadata } from '@/lib/page-metadata';

export const generateMetadata = pageMetadata({
  title: 'Integrations',
  description:
    'Point-of-sale, payments and eCommerce platforms supported out of the box, and an SDK for everything else.',
  alternates: { canonical: '/integrations' },
});

export default function IntegrationsPage() {
  return (
    <>
      <PageHeader
        eyebrow="Integrations"
        title="Integrations"
        subtitle="Rewards that work with the point of sale, payments and online store you already run."
      >
        <ButtonLink href="/api" variant="secondary">
          Developer API
        </ButtonLink>
      </PageHeader>
      <PlatformCategories />
      <SdkCapabilities />
    </>
  );
}
