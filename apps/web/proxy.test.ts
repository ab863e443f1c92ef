import { readdirSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

import { CODE_FILES, CODE_PAGES, CODE_SECTIONS, FIXED_PAGES } from '@brp/core/addresses';
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

// @brp/core/addresses is the one account of the code's routes: the studio refuses those
// addresses to pages and the proxy skips or checks them. A route file it does not name would be
// shadowed by a page built in the studio, or sent to the 404 page by the proxy.
describe('the code’s routes, written once in @brp/core/addresses', () => {
  const app = join(import.meta.dirname, 'app');

  /** Files at the app's root that Next answers at an address of their own, and that address. */
  const ROOT_FILES: Readonly<Record<string, string>> = {
    'sitemap.ts': 'sitemap.xml',
    'robots.ts': 'robots.txt',
    'icon.png': 'icon.png',
    'apple-icon.png': 'apple-icon.png',
    'opengraph-image.tsx': 'opengraph-image',
    'not-found.tsx': '404',
  };

  /** What the app's files answer, by the list that must name it. */
  function appRoutes() {
    const routes = { pages: [] as string[], files: [] as string[], unplaced: [] as string[] };
    const sections = new Set<string>();
    const files = readdirSync(app, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name).slice(app.length + 1))
      // A layout answers no address of its own.
      .filter((file) => !/\.test\.tsx?$/.test(file) && basename(file) !== 'layout.tsx');
    for (const file of files) {
      const folder = dirname(file) === '.' ? '' : dirname(file);
      const [first = '', ...below] = folder.split('/');
      const isStaticPage = basename(file) === 'page.tsx' && !folder.includes('[');
      // The studio's pages, all served by one catch-all route.
      if (first === '[...address]') continue;
      if (below.length > 0 && (CODE_SECTIONS as readonly string[]).includes(first)) {
        sections.add(first);
      } else if (isStaticPage) routes.pages.push(folder);
      else if (folder === '' && ROOT_FILES[file]) routes.files.push(ROOT_FILES[file]);
      else routes.unplaced.push(file);
    }
    // Next's own files (/_next/…) have no route file.
    return { ...routes, sections: [...sections, '_next'] };
  }

  it('are exactly the app’s route files: its pages, its root files and its sections', () => {
    const routes = appRoutes();
    expect(routes.unplaced, 'route files @brp/core/addresses cannot place').toEqual([]);
    expect(routes.pages.sort(), 'CODE_PAGES').toEqual([...CODE_PAGES].sort());
    expect(routes.files.sort(), 'CODE_FILES').toEqual([...CODE_FILES].sort());
    expect(routes.sections.sort(), 'CODE_SECTIONS').toEqual([...CODE_SECTIONS].sort());
  });

  it('are what the proxy’s matcher skips, with Next’s own files and the public folder’s', () => {
    // Next reads the matcher without running proxy.ts, so it is a literal; this is the literal
    // the list gives: the code's pages and root files, Next's files, the public folder's.
    const escape = (text: string) => text.replaceAll(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const publicEntries = readdirSync(join(import.meta.dirname, 'public'), { withFileTypes: true });
    const prefixes = [
      '_next/',
      ...publicEntries.filter((entry) => entry.isDirectory()).map((entry) => `${entry.name}/`),
    ];
    const exact = [
      ...CODE_PAGES.filter((page) => page !== ''),
      ...CODE_FILES,
      ...publicEntries.filter((entry) => entry.isFile()).map((entry) => entry.name),
    ];
    const alternatives = [
      ...(CODE_PAGES.includes('') ? ['$'] : []),
      ...prefixes.map(escape),
      `(?:${exact.map(escape).join('|')})$`,
    ];
    const matcher = `/((?!${alternatives.join('|')}).*)`;
    expect(config.matcher, 'proxy.ts config.matcher').toEqual([matcher]);
  });
});

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
      ...CODE_FILES.map((file) => `/${file}`),
      '/_next/static/chunks/app.js',
      '/_next/image',
      '/media/hero-poster.jpg',
    ];
    for (const path of paths) expect(runs(path), path).toBe(false);
  });
});

describe('the proxy sends', () => {
  it('429 to a client past its views of people’s own pages, before any lookup', async () => {
    const path = `/waitlist/status/${'b'.repeat(24)}`;
    const from = (address: string) =>
      proxy(
        new NextRequest(new URL(path, 'http://localhost'), {
          headers: { 'x-forwarded-for': address },
        }),
      );
    for (let view = 0; view < 60; view += 1) {
      expect((await from('198.51.100.60')).status, `view ${view + 1}`).toBe(200);
    }
    const refused = await from('198.51.100.60');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await from('198.51.100.61')).status).toBe(200);
  });

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
    expect(await outcome('/waitlist/left')).toMatchObject({ to: 'next' });
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
