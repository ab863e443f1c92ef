import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  // The core package ships TypeScript source; Next compiles it with the app.
  transpilePackages: ['@brp/core'],
  compiler: { styledComponents: true },
  typedRoutes: true,
  poweredByHeader: false,
};

export default nextConfig;
