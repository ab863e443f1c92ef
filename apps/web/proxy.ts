import { type NextRequest, NextResponse } from 'next/server';

import { isOpenJobPosting, isPublishedPost } from '@/lib/content/known-slugs';

const FEED = 'rss.xml';
/** Next's draft-mode cookie: an editor previewing may open a post that is only a draft. Whether it
 * is genuine is Next's to check when the page renders; a forged one only gets Next's bare 404. */
const DRAFT_COOKIE = '__prerender_bypass';

/** Whether the CMS has a live document at this address (or it is one a route answers itself). */
function isKnown(pathname: string): Promise<boolean> {
  const [, section, slug = ''] = pathname.split('/');
  if (section === 'jobs') return isOpenJobPosting(slug);
  return slug === FEED ? Promise.resolve(true) : isPublishedPost(slug);
}

/**
 * Sends an unknown blog or job address to the site's own 404 page, rendered on the server. Next 16
 * answers a `notFound()` thrown while rendering a page on demand with an empty error document that
 * only JavaScript fills in (no layout, no `lang`, nothing for crawlers); the prerendered not-found
 * page has none of that, so unknown slugs (and closed job postings) are routed to it before the
 * page renders. Only these two dynamic addresses run it: static pages are served untouched.
 */
export async function proxy(request: NextRequest) {
  if (request.cookies.has(DRAFT_COOKIE) || (await isKnown(request.nextUrl.pathname))) {
    return NextResponse.next();
  }
  return NextResponse.rewrite(new URL('/404', request.url));
}

export const config = { matcher: ['/blog/:slug', '/jobs/:slug'] };
