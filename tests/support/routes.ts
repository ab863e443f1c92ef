/**
 * Every route of spec section 2, written out rather than read from the site's sitemap: a test
 * should not take its expectations from the code it checks.
 */
export const ROUTES = [
  '/',
  '/about',
  '/blog',
  '/jobs',
  '/integrations',
  '/api',
  '/support',
  '/support/contact',
  '/privacy',
  '/features/universal-currency',
  '/features/tokenized-rewards',
  '/features/pos-integration',
  '/features/employee-rewards',
  '/features/branded-tokens',
  '/blog/loyalty-growth-insights',
  '/blog/loyalty-behavioral-drivers',
  '/blog/loyalty-app-security',
];

/** Pages the seed builds in the studio from blocks: not spec routes, held to the same checks. */
export const BUILT_PAGES = ['/pilot', '/pilot/merchants'];

/** Every route, and the feeds, images and cards beside them. */
export const EVERY_ADDRESS = [
  ...ROUTES,
  '/blog/rss.xml',
  '/sitemap.xml',
  '/robots.txt',
  '/icon.png',
  '/opengraph-image',
  '/og/about',
  '/seed-images/logo-192x192.png',
];
