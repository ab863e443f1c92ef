import { ogCard, photoCard } from '@/components/seo/og-card';
import { OG_SIZE } from '@/lib/link-preview-card';
import { getPage, getPageAddresses, getSiteSettings } from '@/lib/content';
import { cardImageUrl } from '@/lib/content/image';

// Next's file-based `opengraph-image` cannot sit under a catch-all route, so built pages' cards
// are served here, at /og/<address>, prerendered like the pages and regenerated with them.
export const dynamic = 'force-static';

export async function generateStaticParams() {
  return (await getPageAddresses()).map((address) => ({ address: address.split('/') }));
}

/** A built page's link-preview image: the editor's own, or the page's title on the site's card.
 * No page, no image: 404, rather than a card rendered (and cached) for any address. */
export async function GET(_request: Request, { params }: RouteContext<'/og/[...address]'>) {
  const [settings, page] = await Promise.all([
    getSiteSettings({ published: true }),
    getPage((await params).address.join('/'), { published: true }),
  ]);
  if (!page) return new Response('Not found', { status: 404 });
  const photo = page.seo?.socialImage && cardImageUrl(page.seo.socialImage, OG_SIZE);
  const card = photo && (await photoCard(photo));
  if (card) return card;
  const header = page.blocks.find((block) => block._type === 'pageHeader');
  return ogCard({
    brand: settings.brandName,
    eyebrow: header?.eyebrow ?? settings.brandName,
    title: page.title,
  });
}
