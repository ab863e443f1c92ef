import type { NextConfig } from 'next';
import { PHASE_DEVELOPMENT_SERVER } from 'next/constants';

import { distDir, thirdParties } from './lib/env';
import { securityHeaders } from './lib/security-headers';

export default function nextConfig(phase: string): NextConfig {
  const dev = phase === PHASE_DEVELOPMENT_SERVER;
  return {
    distDir,
    // The core package ships TypeScript source; Next compiles it with the app.
    transpilePackages: ['@brp/core', '@brp/seed'],
    compiler: { styledComponents: true },
    typedRoutes: true,
    poweredByHeader: false,
    // The only stylesheet is the font's few hundred bytes: inline, it no longer holds the first
    // paint back for a request (styled-components' styles are inline already).
    experimental: { inlineCss: true },
    // The policy is fixed at build time, like the pages: see lib/security-headers.ts.
    headers: () =>
      Promise.resolve([{ source: '/:path*', headers: securityHeaders(thirdParties, { dev }) }]),
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
