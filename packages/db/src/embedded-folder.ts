/**
 * The folder an embedded database lives in, opened, and made first when it holds none: shared by
 * the server (client.ts) and the template writer (embedded-template.ts).
 */
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import { PGlite } from '@electric-sql/pglite';

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
