/**
 * A new embedded database made from a template instead of from nothing. PGlite makes a database
 * by running Postgres's initdb in WebAssembly: 5.5 s of one core here, 20 s and more on a busy
 * one. Loading a tarball of one made before takes 1.2 s (gzipped: 4.9 MB instead of 42 MB, 0.6 s
 * more), and a template already migrated, its mail queue's tables made, spares the 2.2 s those
 * take in a new process. Opening applies the migrations on top as on any database, so a template
 * from fewer migrations is brought up to date. The site's build leaves a migrated one beside its
 * server, so a new server's first signup does not wait for initdb; test runs make their own.
 */
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';

import { startMailQueue } from './mail-queue.ts';
import * as schema from './schema.ts';

interface TemplateOptions {
  /** Gzipped (the default) or not: 4.9 MB to ship, or 0.6 s less to load. */
  compressed?: boolean;
  /** Migrated with these, and with the mail queue's tables; else bare, as initdb left it. */
  migrationsDir?: string;
  /** Made from this template rather than by initdb. */
  from?: string;
}

/** Writes a new database's tarball to `file`, whole or not at all. */
export async function writeEmbeddedTemplate(
  file: string,
  { compressed = true, migrationsDir, from }: TemplateOptions = {},
): Promise<void> {
  const scratch = await mkdtemp(join(tmpdir(), 'brp-template-'));
  try {
    const client = await openPglite(scratch, from);
    if (migrationsDir) {
      await migrate(drizzle({ client, schema }), { migrationsFolder: migrationsDir });
      const queue = await startMailQueue({ pglite: client });
      await queue.boss.stop({ graceful: false, close: false });
    }
    const tarball = await client.dumpDataDir(compressed ? 'gzip' : 'none');
    await client.close();
    const partial = `${file}.${process.pid}.partial`;
    await writeFile(partial, Buffer.from(await tarball.arrayBuffer()));
    await rename(partial, file);
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

/**
 * PGlite on `folder`, the database made there first when the folder holds none: from `template`
 * when that file is there, else by initdb (a development server has no template). A process
 * stopped while making it leaves a folder that looks made, PG_VERSION among the first files
 * written, but is not, and would fail every start after; so a marker beside the folder is there
 * while it is made, and an opening that finds it makes it again. Nothing is lost by that: no row
 * is written before the marker goes. The caller holds the folder's lock.
 */
export async function openPglite(folder: string, template?: string): Promise<PGlite> {
  const making = `${folder}.making`;
  if (existsSync(making)) await emptyFolder(folder);
  if (existsSync(join(folder, 'PG_VERSION'))) return PGlite.create(folder);
  await mkdir(folder, { recursive: true });
  await writeFile(making, '');
  const loadDataDir =
    template && existsSync(template) ? new Blob([await readFile(template)]) : undefined;
  const client = await PGlite.create(folder, loadDataDir ? { loadDataDir } : {});
  await rm(making);
  return client;
}

/** Removes what `folder` holds, not the folder: it may be where a volume is mounted. */
async function emptyFolder(folder: string): Promise<void> {
  const entries = await readdir(folder).catch(() => []);
  await Promise.all(entries.map((entry) => rm(join(folder, entry), { recursive: true })));
}
