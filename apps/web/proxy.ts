import { type CODE_SECTIONS, isPageAddressShape } from '@brp/core/addresses';
import { isShortLinkName } from '@brp/core/short-links';
import { REFERRAL_CODE_PATTERN } from '@brp/core/waitlist-mail';
import { type NextRequest, NextResponse } from 'next/server';

import {
  isOpenJobPosting,
  isPublishedPage,
  isPublishedPost,
  isSeedImage,
  isShortLink,
} from '@/lib/content/known-slugs';
import { redisUrl } from '@/lib/env';
import { clientAddress } from '@/lib/rate-limits/client-address';
import { createClientLimiter, PERSONAL_PAGE_VIEWS } from '@/lib/rate-limits/limits';
import { DRAFT_COOKIE, isIssuedDraftCookie } from '@/lib/routing/draft-cookie';
import { API_ROUTES, refuseMethod } from '@/lib/routing/methods';

type CodeSection = (typeof CODE_SECTIONS)[number];

const FEED = 'rss.xml';
/** A post's link-preview image, `/blog/<slug>/opengraph-image` (Next may add a suffix). */
const POST_CARD = /^opengraph-image(?:-[\w-]+)?$/;

type Answers = (slug: string, rest: string[]) => boolean | Promise<boolean>;

const isPage = (address: string) => isPageAddressShape(address) && isPublishedPage(address);

/** A person's own pages under /waitlist/, each looked up by its code in the database. */
const PERSONAL_PAGES = ['confirm', 'status', 'leave', 'accept'];
/** Those, and the erase page of a support message's sender. */
const isPersonalPage = (pathname: string) =>
  PERSONAL_PAGES.some((page) => pathname.startsWith(`/waitlist/${page}/`)) ||
  pathname.startsWith('/support-messages/erase/');

/** Views of those pages a client may make (PERSONAL_PAGE_VIEWS): past it, 429 before any query. */
const personalPageViews = createClientLimiter(PERSONAL_PAGE_VIEWS, redisUrl).spend;

/**
 * Which addresses under each of the code's sections (@brp/core/addresses' CODE_SECTIONS) answer.
 * One entry per section, no more: a section added to the list does not compile until it has one.
 * `_next` has none, as Next's own files never meet the proxy (the matcher skips them).
 */
const SECTIONS = {
  api: (slug, rest) => API_ROUTES.includes(['/api', slug, ...rest].join('/')),
  blog: (slug, rest) => {
    if (slug === FEED) return rest.length === 0;
    if (rest.length > 1 || (rest.length === 1 && !POST_CARD.test(rest[0]!))) return false;
    return isPublishedPost(slug);
  },
  // A short link for print: its route redirects to the page it names.
  go: (slug, rest) => rest.length === 0 && isShortLinkName(slug) && isShortLink(slug),
  jobs: (slug, rest) => rest.length === 0 && isOpenJobPosting(slug),
  og: (slug, rest) => isPage([slug, ...rest].join('/')),
  // A person's confirmation link, status page and invitation: the page itself looks the code
  // up. And the pages the leave and accept buttons may end on.
  waitlist: (slug, rest) =>
    ((slug === 'left' || slug === 'accepted') && rest.length === 0) ||
    (PERSONAL_PAGES.includes(slug) && rest.length === 1 && REFERRAL_CODE_PATTERN.test(rest[0]!)),
  // A support message's erase link (the page looks the code up), and the page it ends on.
  'support-messages': (slug, rest) =>
    (slug === 'erased' && rest.length === 0) ||
    (slug === 'erase' && rest.length === 1 && REFERRAL_CODE_PATTERN.test(rest[0]!)),
  // The development server's mail outbox; no such page in production.
  dev: (slug, rest) =>
    process.env.NODE_ENV === 'development' && slug === 'mail' && rest.length === 0,
  // Its route answers the seed's images; any other name would render the 404 page there and
  // keep it in the page cache for ever.
  'seed-images': (slug, rest) => rest.length === 0 && isSeedImage(slug),
} satisfies Record<Exclude<CodeSection, '_next'>, Answers>;

const isSection = (section: string): section is keyof typeof SECTIONS =>
  Object.hasOwn(SECTIONS, section);

/** Whether a live document, route or file answers at this address. */
function isKnown(pathname: string): boolean | Promise<boolean> {
  const segments = pathname.split('/').slice(1);
  const [section = '', slug = '', ...rest] = segments;
  // A section's own address (`/api`, the developer page) is a page like any other.
  if (segments.length > 1 && isSection(section)) {
    return SECTIONS[section](slug, rest);
  }
  return isPage(segments.join('/'));
}

/**
 * Every address but the code's static pages passes here first, so that what a visitor sends costs
 * a known amount. An address nothing answers is sent to the site's prerendered 404 page: rendered
 * on demand instead, Next would keep each one's 404 in its page cache for ever (a disk, or a
 * Redis, filled by junk addresses), and answer it with an empty error document only JavaScript
 * fills in. A method the address does not take is answered here (see lib/routing/methods.ts). An
 * editor's draft cookie opens every address (draft-only pages render in draft mode, uncached);
 * a forged one opens nothing.
 */
export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  const editor = isIssuedDraftCookie(request.cookies.get(DRAFT_COOKIE)?.value);
  if (!editor && !(await isKnown(pathname))) {
    return NextResponse.rewrite(new URL('/404', request.url));
  }
  const refused = refuseMethod(request.method, pathname);
  if (refused) return refused;
  if (isPersonalPage(pathname)) {
    const verdict = await personalPageViews(clientAddress(request));
    if (!verdict.allowed) {
      return new NextResponse('Too many requests; try again later', {
        status: 429,
        headers: { 'retry-after': String(verdict.retryAfterSeconds), 'cache-control': 'no-store' },
      });
    }
  }
  return NextResponse.next();
}

export const config = {
  matcher: [
    // Every address but Next's own files, the public folder's and the code's prerendered pages
    // and files (@brp/core/addresses' CODE_PAGES and CODE_FILES), which Next answers itself: GET
    // and HEAD, 405 with `Allow` for anything else. Next reads the matcher without running this
    // module, so it is a literal: proxy.test.ts builds it again from that list and the public
    // folder, and fails, printing the one to paste here, when they differ.
    '/((?!$|_next/|media/|(?:blog|jobs|support/contact|sitemap\\.xml|robots\\.txt|icon\\.png|apple-icon\\.png|opengraph-image|404)$).*)',
  ],
};
