import type { Metadata, ResolvingMetadata } from 'next';
import { notFound } from 'next/navigation';

import { OG_SIZE } from '@/lib/link-preview-card';
import { PageBlocks } from '@/blocks/page-blocks';
import { getPage, getPageAddresses, getSiteSettings } from '@/lib/content';
import { withOpenGraphUrl } from '@/lib/page-metadata';

export async function generateStaticParams() {
  return (await getPageAddresses()).map((address) => ({ address: address.split('/') }));
}

export async function generateMetadata(
  { params }: PageProps<'/[...address]'>,
  parent: ResolvingMetadata,
): Promise<Metadata> {
  const address = (await params).address.join('/');
  const [page, settings] = await Promise.all([
    getPage(address, { published: true }),
    getSiteSettings({ published: true }),
  ]);
  if (!page) return {};
  // The editor's "Search and sharing" fields win; the header's subtitle or the site's otherwise.
  const { metaTitle, metaDescription, noindex } = page.seo ?? {};
  const header = page.blocks.find((block) => block._type === 'pageHeader');
  return withOpenGraphUrl(
    {
      title: metaTitle ? { absolute: metaTitle } : page.title,
      description: metaDescription ?? header?.subtitle ?? settings.description,
      alternates: { canonical: `/${address}` },
      openGraph: { images: [{ url: `/og/${address}`, ...OG_SIZE, alt: page.title }] },
      ...(noindex && { robots: { index: false, follow: true } }),
    },
    parent,
  );
}

/** A page built in the studio from blocks, at the address its editor gave it. */
export default async function BuiltPage({ params }: PageProps<'/[...address]'>) {
  const page = await getPage((await params).address.join('/'));
  if (!page) notFound();
  return <PageBlocks blocks={page.blocks} title={page.title} />;
}
