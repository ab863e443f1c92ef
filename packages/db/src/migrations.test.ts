import { execFileSync } from 'node:child_process';
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';

import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';

import { migrationsDir, openDatabase } from './client.ts';
import { searchByEmail } from './team-queries.ts';

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

it('moves the cities browsers reported out of the counted columns (0001)', async () => {
  const parent = await mkdtemp(join(tmpdir(), 'brp-db-migrate-'));
  try {
    // The database as the first migration left it, with a signup the form's lookup had placed.
    const firstOnly = join(parent, 'migrations-0000');
    await cp(migrationsDir(), firstOnly, { recursive: true });
    const journalFile = join(firstOnly, 'meta/_journal.json');
    const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: unknown[] };
    await writeFile(
      journalFile,
      JSON.stringify({ ...journal, entries: journal.entries.slice(0, 1) }),
    );
    const folder = join(parent, 'waitlist');
    const before = await openDatabase({ folder, migrationsDir: firstOnly });
    await before.db.execute(sql`
      insert into signups (email, name, location, type, notify, consent_text, consented_at,
        geo_city, geo_country, referral_code, receipt)
      values ('old@example.com', 'Old', '97201', 'user', true, 'Yes', now(),
        'Portland', 'United States', 'code', 'receipt')`);
    await before.close();

    const after = await openDatabase({ folder });
    try {
      const [row] = await searchByEmail(after.db, 'old@example.com');
      expect(row).toMatchObject({
        geoCity: null,
        geoCountry: null,
        geoLatitude: null,
        reportedCity: 'Portland',
        reportedCountry: 'United States',
      });
    } finally {
      await after.close();
    }
  } finally {
    await rm(parent, { recursive: true, force: true });
  }
});
