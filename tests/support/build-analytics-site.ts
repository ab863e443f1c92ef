/**
 * Builds the site with a self-hosted analytics server configured (support/analytics-site.ts),
 * then completes its standalone folder with the production server, as `pnpm build` does. The
 * analytics spec serves it. Run with Node's type stripping: `node tests/support/build-analytics-site.ts`.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';

import { ANALYTICS_DIST_DIR, analyticsEnv } from './analytics-site.ts';
import { spawnNext } from './processes.ts';

const webDir = resolve(import.meta.dirname, '../../apps/web');

async function run(child: ReturnType<typeof spawn>): Promise<number> {
  const [code] = (await once(child, 'exit')) as [number | null];
  return code ?? 1;
}

await rm(join(webDir, ANALYTICS_DIST_DIR), { recursive: true, force: true });
process.exitCode = await run(spawnNext(webDir, ['build'], { env: analyticsEnv }));
if (process.exitCode === 0) {
  process.exitCode = await run(
    spawn(process.execPath, ['scripts/complete-standalone.ts'], {
      cwd: webDir,
      env: { ...process.env, ...analyticsEnv },
      stdio: 'inherit',
    }),
  );
}
