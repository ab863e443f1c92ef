import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  // A second build (the end-to-end tests' build against a fake Content Lake) goes elsewhere.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // The core package ships TypeScript source; Next compiles it with the app.
  transpilePackages: ['@brp/core', '@brp/studio'],
  compiler: { styledComponents: true },
  typedRoutes: true,
  poweredByHeader: false,
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

export default nextConfig;
