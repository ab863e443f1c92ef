import { type NextRequest, NextResponse } from 'next/server';

import { isOpenJobPosting, isPublishedPage, isPublishedPost } from '@/lib/content/known-slugs';

const FEED = 'rss.xml';
/** Next's draft-mode cookie: an editor previewing may open a post that is only a draft. Whether it
 * is genuine is Next's to check when the page renders; a forged one only gets Next's bare 404. */
const DRAFT_COOKIE = '__prerender_bypass';

/** Whether the CMS has a live document at this address (or it is one a route answers itself). */
function isKnown(pathname: string): Promise<boolean> {
  const [section, slug = ''] = pathname.split('/').slice(1);
  if (section === 'jobs') return isOpenJobPosting(slug);
  if (section === 'blog') return slug === FEED ? Promise.resolve(true) : isPublishedPost(slug);
  return isPublishedPage(pathname.slice(1));
}

/**
 * Sends an unknown blog, job or page address to the site's own 404 page, rendered on the server.
 * Next 16 answers a `notFound()` thrown while rendering a page on demand with an empty error
 * document that only JavaScript fills in (no layout, no `lang`, nothing for crawlers); the
 * prerendered not-found page has none of that, so unknown slugs (and closed job postings) are
 * routed to it before the page renders. Only the dynamic addresses run it: the code's static pages
 * and files are served untouched.
 */
export async function proxy(request: NextRequest) {
  if (request.cookies.has(DRAFT_COOKIE) || (await isKnown(request.nextUrl.pathname))) {
    return NextResponse.next();
  }
  return NextResponse.rewrite(new URL('/404', request.url));
}

export const config = {
  matcher: [
    '/blog/:slug',
    '/jobs/:slug',
    // Any other address of one to three lowercase parts (a built page's) that is none of the
    // code's (its sections, its pages, its root files) nor one of the spec's pages built in the
    // studio, which always exist (@brp/core/addresses, checked in proxy.test.ts). Addresses with
    // a dot (files) never match.
    '/((?!(?:_next|api|blog|jobs|og|seed-images)(?:/|$))(?!(?:about|api|blog|integrations|jobs|privacy|support|support/contact|features/(?:branded-tokens|employee-rewards|pos-integration|tokenized-rewards|universal-currency)|opengraph-image|404)$)[a-z0-9-]+(?:/[a-z0-9-]+){0,2})',
  ],
};
