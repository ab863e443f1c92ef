import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { sql } from 'drizzle-orm';
import { afterAll, expect, inject, it } from 'vitest';

import { sharedSecret } from './challenges.ts';
import { openDatabase, type Database } from './client.ts';

const parents: string[] = [];
afterAll(() => Promise.all(parents.map((parent) => rm(parent, { recursive: true, force: true }))));

async function newFolder(): Promise<string> {
  const parent = await mkdtemp(join(tmpdir(), 'brp-db-template-test-'));
  parents.push(parent);
  return join(parent, 'waitlist');
}

/**
 * What a database holds before anyone signs up, in one list: every column, index and constraint
 * of our tables, the migrations' record and the mail queue's, and the rows the migrations insert
 * (the line's counter) and the queue's own.
 */
async function structure(db: Database): Promise<string[]> {
  // Embedded: PGlite's driver answers with its rows under `rows`.
  const answer: unknown = await db.execute(sql`
    select table_schema || '.' || table_name || '.' || column_name || ' ' || data_type as line
    from information_schema.columns
    where table_schema in ('public', 'drizzle', 'pgboss')
    union all
    select schemaname || ' ' || indexdef from pg_indexes
    where schemaname in ('public', 'drizzle', 'pgboss')
    union all
    select n.nspname || '.' || conname || ' ' || pg_get_constraintdef(c.oid)
    from pg_constraint c join pg_namespace n on n.oid = c.connamespace
    where n.nspname in ('public', 'drizzle', 'pgboss')
    union all
    select 'waitlist_line ' || row_to_json(l)::text from waitlist_line l
    union all
    select 'pgboss.queue ' || name || ' ' || policy from pgboss.queue
    order by 1`);
  const { rows } = answer as { rows: { line: string }[] };
  return rows.map(({ line }) => line);
}

it('a database made from the template is the one initdb makes, once migrated', async () => {
  const fromTemplate = await openDatabase({
    folder: await newFolder(),
    template: inject('embeddedTemplate'),
  });
  // A template named but absent (a development server has none): initdb makes the database.
  const fromNothing = await openDatabase({
    folder: await newFolder(),
    template: join(tmpdir(), 'no-such-template.tar'),
  });
  try {
    const made = await structure(fromTemplate.db);
    expect(made).toContain('public.signups.email text');
    expect(made.filter((line) => line.startsWith('waitlist_line '))).toHaveLength(1);
    expect(made).toEqual(await structure(fromNothing.db));
  } finally {
    await fromTemplate.close();
    await fromNothing.close();
  }
});

it('a folder that holds a database is opened as it is, never made again', async () => {
  const folder = await newFolder();
  const template = inject('embeddedTemplate');
  const first = await openDatabase({ folder, template });
  const secret = await sharedSecret(first.db, 'kept');
  await first.close();
  const again = await openDatabase({ folder, template });
  try {
    expect(await sharedSecret(again.db, 'kept')).toBe(secret);
  } finally {
    await again.close();
  }
});

it('a database whose making was cut short is made again at the next start', async () => {
  const template = inject('embeddedTemplate');
  const whole = await newFolder();
  await (await openDatabase({ folder: whole, template })).close();
  // What a server stopped while loading the template leaves: the first files, not the rest,
  // and the marker beside them.
  const cut = await newFolder();
  await mkdir(cut);
  await cp(join(whole, 'PG_VERSION'), join(cut, 'PG_VERSION'));
  await cp(join(whole, 'global'), join(cut, 'global'), { recursive: true });
  await writeFile(`${cut}.making`, '');
  const opened = await openDatabase({ folder: cut, template });
  try {
    expect(await structure(opened.db)).toContain('public.signups.email text');
    expect(existsSync(`${cut}.making`)).toBe(false);
  } finally {
    await opened.close();
  }
});

it('`pnpm --filter @brp/db migrate` brings an embedded database up to date', async () => {
  const folder = await newFolder();
  const run = spawnSync(process.execPath, ['src/migrate-cli.ts'], {
    cwd: join(import.meta.dirname, '..'),
    env: { PATH: process.env.PATH, WAITLIST_DB_DIR: folder },
    encoding: 'utf8',
  });
  expect(run.stderr).toBe('');
  expect(run.stdout).toBe(`migrate: embedded database at ${folder} is up to date.\n`);
  const opened = await openDatabase({ folder });
  try {
    expect(await structure(opened.db)).toContain('public.signups.email text');
  } finally {
    await opened.close();
  }
});
