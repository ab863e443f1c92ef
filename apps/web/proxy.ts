import { type NextRequest, NextResponse } from 'next/server';

import { isPublishedPost } from '@/lib/content/published-posts';

const FEED = 'rss.xml';
/** Next's draft-mode cookie: an editor previewing may open a post that is only a draft. Whether it
 * is genuine is Next's to check when the page renders; a forged one only gets Next's bare 404. */
const DRAFT_COOKIE = '__prerender_bypass';

/**
 * Sends an unknown blog address to the site's own 404 page, rendered on the server. Next 16 answers
 * a `notFound()` thrown while rendering a page on demand with an empty error document that only
 * JavaScript fills in (no layout, no `lang`, nothing for crawlers); the prerendered not-found page
 * has none of that, so unknown slugs are routed to it before the page renders.
 */
export async function proxy(request: NextRequest) {
  const slug = request.nextUrl.pathname.slice('/blog/'.length);
  if (slug === FEED || request.cookies.has(DRAFT_COOKIE) || (await isPublishedPost(slug))) {
    return NextResponse.next();
  }
  return NextResponse.rewrite(new URL('/404', request.url));
}

export const config = { matcher: '/blog/:slug' };
