// @vitest-environment node
import { CODE_FILES, CODE_PAGES, CODE_SECTIONS, FIXED_PAGES } from '@brp/core/addresses';
import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server';
import { describe, expect, it, vi } from 'vitest';

// Next's guard against importing server code into a client bundle; there is no bundle here.
vi.mock('server-only', () => ({}));

const { config } = await import('./proxy');

const runs = (path: string) => unstable_doesMiddlewareMatch({ config, url: path });

describe('the proxy runs', () => {
  it('for the addresses of posts, job postings and built pages', () => {
    for (const path of [
      '/blog/loyalty-app-security',
      '/jobs/backend-engineer',
      '/spring-offer',
      '/campaigns/spring-offer',
      '/features/gift-cards',
      '/about/press',
      '/a/b/c',
    ])
      expect(runs(path), path).toBe(true);
  });

  it("never for the code's own pages, sections and files, nor the spec's built pages", () => {
    const paths = [
      ...CODE_PAGES.map((page) => `/${page}`),
      // They always exist (the studio cannot delete them): nothing to send to the 404 page.
      ...FIXED_PAGES.map((page) => `/${page.address}`),
      // The sections' addresses below a post's or a posting's own.
      ...CODE_SECTIONS.map((section) => `/${section}/any/thing`),
      ...CODE_FILES.map((file) => `/${file}`),
      '/_next/static/chunks/app.js',
      '/api/v1.0/email/send',
      '/seed-images/logo-192x192.png',
      '/blog/loyalty-app-security/opengraph-image',
      '/og/spring-offer',
      '/a/b/c/d',
    ];
    for (const path of paths) expect(runs(path), path).toBe(false);
  });
});
