/**
 * The parts of Next's inside this project relies on, pinned against the installed Next: each test
 * names the internal, the file of ours that uses it and why (docs/architecture.md, "Home-made
 * parts"), so an upgrade that moves one fails here, by name, before anything breaks quietly.
 * What the build writes (cache keys in `.meta`, `preview-props.json`, `required-server-files.json`)
 * is pinned against a real build by tests/e2e/next-build-internals.desktop.spec.ts.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const nextVersion = (require('next/package.json') as { version: string }).version;
const source = (module: string) => readFileSync(require.resolve(module), 'utf8');
const because = (internal: string, user: string) =>
  `Next ${nextVersion} changed ${internal}, which ${user} relies on`;

describe(`Next's internals this project relies on (next ${nextVersion})`, () => {
  it('__NEXT_PRIVATE_STANDALONE_CONFIG: read as the configuration of a standalone server', () => {
    expect(
      source('next/dist/server/config.js'),
      because('__NEXT_PRIVATE_STANDALONE_CONFIG', 'server/main.ts (the production server)'),
    ).toMatch(/JSON\.parse\(process\.env\.__NEXT_PRIVATE_STANDALONE_CONFIG\)/);
  });

  it("file-system-cache.js: Next's own cache class, wrapped when there is no Redis", () => {
    const { default: FileSystemCache } =
      require('next/dist/server/lib/incremental-cache/file-system-cache.js') as {
        default: { prototype: Record<string, unknown> };
      };
    const methods = ['get', 'set', 'revalidateTag', 'resetRequestCache'].filter(
      (method) => typeof FileSystemCache?.prototype?.[method] !== 'function',
    );
    expect(
      methods,
      because('file-system-cache.js (its default class)', 'cache-handler.ts'),
    ).toEqual([]);
  });

  it("workAsyncStorage's incrementalCache: expired and awaited by the publish webhook", () => {
    const { workAsyncStorage } =
      require('next/dist/server/app-render/work-async-storage.external.js') as {
        workAsyncStorage?: { getStore?: unknown };
      };
    const { IncrementalCache } = require('next/dist/server/lib/incremental-cache/index.js') as {
      IncrementalCache?: { prototype: Record<string, unknown> };
    };
    const user = 'lib/content/expire-published.ts (the publish webhook)';
    expect(typeof workAsyncStorage?.getStore, because('workAsyncStorage', user)).toBe('function');
    expect(
      typeof IncrementalCache?.prototype.revalidateTag,
      because('IncrementalCache.revalidateTag', user),
    ).toBe('function');
  });

  it('x-next-cache-tags: the header a cache entry carries its tags in', () => {
    const { NEXT_CACHE_TAGS_HEADER } = require('next/dist/lib/constants') as Record<string, string>;
    expect(
      NEXT_CACHE_TAGS_HEADER,
      because(
        'the x-next-cache-tags header',
        'cache-handler.ts and lib/shared-cache/memory-first.ts',
      ),
    ).toBe('x-next-cache-tags');
  });

  it("CachedRouteKind: the kinds a cache entry's value is tagged with", () => {
    const { CachedRouteKind } = require('next/dist/server/response-cache/types') as {
      CachedRouteKind: Record<string, string>;
    };
    expect(
      CachedRouteKind,
      because('CachedRouteKind', 'lib/shared-cache/memory-first.ts and initial-cache.ts'),
    ).toMatchObject({ APP_PAGE: 'APP_PAGE', APP_ROUTE: 'APP_ROUTE', FETCH: 'FETCH' });
  });

  it("the router's request headers: parts of a compressed answer's key", () => {
    const headers = require('next/dist/client/components/app-router-headers') as Record<
      string,
      string
    >;
    expect(
      headers,
      because("the router's request headers", 'server/compress-once.ts'),
    ).toMatchObject({
      RSC_HEADER: 'rsc',
      NEXT_ROUTER_PREFETCH_HEADER: 'next-router-prefetch',
      NEXT_ROUTER_SEGMENT_PREFETCH_HEADER: 'next-router-segment-prefetch',
      NEXT_ROUTER_STATE_TREE_HEADER: 'next-router-state-tree',
    });
  });

  it("the payload's addresses (.rsc, .segments): read back to the page they belong to", () => {
    const constants = require('next/dist/lib/constants') as Record<string, string>;
    expect(
      constants,
      because('the .rsc and .segments suffixes', 'server/surrogate-keys.ts'),
    ).toMatchObject({ RSC_SUFFIX: '.rsc', RSC_SEGMENTS_DIR_SUFFIX: '.segments' });
  });

  it('x-nextjs-cache: set on the answers Next served from its cache', () => {
    expect(
      source('next/dist/build/templates/app-page-runtime.js'),
      because('the x-nextjs-cache header', 'server/surrogate-keys.ts'),
    ).toContain('x-nextjs-cache');
  });

  it('window.next.router: the app router the preview refreshes without a client component', () => {
    expect(
      source('next/dist/client/components/app-router-instance.js'),
      because('window.next.router', 'lib/visual-editing/adapters.ts (the live preview)'),
    ).toMatch(/window\.next\.router = publicAppRouterInstance/);
  });

  it('__prerender_bypass: the draft-mode cookie the proxy and Varnish recognise', () => {
    const { COOKIE_NAME_PRERENDER_BYPASS } = require('next/dist/server/api-utils') as Record<
      string,
      string
    >;
    expect(
      COOKIE_NAME_PRERENDER_BYPASS,
      because(
        'the draft-mode cookie',
        'lib/routing/draft-cookie.ts and deploy/varnish/default.vcl',
      ),
    ).toBe('__prerender_bypass');
  });

  it('NEXT_PHASE: phase-production-build while building', () => {
    const { PHASE_PRODUCTION_BUILD } = require('next/dist/shared/lib/constants') as Record<
      string,
      string
    >;
    expect(PHASE_PRODUCTION_BUILD, because('PHASE_PRODUCTION_BUILD', 'lib/env.ts')).toBe(
      'phase-production-build',
    );
  });

  it('experimental.inlineCss: still an option', () => {
    expect(
      source('next/dist/server/config-schema.js'),
      because('experimental.inlineCss', 'next.config.ts'),
    ).toMatch(/inlineCss: _zod\.z\.boolean\(\)/);
  });

  it('the request headers the HTTP cache strips are headers Next still reads', () => {
    // deploy/varnish/default.vcl unsets each before caching: one a visitor sent would change the
    // answer every later visitor gets. Should Next rename one, the cache would strip a dead name.
    const vcl = readFileSync(
      join(import.meta.dirname, '../../../deploy/varnish/default.vcl'),
      'utf8',
    );
    const stripped = [...vcl.matchAll(/unset req\.http\.([\w-]+);/g)].map((match) => match[1]!);
    const read = [
      'next/dist/server/base-server.js',
      'next/dist/server/next-server.js',
      'next/dist/server/lib/server-ipc/utils.js',
      'next/dist/lib/constants.js',
      'next/dist/client/components/app-router-headers.js',
    ]
      .map(source)
      .join('\n');
    // Standard headers it also drops (a proxy's, a visitor's cookies on a public page).
    const standard = ['x-forwarded-host', 'forwarded', 'cookie'];
    // Read by Next before 15.2.3 (CVE-2025-29927): still stripped for any older build behind it.
    const retired = ['x-middleware-subrequest'];
    // The cache's own note (the query string a redirect hands on), never a visitor's to set.
    const own = ['x-dropped-query'];
    const unread = stripped.filter(
      (header) =>
        ![...standard, ...retired, ...own].includes(header.toLowerCase()) &&
        !read.includes(`'${header}'`) &&
        !read.includes(`"${header}"`),
    );
    expect(stripped.length).toBeGreaterThan(5);
    expect(unread, because('the request headers it reads', 'deploy/varnish/default.vcl')).toEqual(
      [],
    );
  });
});
