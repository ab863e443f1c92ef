import { readdir, readFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

import { expect, test } from '@playwright/test';

import { budgetLine, KB, printBudget } from '../support/byte-budget';

/**
 * Each prerendered page's document as a browser receives it, read from the production build: a
 * document that fits the first round trips of a connection paints sooner on a slow phone. Every
 * browser asks for Brotli, and the production server sends each page at Brotli's quality 11 from
 * its second request on (server/compress-once.ts), so that is what is weighed (issue #42):
 * 20 KB for /, the most content, and 14 KB for every other page.
 */
const appDir = resolve(import.meta.dirname, '../../apps/web/.next/server/app');
const BUDGET = { landing: 20 * KB, other: 14 * KB };

const asSent = (html: Buffer) =>
  brotliCompressSync(html, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_SIZE_HINT]: html.length,
    },
  }).length;

async function prerenderedPages(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((path) => !relative(appDir, path).startsWith('_'));
}

const routeOf = (path: string) => {
  const route = `/${relative(appDir, path).replace(/\.html$/, '')}`;
  return route === '/index' ? '/' : route;
};

test('every page document, as Brotli sends it, stays within its budget', async () => {
  const report = await Promise.all(
    (await prerenderedPages(appDir)).map(async (path) =>
      budgetLine(routeOf(path), asSent(await readFile(path)), BUDGET),
    ),
  );
  expect(report.map(({ route }) => route)).toContain('/');
  printBudget(report);
  expect(report.filter((line) => !line.within)).toEqual([]);
});

test('every style is in the head, once', async () => {
  for (const path of await prerenderedPages(appDir)) {
    const html = await readFile(path, 'utf8');
    const bodyStart = html.indexOf('<body');
    expect(bodyStart, routeOf(path)).toBeGreaterThan(0);
    const body = html.slice(bodyStart);
    expect(body, routeOf(path)).not.toContain('<style');
    const hrefs = [...html.matchAll(/<style[^>]* data-href="([^"]*)"/g)].flatMap((match) =>
      match[1]!.split(' '),
    );
    expect(new Set(hrefs).size, routeOf(path)).toBe(hrefs.length);
  }
});

test("every style's text is written once, in the head, not again in the inline payload", async () => {
  for (const path of await prerenderedPages(appDir)) {
    const html = await readFile(path, 'utf8');
    const styles = [
      ...html.matchAll(/<style[^>]* data-precedence="sc[^"]*"[^>]*>([^<]+)<\/style>/g),
    ];
    expect(styles.length, routeOf(path)).toBeGreaterThan(0);
    for (const [, css] of styles) {
      // The payload would carry the same text (its first rules hold no quote to escape).
      const opening = css!.slice(0, 60);
      expect(html.split(opening).length - 1, `${routeOf(path)}: ${opening}`).toBe(1);
    }
  }
});
