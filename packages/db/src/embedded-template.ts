/**
 * A new embedded database made from a template instead of from nothing. PGlite makes a database
 * by running Postgres's initdb in WebAssembly: 5.5 s of one core here, 20 s and more on a busy
 * one. Loading a tarball of one made before takes 1.2 s (gzipped: 4.9 MB instead of 42 MB, 0.6 s
 * more), and a template already migrated, its mail queue's tables made, spares the 2.2 s those
 * take in a new process. Opening applies the migrations on top as on any database, so a template
 * from fewer migrations is brought up to date. The site's build leaves a migrated one beside its
 * server, so a new server's first signup does not wait for initdb; test runs make their own.
 */
import { mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';

import { openPglite } from './embedded-folder.ts';
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
