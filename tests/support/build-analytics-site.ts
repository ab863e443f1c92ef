/**
 * The site's build generated for a self-hosted analytics server (support/analytics-site.ts),
 * standalone folder and all (generate-site.ts). The analytics spec serves it.
 * Run with Node's type stripping, after the site's build: `node tests/support/build-analytics-site.ts`.
 */
import { ANALYTICS_DIST_DIR, analyticsEnv } from './analytics-site.ts';
import { generateSite } from './generate-site.ts';

process.exitCode = await generateSite(ANALYTICS_DIST_DIR, analyticsEnv);
