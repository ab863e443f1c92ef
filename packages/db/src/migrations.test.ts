import { execFileSync } from 'node:child_process';
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';

import { sql } from 'drizzle-orm';
import { expect, inject, it } from 'vitest';

import { migrationsDir, openDatabase } from './client.ts';
import { signups, waitlistLine } from './schema.ts';
import { confirmSignup, issueConfirmation, newCode } from './signups.ts';
import { eraseSignup, searchByEmail } from './team-queries.ts';

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

/** A new embedded database as the first `count` migrations leave it, and its folder's parent. */
async function databaseAfter(count: number) {
  const parent = await mkdtemp(join(tmpdir(), 'brp-db-migrate-'));
  const earlier = join(parent, `migrations-${count}`);
  await cp(migrationsDir(), earlier, { recursive: true });
  const journalFile = join(earlier, 'meta/_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: unknown[] };
  await writeFile(
    journalFile,
    JSON.stringify({ ...journal, entries: journal.entries.slice(0, count) }),
  );
  const folder = join(parent, 'waitlist');
  const template = inject('bareEmbeddedTemplate');
  return {
    parent,
    folder,
    opened: await openDatabase({ folder, migrationsDir: earlier, template }),
  };
}

/** A signup row as the first migration's table takes it. */
const oldRow = (email: string, code: string) => sql`
  insert into signups (email, name, location, type, notify, consent_text, consented_at,
    geo_city, geo_country, referral_code, receipt)
  values (${email}, 'Old', '97201', 'user', true, 'Yes', now(),
    'Portland', 'United States', ${code}, ${`receipt-${code}`})`;

it('moves the cities browsers reported out of the counted columns (0001)', async () => {
  const { parent, folder, opened } = await databaseAfter(1);
  try {
    await opened.db.execute(oldRow('old@example.com', 'code'));
    await opened.close();
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

it('gives each row its mailbox; of two reaching one, the earlier keeps it (0002)', async () => {
  const { parent, folder, opened } = await databaseAfter(2);
  try {
    await opened.db.execute(oldRow('a.b@gmail.com', 'one'));
    await opened.db.execute(oldRow('ab+x@googlemail.com', 'two'));
    await opened.db.execute(oldRow('c.d+e@example.com', 'three'));
    await opened.close();
    const after = await openDatabase({ folder });
    try {
      const rows = await after.db
        .select({ email: signups.email, mailbox: signups.mailbox })
        .from(signups)
        .orderBy(signups.id);
      expect(rows).toEqual([
        { email: 'a.b@gmail.com', mailbox: 'ab@gmail.com' },
        { email: 'ab+x@googlemail.com', mailbox: null },
        { email: 'c.d+e@example.com', mailbox: 'c.d+e@example.com' },
      ]);
      // Erased by the spelling that kept the mailbox, the person goes whole.
      expect(
        await eraseSignup(after.db, { email: 'a.b@gmail.com', mailbox: 'ab@gmail.com' }, 'Grace'),
      ).toBe(true);
      expect(await after.db.select({ email: signups.email }).from(signups)).toEqual([
        { email: 'c.d+e@example.com' },
      ]);
    } finally {
      await after.close();
    }
  } finally {
    await rm(parent, { recursive: true, force: true });
  }
});

it('gives every earlier row a status code of its own, unconfirmed, until a deadline (0003, 0008)', async () => {
  const { parent, folder, opened } = await databaseAfter(3);
  try {
    await opened.db.execute(oldRow('one@example.com', 'one'));
    await opened.db.execute(oldRow('two@example.com', 'two'));
    await opened.close();
    const after = await openDatabase({ folder });
    try {
      const rows = await after.db
        .select({
          statusCode: signups.statusCode,
          confirmedAt: signups.confirmedAt,
          confirmBy: signups.confirmBy,
        })
        .from(signups);
      // 0008 gives them the 14 days everyone else has: they are swept after, like anyone else.
      for (const { confirmedAt, confirmBy } of rows) {
        expect(confirmedAt).toBeNull();
        expect(Math.abs(confirmBy!.getTime() - Date.now() - 14 * 864e5)).toBeLessThan(3600_000);
      }
      for (const { statusCode } of rows) expect(statusCode).toMatch(/^[a-z2-7]{24}$/);
      expect(rows[0]!.statusCode).not.toBe(rows[1]!.statusCode);
    } finally {
      await after.close();
    }
  } finally {
    await rm(parent, { recursive: true, force: true });
  }
});

/** A row as the table after 0004 takes it: confirmed at `confirmedAt`, referred by `referrer`. */
const rowAfter0004 = (
  email: string,
  { confirmedAt, referrer }: { confirmedAt: string | null; referrer?: string },
) => sql`
  insert into signups (email, mailbox, name, location, type, notify, consent_text, consented_at,
    referral_code, receipt, status_code, confirmed_at, referred_by, credited)
  values (${email}, ${email}, 'Old', 'Mission, SF 94110-1234', 'user', true, 'Yes', now(),
    ${`r-${email}`}, ${`c-${email}`}, ${`s-${email}`}, ${confirmedAt}::timestamptz,
    (select id from signups where email = ${referrer ?? null}), ${referrer !== undefined})`;

it('numbers the confirmed 1, 2, 3… in signup order, gaps gone, and counts today’s credits (0005)', async () => {
  const { parent, folder, opened } = await databaseAfter(5);
  try {
    const yesterday = new Date(Date.now() - 36 * 3600_000).toISOString();
    const today = new Date().toISOString();
    await opened.db.execute(rowAfter0004('first@example.com', { confirmedAt: yesterday }));
    await opened.db.execute(rowAfter0004('gone@example.com', { confirmedAt: yesterday }));
    await opened.db.execute(sql`delete from signups where email = 'gone@example.com'`);
    await opened.db.execute(rowAfter0004('waiting@example.com', { confirmedAt: null }));
    await opened.db.execute(
      rowAfter0004('friend@example.com', { confirmedAt: today, referrer: 'first@example.com' }),
    );
    await opened.close();
    const after = await openDatabase({ folder });
    try {
      const rows = await after.db
        .select({
          email: signups.email,
          lineNumber: signups.lineNumber,
          creditsThatDay: signups.creditsThatDay,
        })
        .from(signups)
        .orderBy(signups.id);
      expect(rows).toEqual([
        { email: 'first@example.com', lineNumber: 1, creditsThatDay: 1 },
        { email: 'waiting@example.com', lineNumber: null, creditsThatDay: 0 },
        { email: 'friend@example.com', lineNumber: 2, creditsThatDay: 0 },
      ]);
      expect(await after.db.select().from(waitlistLine)).toEqual([
        { id: 1, lastNumber: 2, erased: 0 },
      ]);
    } finally {
      await after.close();
    }
  } finally {
    await rm(parent, { recursive: true, force: true });
  }
});

it('reads the ZIP code of what earlier signups typed (0006)', async () => {
  const { parent, folder, opened } = await databaseAfter(6);
  try {
    await opened.db.execute(rowAfter0004('zip@example.com', { confirmedAt: null }));
    await opened.db.execute(rowAfter0004('city@example.com', { confirmedAt: null }));
    await opened.db.execute(
      sql`update signups set location = 'Portland' where email = 'city@example.com'`,
    );
    await opened.close();
    const after = await openDatabase({ folder });
    try {
      const rows = await after.db
        .select({ email: signups.email, postalCode: signups.postalCode })
        .from(signups)
        .orderBy(signups.id);
      expect(rows).toEqual([
        { email: 'zip@example.com', postalCode: '94110' },
        { email: 'city@example.com', postalCode: null },
      ]);
    } finally {
      await after.close();
    }
  } finally {
    await rm(parent, { recursive: true, force: true });
  }
});

it('recomputes the ledger: credits of confirmed referees only, each once; legacy deadlines (0008)', async () => {
  const { parent, folder, opened } = await databaseAfter(8);
  try {
    const yesterday = new Date(Date.now() - 36 * 3600_000).toISOString();
    // A referrer who farmed credits under the old rules: 0003 kept them, and marked every
    // referred row credited, confirmed or not.
    await opened.db.execute(rowAfter0004('farmer@example.com', { confirmedAt: yesterday }));
    await opened.db.execute(
      sql`update signups set credits = 5, line_number = 1 where email = 'farmer@example.com'`,
    );
    const referred = (email: string, confirmedAt: string | null) =>
      opened.db.execute(rowAfter0004(email, { confirmedAt, referrer: 'farmer@example.com' }));
    await referred('real@example.com', yesterday);
    await referred('made-up-1@example.com', null);
    await referred('made-up-2@example.com', null);
    await opened.db.execute(
      sql`update signups set line_number = 2 where email = 'real@example.com'`,
    );
    await opened.db.execute(sql`update waitlist_line set last_number = 2 where id = 1`);
    await opened.close();
    const after = await openDatabase({ folder });
    try {
      const rows = await after.db
        .select({
          email: signups.email,
          credits: signups.credits,
          credited: signups.credited,
          nextReferredBy: signups.nextReferredBy,
          confirmBy: signups.confirmBy,
          leaveCode: signups.leaveCode,
        })
        .from(signups)
        .orderBy(signups.id);
      const [farmer, real, first, second] = rows;
      expect(farmer).toMatchObject({ credits: 1, credited: false });
      expect(real).toMatchObject({ credits: 0, credited: true, confirmBy: null });
      for (const unconfirmed of [first!, second!]) {
        expect(unconfirmed.credited).toBe(false);
        expect(unconfirmed.confirmBy).toBeInstanceOf(Date);
        expect(unconfirmed.nextReferredBy).not.toBeNull();
      }
      for (const { leaveCode } of rows) expect(leaveCode).toMatch(/^[a-z2-7]{24}$/);
      expect(new Set(rows.map((row) => row.leaveCode)).size).toBe(rows.length);
      // A referee confirming now earns the referrer one credit, not a second.
      const [made] = await searchByEmail(after.db, 'made-up-1@example.com');
      const token = newCode();
      await issueConfirmation(after.db, made!.id, token);
      await confirmSignup(after.db, after.relay, token);
      const [farmerAfter] = await searchByEmail(after.db, 'farmer@example.com');
      expect(farmerAfter!.credits).toBe(2);
    } finally {
      await after.close();
    }
  } finally {
    await rm(parent, { recursive: true, force: true });
  }
});
