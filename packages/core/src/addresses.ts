/**
 * Web addresses: which the code's routes own, and which a page built in the studio may take. The
 * studio refuses a page address the code or another page already uses; the site's catch-all route
 * serves the rest. These lists are the one account of the code's routes: apps/web/proxy.test.ts
 * fails when they and the app's route files (apps/web/app) or the proxy's matcher differ.
 */

/** The pages whose route files are in apps/web/app, without the leading slash ('' is the home). */
export const CODE_PAGES = ['', 'blog', 'jobs', 'support/contact'] as const;

/**
 * The spec's pages that editors own: built from blocks in the studio, each a seed document with
 * this id at this address, which the studio keeps (no delete, unpublish or move).
 */
export const FIXED_PAGES = [
  { id: 'page-about', address: 'about' },
  { id: 'page-api', address: 'api' },
  { id: 'page-branded-tokens', address: 'features/branded-tokens' },
  { id: 'page-employee-rewards', address: 'features/employee-rewards' },
  { id: 'page-pos-integration', address: 'features/pos-integration' },
  { id: 'page-tokenized-rewards', address: 'features/tokenized-rewards' },
  { id: 'page-universal-currency', address: 'features/universal-currency' },
  { id: 'page-integrations', address: 'integrations' },
  { id: 'page-privacy', address: 'privacy' },
  { id: 'page-support', address: 'support' },
] as const;

/** The landing page: a page document like the others, at `/`, so it has no address field. */
export const HOME_PAGE_ID = 'page-home';

const FIXED_PAGE_IDS: ReadonlySet<string> = new Set([
  HOME_PAGE_ID,
  ...FIXED_PAGES.map((page) => page.id),
]);

/** Whether a document (draft or published id) is the landing page. */
export function isHomePage(documentId: string): boolean {
  return documentId.replace(/^drafts\./, '') === HOME_PAGE_ID;
}

/** Whether a document (draft or published id) is one of the spec's pages, the landing page too. */
export function isFixedPage(documentId: string): boolean {
  return FIXED_PAGE_IDS.has(documentId.replace(/^drafts\./, ''));
}

/** The landing-page sections a page header can lead back to, with the link's words (the spec's
 * feature pages lead back to Features, Branded Tokens to Vendors). */
export const BACK_LINKS = { features: 'Back to Features', vendors: 'Back to Vendors' } as const;

/** First segments whose every address belongs to the code: posts, postings, APIs, built pages'
 * link-preview images (/og/<address>), a person's waitlist links and support message links,
 * development aids, assets. */
export const CODE_SECTIONS = [
  'api',
  'blog',
  'dev',
  'go',
  'jobs',
  'og',
  'seed-images',
  'support-messages',
  'waitlist',
  '_next',
] as const;

/** Files the site answers at its root (metadata routes, the 404 page), which no page may shadow.
 * There is no favicon.ico: the icon is icon.png, and that address answers 404. */
export const CODE_FILES = [
  'sitemap.xml',
  'robots.txt',
  'icon.png',
  'apple-icon.png',
  'opengraph-image',
  '404',
] as const;

/** At most this many segments, each a slug: `spring-offer`, `campaigns/spring-offer`. */
export const MAX_PAGE_SEGMENTS = 3;
const SEGMENT = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const PAGE_ADDRESS_MAX_LENGTH = 96;

export const PAGE_ADDRESS_MESSAGE =
  'Use lowercase words joined by hyphens, with "/" between at most three parts, e.g. "spring-offer" or "campaigns/spring-offer".';

/** Whether an address (without the leading slash) has the shape a page's address must have. */
export function isPageAddressShape(address: string): boolean {
  const segments = address.split('/');
  return (
    address.length <= PAGE_ADDRESS_MAX_LENGTH &&
    segments.length <= MAX_PAGE_SEGMENTS &&
    segments.every((segment) => SEGMENT.test(segment))
  );
}

/** Why the code owns this address, or null when a page may take it. */
export function codeClaim(address: string): string | null {
  const [first = '', ...below] = address.split('/');
  if ((CODE_PAGES as readonly string[]).includes(address))
    return `/${address} is a page of the site's code.`;
  if (below.length && (CODE_SECTIONS as readonly string[]).includes(first))
    return `Addresses under /${first}/ belong to the site's code.`;
  if ((CODE_FILES as readonly string[]).includes(address))
    return `/${address} is a file the site answers itself.`;
  return null;
}
