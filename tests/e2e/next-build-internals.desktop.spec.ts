import { readdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';

import { expect, test } from '@playwright/test';

import { inlineScripts } from '../../apps/web/server/inline-scripts';

/**
 * What Next's build writes that this project reads, pinned against the production build (the
 * installed Next's constants are pinned by apps/web/test/next-internals.test.ts). Each failure
 * names the file of Next's and the file of ours that reads it.
 */
const distDir = resolve(import.meta.dirname, '../../apps/web/.next');
const json = async <T>(path: string) =>
  JSON.parse(await readFile(join(distDir, path), 'utf8')) as T;

test("a built page's .meta names the key Next looks it up under: /route-cache/APP_PAGE/<hash>/$/<path>", async () => {
  for (const [file, path] of [
    ['server/app/index.meta', '/index'],
    ['server/app/blog.meta', '/blog'],
  ]) {
    const meta = await json<{ routeCache?: { key?: string } }>(file!);
    expect(
      meta.routeCache?.key,
      `${file}: routeCache.key, read by lib/shared-cache/initial-cache.ts (seeding Redis) and parsed by server/surrogate-keys.ts`,
    ).toMatch(new RegExp(`^/route-cache/APP_PAGE/[0-9a-f]{64}/\\$${path}$`));
  }
});

test('required-server-files.json carries the configuration a standalone server starts with', async () => {
  const { config } = await json<{ config?: Record<string, unknown> }>('required-server-files.json');
  expect(
    config,
    'required-server-files.json: config, baked into the production server by scripts/complete-standalone.ts',
  ).toEqual(
    expect.objectContaining({
      distDir: expect.any(String),
      cacheHandler: expect.stringContaining('cache-handler'),
    }),
  );
});

test("preview-props.json holds the draft-mode cookie's value for this build", async () => {
  const { previewModeId } = await json<{ previewModeId?: unknown }>('server/preview-props.json');
  expect(
    previewModeId,
    'server/preview-props.json: previewModeId, checked by lib/routing/draft-cookie.ts (and its shape by the Varnish VCL)',
  ).toMatch(/^[0-9a-f]{32}$/);
});

test('the build runs the code as several copies, which only the process slots join', async () => {
  // Two Turbopack runtimes, each with its own modules: a module variable is one per copy.
  for (const runtime of [
    'server/chunks/[turbopack]_runtime.js',
    'server/chunks/ssr/[turbopack]_runtime.js',
  ]) {
    await expect(
      readFile(join(distDir, runtime), 'utf8'),
      `${runtime}: a runtime of its own, why apps/web/lib/process-slots.ts exists`,
    ).resolves.toContain('moduleCache');
  }
  // The cache handler, loaded by path, finds the one module it imports in the standalone folder.
  const standalone = join(distDir, 'standalone/apps/web');
  await expect(
    readFile(join(standalone, 'lib/process-slots.ts'), 'utf8'),
    'standalone/apps/web/lib/process-slots.ts: imported by cache-handler.ts, traced by next.config.ts',
  ).resolves.toContain('export function readProcessSlot');
});

test('BUILD_ID names the build the shared cache is seeded for', async () => {
  const buildId = (await readFile(join(distDir, 'BUILD_ID'), 'utf8')).trim();
  expect(buildId, 'BUILD_ID, read by lib/shared-cache/start.ts').toMatch(/^\S+$/);
});

test("every inline script of every prerendered page is of a shape the server's policy lets run", async () => {
  const pages = (await readdir(join(distDir, 'server/app'), { recursive: true })).filter((file) =>
    file.endsWith('.html'),
  );
  expect(pages.length).toBeGreaterThan(10);
  for (const page of pages) {
    const html = await readFile(join(distDir, 'server/app', page), 'utf8');
    expect(
      inlineScripts(html).refused,
      `server/app/${page}: an inline script of a shape apps/web/server/inline-scripts.ts does not know (Next's flight or Turbopack's chunk list changed?)`,
    ).toEqual([]);
  }
});
