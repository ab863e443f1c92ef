import { CODE_PAGES } from '@brp/core/addresses';
import type { MetadataRoute } from 'next';

import { getJobPostings, getPages, getPosts } from '@/lib/content';
import { siteUrl } from '@/lib/env';

/** The pages whose route files are in the app; the rest are built in the studio. */
const PAGES = CODE_PAGES.map((page) => `/${page}`);

/** Every page of the site (the code's and those built in the studio, unless hidden from search
 * engines), every live blog post the CMS holds that editors have not hidden from
 * search engines, and every open job posting (regenerated with them, and as postings close). */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [posts, postings, pages] = await Promise.all([
    getPosts({ published: true }),
    getJobPostings({ published: true }),
    getPages(),
  ]);
  return [
    ...PAGES.map((path) => ({
      url: `${siteUrl}${path}`,
      changeFrequency: 'weekly' as const,
      priority: path === '/' ? 1 : 0.7,
    })),
    ...posts
      .filter((post) => !post.noindex)
      .map((post) => ({
        url: `${siteUrl}/blog/${post.slug}`,
        lastModified: post._updatedAt,
        changeFrequency: 'monthly' as const,
        priority: 0.6,
      })),
    ...pages
      .filter((page) => !page.noindex)
      .map((page) => ({
        url: `${siteUrl}/${page.address}`,
        lastModified: page._updatedAt,
        changeFrequency: 'weekly' as const,
        priority: 0.7,
      })),
    ...postings.map((posting) => ({
      url: `${siteUrl}/jobs/${posting.slug}`,
      lastModified: posting._updatedAt,
      changeFrequency: 'weekly' as const,
      priority: 0.5,
    })),
  ];
}
