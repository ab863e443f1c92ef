// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';

import { escapeXml, rssFeed } from './rss';

const post = {
  title: 'Rewards & "tokens" <explained>',
  slug: 'loyalty-app-security',
  publishedAt: '2025-04-10',
  excerpt: 'Why tokens can’t be forged.',
  _updatedAt: '2025-04-11T09:00:00Z',
};

describe('rssFeed', () => {
  const feed = rssFeed(
    { title: 'Blocal blog', description: 'News', siteUrl: 'https://example.com' },
    [post],
  );

  it('lists each post with its link, date and summary, escaped', () => {
    expect(feed).toContain('<title>Rewards &amp; &quot;tokens&quot; &lt;explained&gt;</title>');
    expect(feed).toContain('<link>https://example.com/blog/loyalty-app-security</link>');
    expect(feed).toContain('<pubDate>Thu, 10 Apr 2025 00:00:00 GMT</pubDate>');
    expect(feed).toContain('<description>Why tokens can’t be forged.</description>');
  });

  it('names itself and the blog it follows', () => {
    expect(feed).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
    expect(feed).toContain(
      '<atom:link href="https://example.com/blog/rss.xml" rel="self" type="application/rss+xml"/>',
    );
    expect(feed).toContain('<lastBuildDate>Fri, 11 Apr 2025 09:00:00 GMT</lastBuildDate>');
  });

  it('is a valid empty channel before the first post', () => {
    const empty = rssFeed({ title: 'Blog', description: 'News', siteUrl: 'https://x.test' }, []);
    expect(empty).not.toContain('<item>');
    expect(empty).toContain('</channel>');
  });
});

describe('escapeXml', () => {
  it('escapes the five XML specials', () => {
    expect(escapeXml(`<a href="x">Tom & Jerry's</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;',
    );
  });
});

describe('characters XML forbids', () => {
  const dirty = {
    ...post,
    title: 'Tabs\tstay, NUL\u0000, vertical tab\u000B, bell\u0007 and \uFFFE go; 🎉 stays',
    excerpt: 'A broken pair \uD800 goes; é, ’ and \u2028 stay.',
  };
  const feed = rssFeed({ title: 'Blog\u001F', description: 'News', siteUrl: 'https://x.test' }, [
    dirty,
  ]);

  it('are removed, so the feed parses as XML, and every allowed character stays', () => {
    const document = new DOMParser().parseFromString(feed, 'application/xml');
    expect(document.querySelector('parsererror')).toBeNull();
    expect(document.querySelector('item > title')?.textContent).toBe(
      'Tabs\tstay, NUL, vertical tab, bell and  go; 🎉 stays',
    );
    expect(document.querySelector('item > description')?.textContent).toBe(
      'A broken pair  goes; é, ’ and \u2028 stay.',
    );
    expect(document.querySelector('channel > title')?.textContent).toBe('Blog');
  });
});
