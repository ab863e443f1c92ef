/**
 * Another environment's build of the site without compiling it again: a copy of the site's build
 * (`apps/web/.next`, from `pnpm build`) regenerated in that environment with Next's generate mode
 * (`next build --experimental-build-mode=generate`), then its standalone folder completed as
 * `pnpm build` completes the site's. The compiled code is the same whatever the environment (the
 * server reads its settings when it starts); what the environment changes is made here: the pages
 * prerendered from its content, the headers of next.config.ts, the standalone server's config.
 * On this machine a compile takes 60-110 s and a generation 12 s.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { cp, rm } from 'node:fs/promises';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';

import { spawnNext } from './processes.ts';

const webDir = resolve(import.meta.dirname, '../../apps/web');
const SITE_DIST_DIR = '.next';
/** Not taken from the site's build: its data cache would answer the new environment's queries,
 * its standalone folder and route types are made again, a dev server's cache is not a build's,
 * the rest is the site build's record. */
const NOT_COPIED = new Set([
  'cache',
  'dev',
  'standalone',
  'types',
  'trace',
  'trace-build',
  'diagnostics',
  'lock',
]);
/** What the site's build prerendered: generate mode does not empty the folder, and a page only
 * the site had would be served from its copy as if the new content had it. */
const PRERENDERED = /\.(html|rsc|meta|body|segments)$/;

/** Whether `source`, under the site's build folder `from`, belongs in the copy. */
function copied(from: string, source: string): boolean {
  if (dirname(source) === from) return !NOT_COPIED.has(basename(source));
  const inFolder = relative(from, source).split(sep);
  return !(inFolder[0] === 'server' && PRERENDERED.test(basename(source)));
}

async function exitCode(child: ReturnType<typeof spawn>): Promise<number> {
  const [code] = (await once(child, 'exit')) as [number | null];
  return code ?? 1;
}

/** Makes `apps/web/<distDir>` the site's build generated in `env`; resolves to the exit code. */
export async function generateSite(distDir: string, env: Record<string, string>): Promise<number> {
  const to = join(webDir, distDir);
  await rm(to, { recursive: true, force: true });
  const from = join(webDir, SITE_DIST_DIR);
  await cp(from, to, {
    recursive: true,
    filter: (source) => copied(from, source),
  });
  const withDist = { ...env, NEXT_DIST_DIR: distDir };
  const generated = await exitCode(
    spawnNext(webDir, ['build', '--experimental-build-mode=generate'], { env: withDist }),
  );
  if (generated !== 0) return generated;
  return exitCode(
    spawn(process.execPath, ['scripts/complete-standalone.ts'], {
      cwd: webDir,
      env: { ...process.env, ...withDist },
      stdio: 'inherit',
    }),
  );
}
