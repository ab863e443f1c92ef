import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

import { expect, test } from '@playwright/test';

import { budgetLine, KB, printBudget } from '../support/byte-budget';

/**
 * First-load JavaScript per route, read from the production build (Next 16 records each route's
 * first-load chunks in .next/diagnostics) and gzipped at zlib's default level. A bare Next 16 page
 * is about 135 KB; interactive leaves must fit in what is left.
 */
const webDir = resolve(import.meta.dirname, '../../apps/web');
const BUDGET = { landing: 170 * KB, other: 155 * KB };

interface RouteStats {
  route: string;
  firstLoadChunkPaths: string[];
}

async function firstLoadGzipBytes(stats: RouteStats): Promise<number> {
  const sizes = await Promise.all(
    stats.firstLoadChunkPaths.map(
      async (path) => gzipSync(await readFile(join(webDir, path))).length,
    ),
  );
  return sizes.reduce((sum, size) => sum + size, 0);
}

test('every route stays within its first-load JavaScript budget', async () => {
  const routes = JSON.parse(
    await readFile(join(webDir, '.next/diagnostics/route-bundle-stats.json'), 'utf8'),
  ) as RouteStats[];
  expect(routes.map((stats) => stats.route)).toContain('/');

  const report = await Promise.all(
    routes.map(async (stats) => budgetLine(stats.route, await firstLoadGzipBytes(stats), BUDGET)),
  );
  printBudget(report);
  expect(report.filter((line) => !line.within)).toEqual([]);
});
