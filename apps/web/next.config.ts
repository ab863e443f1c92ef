import { join } from 'node:path';

import type { NextConfig } from 'next';
import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD } from 'next/constants';

import { MIGRATION_FILES } from './lib/config/migrations-location';
import { SEED_FILES } from './lib/config/seed-location';
import { buildWarnings } from './lib/config/warnings';
// Importing the settings validates every environment variable: a bad one stops the build here.
// The settings without lib/env's server-only guard, which Node (loading this file) cannot take.
import {
  distDir,
  previewFrameAncestors,
  thirdParties,
  warningInput,
} from './lib/config/environment';
import { DRAFT_COOKIE } from './lib/routing/draft-cookie-name';
import { draftModeHeaders, securityHeaders } from './lib/security-headers';
import { VISUAL_EDITING_BUNDLE } from './lib/visual-editing/bundle-path';

export default function nextConfig(phase: string): NextConfig {
  const dev = phase === PHASE_DEVELOPMENT_SERVER;
  // Said once: Next loads this file again in the build's worker, which inherits the marker.
  if (phase === PHASE_PRODUCTION_BUILD && !process.env.__BRP_BUILD_WARNED) {
    for (const warning of buildWarnings(warningInput)) console.warn(`⚠ ${warning}`);
    process.env.__BRP_BUILD_WARNED = '1';
  }
  return {
    distDir,
    // One folder that runs alone (`node apps/web/server.js`): see docs/deployment.md.
    output: 'standalone',
    // Traced from the workspace root, so the workspace packages land beside the app.
    outputFileTracingRoot: join(import.meta.dirname, '..', '..'),
    // The embedded mode reads the seed from disk by a path the tracer cannot follow.
    // So is the editors' Visual Editing module, built beside the app by the build script.
    outputFileTracingIncludes: {
      // And the waitlist's migrations, applied from disk when its database opens; and the one
      // module of the app the cache handler imports (Next loads that by path, untraced).
      '/**': [...SEED_FILES, ...MIGRATION_FILES, './lib/process-slots.ts'],
      '/api/draft-mode/visual-editing': [`./${VISUAL_EDITING_BUNDLE}`],
    },
    // Next's own file-system cache, or with REDIS_URL one cache shared by several servers: the
    // handler decides when the server starts (see the file and docs/deployment.md).
    cacheHandler: join(import.meta.dirname, 'cache-handler.ts'),
    // The core package ships TypeScript source; Next compiles it with the app.
    transpilePackages: ['@brp/blocks', '@brp/core', '@brp/db', '@brp/mail', '@brp/seed'],
    // PGlite loads its WebAssembly and data files from beside its own code: left to Node, not
    // bundled, so they are where it looks (and traced into the standalone folder). React Email's
    // render imports react-dom/server, which a route's bundle (React's server-components build)
    // refuses: left to Node, it renders the mails with React's own server renderer.
    serverExternalPackages: ['@electric-sql/pglite', '@react-email/render'],
    // Component names in class names help while developing; in production they only add bytes.
    compiler: { styledComponents: { displayName: dev, ssr: true } },
    typedRoutes: true,
    // The widths an image's srcset offers: enough for the widest slot (an article's 1,024 px photo)
    // on a 2x screen and a phone's full width at 3x. Next's default list runs to 3,840 px, and
    // every entry is written three times per photographed page (markup, payload, preload).
    images: { deviceSizes: [640, 828, 1080, 1290, 2048] },
    poweredByHeader: false,
    // The only stylesheet is the font's few hundred bytes: inline, it no longer holds the first
    // paint back for a request (styled-components' styles are inline already).
    experimental: {
      inlineCss: true,
      // With a proxy, Next buffers each request's body before any route reads it, up to this
      // (10 MB by default): 16 requests could make a server hold 160 MB. No route reads more than
      // 32 KB (the outbox; the webhook 16 KB), and each refuses more itself; hostile.spec.ts
      // pins that a 10 MB body is answered 413 after its first kilobyte.
      proxyClientMaxBodySize: '64kb',
    },
    // The policy is fixed at build time, like the pages: see lib/security-headers.ts.
    // Later rules override earlier ones per header: the studio may frame a draft preview only.
    headers: () =>
      Promise.resolve([
        { source: '/:path*', headers: securityHeaders(thirdParties, { dev }) },
        ...(previewFrameAncestors
          ? [
              {
                source: '/:path*',
                has: [{ type: 'cookie' as const, key: DRAFT_COOKIE }],
                headers: draftModeHeaders(thirdParties, previewFrameAncestors, { dev }),
              },
            ]
          : []),
      ]),
    // The spec's company routes are aliases of the pages people know.
    redirects: () =>
      Promise.resolve(
        ['about', 'blog', 'jobs'].map((page) => ({
          source: `/company/${page}`,
          destination: `/${page}`,
          permanent: true,
        })),
      ),
  };
}
