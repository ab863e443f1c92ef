import type { Metadata, ResolvingMetadata } from 'next';
import { notFound } from 'next/navigation';

import { JsonLd } from '@/components/seo/json-ld';
import { PageBlocks } from '@/blocks/page-blocks';
import { getHomePage, getSiteSettings } from '@/lib/content';
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
  const [home, publishedSettings] = await Promise.all([
    getHomePage(),
    getSiteSettings({ published: true }),
  ]);
  if (!home) {
    // A dataset imported before the landing page was built from blocks has none until migrated.
    console.error(
      'The landing page (the page document "page-home") is missing: run `pnpm --filter @brp/studio exec sanity migration run landing-page-blocks --no-dry-run`.',
    );
    notFound();
  }
  return (
    <>
      <PageBlocks blocks={home.blocks} title={home.title} />
      <JsonLd data={organizationJsonLd(publishedSettings)} />
    </>
  );
}
