import { execFileSync } from 'node:child_process';
import { cp, mkdtemp, readdir, rm } from 'node:fs/promises';
import { join, relative } from 'node:path';

import { expect, it } from 'vitest';

import { migrationsDir } from './client.ts';

const packageDir = join(import.meta.dirname, '..');

it('has a committed migration for every change to the schema', async () => {
  // drizzle-kit compares the schema with the migrations' last snapshot, here on a copy (inside
  // the package: it reads its `--out` as a relative path).
  const copy = await mkdtemp(join(packageDir, '.migrations-check-'));
  try {
    await cp(migrationsDir(), copy, { recursive: true });
    const before = await readdir(copy);
    const output = execFileSync(
      join(packageDir, 'node_modules/.bin/drizzle-kit'),
      ['generate', '--dialect', 'postgresql', '--schema', './src/schema.ts'].concat([
        '--out',
        relative(packageDir, copy),
      ]),
      { cwd: packageDir, encoding: 'utf8' },
    );
    expect(output, 'run `pnpm --filter @brp/db generate` and commit the migration').toContain(
      'No schema changes',
    );
    expect(await readdir(copy)).toEqual(before);
  } finally {
    await rm(copy, { recursive: true, force: true });
  }
});
