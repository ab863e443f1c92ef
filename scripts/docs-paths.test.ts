/**
 * Docs name only what exists: every repository path the README and `docs/` mention, in a code
 * span or as a link, resolves to a file or folder of the checkout, or to one the build or the
 * tests write (git-ignored); routes, URLs, package names and placeholders are not paths. Every
 * commit they cite is in the history, and the sizes architecture.md gives its home-made parts
 * are the parts' sizes.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, globSync, readdirSync, readFileSync, statSync } from 'node:fs';
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

const read = (document: string) => readFileSync(join(root, document), 'utf8');
const codeSpans = (text: string) => [...text.matchAll(/`([^`\n]+)`/g)].map((match) => match[1]!);

function mentions(document: string): string[] {
  const text = read(document);
  const spans = codeSpans(text);
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

/** Commits the document cites: code spans of 7 to 40 hex digits, a letter among them (a number
 * such as `63072000` is not one). */
const commits = (document: string) =>
  [...new Set(codeSpans(read(document)))].filter(
    (span) => /^[0-9a-f]{7,40}$/.test(span) && /[a-f]/.test(span),
  );

const git = (...args: string[]) =>
  execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });

function isCommit(id: string): boolean {
  try {
    git('cat-file', '-e', `${id}^{commit}`);
    return true;
  } catch {
    return false;
  }
}

/** A part of architecture.md's home-made parts table: its name, its files, its size in lines. */
interface Part {
  name: string;
  paths: string[];
  size: number;
}

function homeMadeParts(): Part[] {
  const text = read('docs/architecture.md');
  const section = text.slice(text.indexOf('## Home-made parts')).split('\n');
  const first = section.findIndex((line) => line.startsWith('|'));
  const last = section.findIndex((line, index) => index > first && !line.startsWith('|'));
  // The header row and the separator, then a row per part.
  return section.slice(first + 2, last).map((row) => {
    const [name = '', size = ''] = row.split('|').slice(1, 3);
    return {
      name: name.trim(),
      paths: codeSpans(name),
      size: Number(/[\d,]+/.exec(size)?.[0].replaceAll(',', '')),
    };
  });
}

/** Where a part's path is: the one place, among the document's folder and the bases, it exists. */
function locate(mention: string): string[] {
  return ['docs', ...bases].map((base) => join(root, base, mention)).filter(exists);
}

/** Lines (as `wc -l` counts them) of a file, or of a folder's files; tests and prose left out. */
function lines(path: string): number {
  if (statSync(path).isDirectory()) {
    return readdirSync(path).reduce((sum, entry) => sum + lines(join(path, entry)), 0);
  }
  if (/\.(test|spec)\.|\.md$/.test(path)) return 0;
  return readFileSync(path, 'utf8').split('\n').length - 1;
}

/** How far a size may drift before the table is wrong: a tenth, or five lines for small parts. */
const slack = (size: number) => Math.max(5, Math.round(size / 10));

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

describe('the commits the docs cite', () => {
  // A shallow clone lacks the older commits, so it cannot tell a wrong id from one it never
  // fetched; CI clones the whole history.
  const shallow = git('rev-parse', '--is-shallow-repository').trim() === 'true';

  it.each(documents)('%s cites only commits in the history', (document) => {
    const missing = commits(document).filter((id) => !isCommit(id));
    const why = shallow
      ? 'this clone is shallow: `git fetch --unshallow`, then run again'
      : `${document} cites commits that are not in the history`;
    expect(missing, why).toEqual([]);
  });

  it('recognises commit ids among the code spans', () => {
    expect(commits('docs/architecture.md')).toContain('312a52b');
    expect(commits('docs/deployment.md')).not.toContain('63072000');
  });
});

describe('the home-made parts architecture.md lists', () => {
  const parts = homeMadeParts();

  it('are found, each with its files and a size', () => {
    expect(parts.length).toBeGreaterThan(10);
    for (const part of parts) {
      expect(part.paths.length, part.name).toBeGreaterThan(0);
      expect(part.size, part.name).toBeGreaterThan(0);
      for (const path of part.paths) expect(locate(path), `${part.name}: ${path}`).toHaveLength(1);
    }
  });

  it('are the size the table says, within a tenth', () => {
    const wrong = parts
      .map((part) => ({
        part: part.name,
        table: part.size,
        counted: part.paths
          .flatMap((path) => locate(path).slice(0, 1))
          .reduce((sum, path) => sum + lines(path), 0),
      }))
      .filter(({ table, counted }) => Math.abs(counted - table) > slack(table));
    expect(wrong, 'sizes to write in docs/architecture.md (non-test lines, wc -l)').toEqual([]);
  });
});
