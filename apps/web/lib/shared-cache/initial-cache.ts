import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import { registerInitialCache } from '@fortedigital/nextjs-cache-handler/instrumentation';

type SetArguments = Parameters<CacheHandler['set']>;

/** The key Next 16.4 reads a built page or route under, as the build wrote it in its .meta. */
async function routeCacheKey(serverDistDir: string, path: string): Promise<string | undefined> {
  try {
    const meta = JSON.parse(await readFile(join(serverDistDir, 'app', `${path}.meta`), 'utf8')) as {
      routeCache?: { key?: unknown };
    };
    return typeof meta.routeCache?.key === 'string' ? meta.routeCache.key : undefined;
  } catch {
    return undefined;
  }
}

/**
 * registerInitialCache (3.3.0) files each built page under its path (`/index`, `/blog/x`), but
 * Next 16.4 looks pages and routes up under a key scoped by the route that owns them
 * (`/route-cache/APP_PAGE/<hash of the route>/$/index`): seeded as the library does it, the
 * first request was still a miss. This handler files them under the key Next reads; fetched
 * data keeps its key.
 */
function handlerWithNextKeys(serverDistDir: string): typeof CacheHandler {
  return class extends CacheHandler {
    override async set(...[key, value, context]: SetArguments) {
      const scoped =
        String(value?.kind) === 'FETCH' ? key : await routeCacheKey(serverDistDir, key);
      if (scoped) await super.set(scoped, value, context);
    }
  };
}

/**
 * Writes the build's pages, routes and fetched data into the shared cache, where nothing newer
 * is: the first request on a fresh instance is then a hit, not a render.
 */
export async function seedFromBuild(distDir: string): Promise<void> {
  const buildDir = join(/* turbopackIgnore: true */ process.cwd(), distDir);
  await registerInitialCache(handlerWithNextKeys(join(buildDir, 'server')), {
    buildDir: distDir,
    setOnlyIfNotExists: true,
  });
}
