/**
 * Docs name only paths that exist: every repository path the README and `docs/` mention, in a
 * code span or as a link, resolves to a file or folder of the checkout, or to one the build or
 * the tests write (git-ignored). Routes, URLs, package names and placeholders are not paths.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, globSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..');
const documents = [
  'README.md',
  ...readdirSync(join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

/** Where a path written relative to a package is looked for, besides the document's own folder. */
const bases = [
  '.',
  'apps/web',
  'apps/web/components',
  'studio',
  'tests',
  ...globSync('packages/*', { cwd: root }),
];

/** Mentions that are not repository paths: routes, URLs, package names, module specifiers,
 * placeholders, commands. */
function isRepositoryPath(mention: string): boolean {
  if (!mention.includes('/')) return false;
  if (/^(\/|@|[a-z]+:|\.\/pnpmw|next\/|_next\/)/.test(mention)) return false;
  return !/[<>…={}\s]/.test(mention);
}

function mentions(document: string): string[] {
  const text = readFileSync(join(root, document), 'utf8');
  const spans = [...text.matchAll(/`([^`\n]+)`/g)].map((match) => match[1]!);
  const links = [...text.matchAll(/\]\(([^)\s#]+)(?:#[^)]*)?\)/g)].map((match) => match[1]!);
  return [...new Set([...spans, ...links])].filter(isRepositoryPath);
}

const exists = (path: string) => (/[*?]/.test(path) ? globSync(path).length > 0 : existsSync(path));

/** Written by a build, the test command or the server: git ignores it, so it may not exist yet. */
function isOutput(path: string): boolean {
  // A folder that does not exist yet matches a folder pattern (`.toolchain/`) only as `name/`.
  const asGitSees = relative(root, path) + (path.endsWith('/') ? '/' : '');
  try {
    execFileSync('git', ['check-ignore', '--quiet', '--no-index', asGitSees], {
      cwd: root,
    });
    return true;
  } catch {
    return false;
  }
}

function resolves(document: string, mention: string): boolean {
  const candidates = [dirname(document), ...bases].map((base) => join(root, base, mention));
  return candidates.some(exists) || isOutput(candidates[1]!);
}

describe('the paths the docs name', () => {
  it.each(documents)('%s names only paths that exist', (document) => {
    const missing = mentions(document).filter((mention) => !resolves(document, mention));
    expect(missing, `${document} names paths that do not exist`).toEqual([]);
  });

  it('recognises paths among the mentions', () => {
    // Guards the filter: a change that made it drop every mention would pass the test above.
    expect(mentions('README.md')).toEqual(
      expect.arrayContaining(['apps/web/', 'docs/deployment.md']),
    );
  });
});
