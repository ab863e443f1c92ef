/**
 * The site's build generated against the fake Content Lake (into apps/web/.next-lake, with its
 * standalone folder; generate-site.ts): every page is prerendered through the real Sanity client,
 * as in production. The content-lake, edge-cache and several-servers specs run it.
 * Run with Node's type stripping, after the site's build: `node tests/support/build-lake-site.ts`.
 */
import { generateSite } from './generate-site.ts';
import { LAKE_DIST_DIR, lakeSiteEnv, startSeededLake } from './lake-site.ts';

const lake = await startSeededLake();
try {
  process.exitCode = await generateSite(LAKE_DIST_DIR, lakeSiteEnv);
  if (lake.queryCount === 0) throw new Error('The build never queried the fake Content Lake');
  console.log(
    `build-lake-site: the build ran ${lake.queryCount} queries against the fake Content Lake`,
  );
} finally {
  await lake.close();
}
