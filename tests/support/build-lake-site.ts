/**
 * Builds the site against the fake Content Lake (into apps/web/.next-lake): every page is
 * generated at build time through the real Sanity client, as in production; then completes its
 * standalone folder with the production server, as `pnpm build` does (the edge-cache spec runs it).
 * Run with Node's type stripping: `node tests/support/build-lake-site.ts`.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';

import { LAKE_DIST_DIR, runNext, startSeededLake, webDir } from './lake-site.ts';

// From scratch: a previous build's fetch cache would answer the queries instead of the lake.
await rm(join(webDir, LAKE_DIST_DIR), { recursive: true, force: true });

const lake = await startSeededLake();
try {
  const build = runNext(['build']);
  const [code] = (await once(build, 'exit')) as [number | null];
  if (lake.queryCount === 0) throw new Error('The build never queried the fake Content Lake');
  console.log(
    `build-lake-site: the build ran ${lake.queryCount} queries against the fake Content Lake`,
  );
  process.exitCode = code ?? 1;
  if (code === 0) {
    const complete = spawn(process.execPath, ['scripts/complete-standalone.ts'], {
      cwd: webDir,
      env: { ...process.env, NEXT_DIST_DIR: LAKE_DIST_DIR },
      stdio: 'inherit',
    });
    const [completed] = (await once(complete, 'exit')) as [number | null];
    process.exitCode = completed ?? 1;
  }
} finally {
  await lake.close();
}
