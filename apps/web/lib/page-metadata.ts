import type { Metadata, ResolvingMetadata } from 'next';

import { OG_SIZE, SITE_CARD_ALT, SITE_CARD_TYPE } from './link-preview-card';

type PageMetadata = Metadata & { alternates: { canonical: string } };

/** The site's generated preview card (app/opengraph-image.tsx), for pages without their own. */
const SITE_CARD = { url: '/opengraph-image', ...OG_SIZE, type: SITE_CARD_TYPE, alt: SITE_CARD_ALT };

/**
 * A page's metadata with its Open Graph URL (the protocol requires `og:url`), set to the page's
 * canonical path. A page's own `openGraph` replaces the layout's whole (Next merges it shallowly),
 * so the type and the site name are carried over from the parent, and the preview card named
 * again: the root's file-based card does not reach a page that sets `openGraph` (a segment with a
 * card of its own, a blog post, still shows its own: files outrank configured metadata).
 */
export async function withOpenGraphUrl(
  metadata: PageMetadata,
  parent: ResolvingMetadata,
): Promise<Metadata> {
  const inherited = (await parent).openGraph;
  return {
    ...metadata,
    openGraph: {
      type: 'website',
      siteName: inherited?.siteName,
      images: inherited?.images?.length ? inherited.images : [SITE_CARD],
      url: metadata.alternates.canonical,
      ...metadata.openGraph,
    },
  };
}

/** `generateMetadata` for a page whose metadata is fixed: `export const generateMetadata = pageMetadata({...})`. */
export function pageMetadata(metadata: PageMetadata) {
  return (_props: unknown, parent: ResolvingMetadata) => withOpenGraphUrl(metadata, parent);
}
