import type { MetadataRoute } from 'next';

import { siteUrl } from '@/lib/env';

export default function robots(): MetadataRoute.Robots {
  return {
    // Everything not disallowed is allowed: an explicit `Allow: /` listed first would let
    // first-match parsers crawl /api/ too. (`Host` is a non-standard directive; omitted.)
    rules: { userAgent: '*', disallow: ['/api/'] },
    sitemap: `${siteUrl}/sitemap.xml`,
  };
}
