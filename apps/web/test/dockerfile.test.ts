import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { expect, it } from 'vitest';

const root = join(import.meta.dirname, '../../..');
const dockerfile = readFileSync(join(root, 'Dockerfile'), 'utf8');
const workspace = readFileSync(join(root, 'pnpm-workspace.yaml'), 'utf8');

/** The Dockerfile's instructions, continuation lines joined, comments dropped. */
const instructions = dockerfile
  .replace(/\\\n\s*/g, ' ')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line && !line.startsWith('#'));

/** The files pnpm reads to fetch: the lockfile, the workspace file and every patch it names. */
function filesFetchReads(): string[] {
  const patches = /^patchedDependencies:\n((?:[ \t]+.+\n?)+)/m.exec(workspace)?.[1] ?? '';
  const patchFiles = [...patches.matchAll(/:\s*(\S+)\s*$/gm)].map((match) => match[1]!);
  expect(patchFiles.length).toBeGreaterThan(0);
  return ['pnpm-lock.yaml', 'pnpm-workspace.yaml', ...patchFiles];
}

it('copies everything `pnpm fetch` reads before it runs', () => {
  const fetchAt = instructions.findIndex((line) => /^RUN\s+pnpm fetch\b/.test(line));
  expect(fetchAt, 'a `RUN pnpm fetch` step').toBeGreaterThan(0);
  const stageStart = instructions
    .slice(0, fetchAt)
    .findLastIndex((line) => line.startsWith('FROM'));
  const copied = instructions
    .slice(stageStart, fetchAt)
    .filter((line) => /^COPY\s/.test(line) && !line.includes('--from'))
    .flatMap((line) => line.split(/\s+/).slice(1, -1))
    .map((source) => source.replace(/^\.\//, '').replace(/\/$/, ''));
  for (const file of filesFetchReads()) {
    const covered = copied.some((source) => file === source || file.startsWith(`${source}/`));
    expect(covered, `${file} is copied before \`pnpm fetch\``).toBe(true);
  }
});

it('never puts the build settings in a file the image could keep', () => {
  // Next copies the env files it loads into the standalone folder, and so into the image.
  for (const line of instructions.filter((each) => each.includes('type=secret'))) {
    expect(line, 'a secret mounted as a file of the app').not.toMatch(/target=\S*\.env/);
  }
  expect(instructions.filter((line) => /^COPY\s.*\.env/.test(line))).toEqual([]);
});
