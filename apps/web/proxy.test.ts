import { CODE_FILES, CODE_PAGES, FIXED_PAGES } from '@brp/core/addresses';
import { NextRequest } from 'next/server';
import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server';
import { describe, expect, it } from 'vitest';

const { config, proxy } = await import('./proxy');

const runs = (path: string) => unstable_doesMiddlewareMatch({ config, url: path });

/** What the proxy does with a request: where Next's headers say it goes, and the status. */
async function outcome(path: string, init: { method?: string; cookie?: string } = {}) {
  const request = new NextRequest(new URL(path, 'http://localhost'), {
    method: init.method ?? 'GET',
    headers: init.cookie ? { cookie: init.cookie } : {},
  });
  const response = await proxy(request);
  const rewrite = response.headers.get('x-middleware-rewrite');
  return {
    status: response.status,
    to: rewrite ? new URL(rewrite).pathname : response.headers.get('x-middleware-next') && 'next',
    allow: response.headers.get('allow'),
  };
}

describe('the proxy runs', () => {
  it('for every address but the code’s prerendered pages and files', () => {
    const paths = [
      ...FIXED_PAGES.map((page) => `/${page.address}`),
      '/blog/loyalty-app-security',
      '/blog/rss.xml',
      '/jobs/backend-engineer',
      '/spring-offer',
      '/a/b/c/d',
      '/ZZprobe',
      '/About',
      '/under_score',
      '/favicon.ico',
      '/api/revalidate',
      '/api/anything',
      '/og/about',
      '/seed-images/a/b',
    ];
    for (const path of paths) expect(runs(path), path).toBe(true);
  });

  it('never for those pages and files, Next’s own files or the public folder’s', () => {
    const paths = [
      ...CODE_PAGES.map((page) => `/${page}`),
      // There is no favicon.ico: the icon is icon.png, and the address answers 404.
      ...CODE_FILES.filter((file) => file !== 'favicon.ico').map((file) => `/${file}`),
      '/_next/static/chunks/app.js',
      '/_next/image',
      '/media/hero-poster.jpg',
    ];
    for (const path of paths) expect(runs(path), path).toBe(false);
  });
});

describe('the proxy sends', () => {
  it('an address nothing answers to the 404 page, whatever its spelling or method', async () => {
    for (const path of [
      '/ZZprobe1',
      '/About',
      '/under_score',
      '/a/b/c/d',
      '/file.txt',
      '/api/anything',
      '/blog/no-such-post',
      '/blog/loyalty-app-security/extra',
      '/jobs/no-such-posting',
      '/og/no-such-page',
      '/seed-images/a/b',
      '/seed-images/no-such-image.png',
      '/seed-images/junk',
      '/waitlist/confirm/not-a-code',
      `/waitlist/status/${'a'.repeat(25)}`,
      `/waitlist/other/${'a'.repeat(24)}`,
      // The development server's mail outbox is no page of a production (or test) server.
      '/dev/mail',
    ]) {
      for (const method of ['GET', 'PUT', 'PROPFIND']) {
        expect(await outcome(path, { method }), `${method} ${path}`).toMatchObject({ to: '/404' });
      }
    }
  });

  it('a forged draft cookie to the 404 page too', async () => {
    const cookie = '__prerender_bypass=0123456789abcdef0123456789abcdef';
    expect(await outcome('/ZZprobe2', { cookie })).toMatchObject({ to: '/404' });
  });

  it('a known address on, for GET and HEAD', async () => {
    for (const path of [
      '/about',
      '/api',
      '/features/pos-integration',
      '/blog/loyalty-app-security',
    ]) {
      for (const method of ['GET', 'HEAD']) {
        expect(await outcome(path, { method }), path).toMatchObject({ to: 'next' });
      }
    }
    expect(await outcome('/blog/rss.xml')).toMatchObject({ to: 'next' });
    expect(await outcome('/og/about')).toMatchObject({ to: 'next' });
    expect(await outcome('/seed-images/logo-192x192.png')).toMatchObject({ to: 'next' });
    expect(await outcome('/api/revalidate', { method: 'POST' })).toMatchObject({ to: 'next' });
    // A person's links: the page looks the code up itself.
    for (const section of ['confirm', 'status', 'leave']) {
      const path = `/waitlist/${section}/${'a'.repeat(24)}`;
      expect(await outcome(path), path).toMatchObject({ to: 'next' });
    }
    expect(await outcome('/api/waitlist/confirm', { method: 'POST' })).toMatchObject({
      to: 'next',
    });
  });

  it('405 with Allow for any other method, 204 for OPTIONS', async () => {
    // TRACE never gets here: Request cannot carry it, so the server refuses it before Next.
    for (const method of ['PUT', 'DELETE', 'PATCH', 'PROPFIND', 'POST']) {
      expect(await outcome('/about', { method }), method).toEqual({
        status: 405,
        to: null,
        allow: 'GET, HEAD, OPTIONS',
      });
    }
    expect(await outcome('/og/about', { method: 'OPTIONS' })).toMatchObject({
      status: 204,
      allow: 'GET, HEAD, OPTIONS',
    });
    expect(await outcome('/api/revalidate', { method: 'PUT' })).toMatchObject({
      status: 405,
      allow: 'POST, OPTIONS',
    });
  });
});
