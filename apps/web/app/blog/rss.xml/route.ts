import { getPosts, getSiteSettings } from '@/lib/content';
import { siteUrl } from '@/lib/env';
import { rssFeed } from '@/lib/rss';

// Built with the pages and, like them, regenerated when the posts' cache tag is revalidated.
export const dynamic = 'force-static';

/** The blog's RSS feed. */
export async function GET() {
  const [settings, posts] = await Promise.all([
    getSiteSettings({ published: true }),
    getPosts({ published: true }),
  ]);
  const feed = rssFeed(
    { title: `${settings.brandName} blog`, description: settings.description, siteUrl },
    posts,
  );
  return new Response(feed, {
    headers: { 'content-type': 'application/rss+xml; charset=utf-8' },
  });
}
