// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';

import { prefetchablePath } from './intent-prefetch';

const here = new URL('https://blocal.test/jobs?ref=mail') as unknown as Location;

function link(href: string, attributes: Record<string, string> = {}) {
  const anchor = document.createElement('a');
  anchor.href = href;
  for (const [name, value] of Object.entries(attributes)) anchor.setAttribute(name, value);
  return anchor;
}

describe('prefetchablePath', () => {
  it.each([
    ['/about', '/about'],
    ['https://blocal.test/blog/loyalty-app-security', '/blog/loyalty-app-security'],
    ['/#pricing', '/'],
    ['/?join=vendor#waitlist', '/?join=vendor'],
  ])('prefetches the page behind %s', (href, path) => {
    expect(prefetchablePath(link(href), here)).toBe(path);
  });

  it.each([
    ['another site', link('https://example.com/about')],
    ['an API route', link('/api/draft-mode/enable')],
    ['a file', link('/blog/rss.xml')],
    ['a download', link('/about', { download: '' })],
    ['a new tab', link('/about', { target: '_blank' })],
    ['the page itself', link('/jobs?ref=mail#top')],
    ['a mail address', link('mailto:hello@blocal.test')],
  ])('leaves %s alone', (_, anchor) => {
    expect(prefetchablePath(anchor, here)).toBeUndefined();
  });
});
