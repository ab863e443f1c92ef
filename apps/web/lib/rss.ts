/** The blog as an RSS 2.0 feed: every post the CMS holds, newest first. */
import type { PostSummary } from './content';

/** How the blog's pages announce the feed (app/blog/rss.xml), for their metadata's `alternates`. */
export const BLOG_FEED = { 'application/rss+xml': '/blog/rss.xml' } as const;

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

// XML 1.0 allows tab, newline, carriage return and the code points from U+0020 on, except the
// surrogates (a lone one here is a broken pair) and U+FFFE/U+FFFF. One other character (a control
// pasted into the studio) makes the whole feed malformed, and readers drop it.
const FORBIDDEN_IN_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** Text made safe for XML: the five specials escaped, characters XML forbids removed. */
export function escapeXml(text: string): string {
  return text.replace(FORBIDDEN_IN_XML, '').replace(/[&<>"']/g, (character) => ESCAPES[character]!);
}

export interface FeedChannel {
  title: string;
  description: string;
  /** The site's origin, without a trailing slash. */
  siteUrl: string;
}

/** What the feed says of a post. */
export type FeedPost = Pick<
  PostSummary,
  'title' | 'slug' | 'publishedAt' | 'excerpt' | '_updatedAt'
>;

export function rssFeed(channel: FeedChannel, posts: FeedPost[]): string {
  const blogUrl = `${channel.siteUrl}/blog`;
  const items = posts.map((post) => {
    const url = `${blogUrl}/${post.slug}`;
    return [
      '    <item>',
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${escapeXml(url)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(url)}</guid>`,
      `      <pubDate>${new Date(post.publishedAt).toUTCString()}</pubDate>`,
      `      <description>${escapeXml(post.excerpt)}</description>`,
      '    </item>',
    ].join('\n');
  });
  const newest = posts[0];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${escapeXml(channel.title)}</title>`,
    `    <link>${escapeXml(blogUrl)}</link>`,
    `    <description>${escapeXml(channel.description)}</description>`,
    '    <language>en</language>',
    `    <atom:link href="${escapeXml(`${blogUrl}/rss.xml`)}" rel="self" type="application/rss+xml"/>`,
    ...(newest
      ? [`    <lastBuildDate>${new Date(newest._updatedAt).toUTCString()}</lastBuildDate>`]
      : []),
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
