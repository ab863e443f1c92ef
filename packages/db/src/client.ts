/**
 * The waitlist's database: Postgres when a URL is given (several servers share it), else Postgres
 * embedded in the process (PGlite), kept in a folder, so that a fresh clone keeps its signups
 * across restarts with nothing installed. One schema and one set of migrations serve both; the
 * migrations are applied when the database is opened (and by `pnpm --filter @brp/db migrate`).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';

import { sharedSecret } from './challenges.ts';
import { openPglite } from './embedded-folder.ts';
import { lockFolder } from './folder-lock.ts';
import { type MailQueue, type MailQueueSettings, startMailQueue } from './mail-queue.ts';
import { type MailRelay, type MailRelaySettings, startMailRelay } from './mail-relay.ts';
import type { Database } from './database.ts';
import * as schema from './schema.ts';

export type { Database };

/**
 * The committed migrations, generated from schema.ts, beside this package's source. Asked for
 * only when no other folder is given: a bundled server (the site) has no `import.meta.dirname`
 * and names the folder it traced instead.
 */
export function migrationsDir(): string {
  return join(import.meta.dirname, '..', 'migrations');
}

/** Any number: the lock that lets one server at a time apply migrations to a shared database. */
const MIGRATION_LOCK = 4_711_903;
/**
 * Connections one server opens to a shared Postgres unless told otherwise (DATABASE_POOL_SIZE):
 * the figures behind it are in docs/deployment.md.
 */
export const POOL_SIZE = 10;

export interface OpenedDatabase {
  db: Database;
  /** The outgoing mail's queue, in the same database (mail-queue.ts). */
  mail: MailQueue;
  /** What moves mail marked due on the rows into that queue (mail-relay.ts). */
  relay: MailRelay;
  /** The shared secret of that name (challenges.ts), read once for everyone holding this
   * database: the proof of work's keys, in every bundle of the server. */
  secret: (name: string) => Promise<string>;
  /** `postgres` (DATABASE_URL) or `embedded` (PGlite in a folder). */
  kind: 'postgres' | 'embedded';
  /** Where the data is, for the server's start line: the folder, or the host and database. */
  where: string;
  close(): Promise<void>;
}

interface Options {
  migrationsDir?: string;
  /** A database's tarball (embedded-template.ts) a new embedded database is made from. */
  template?: string;
  mailQueue?: MailQueueSettings;
  /** The relay's cap on mail to unconfirmed addresses (mail-relay.ts). */
  mailRelay?: MailRelaySettings;
  /** Connections to a shared Postgres (POOL_SIZE unless given); the mail queue adds its own. */
  poolSize?: number;
}

export type DatabaseLocation = ({ url: string } | { folder: string }) & Options;

/** Opens the database, brings its schema up to date and starts its mail queue. */
export async function openDatabase(location: DatabaseLocation): Promise<OpenedDatabase> {
  const options = { ...location, migrationsDir: location.migrationsDir ?? migrationsDir() };
  return 'url' in location
    ? openPostgres(location.url, options)
    : openEmbedded(location.folder, options);
}

/** sharedSecret, each name read once; a failed read is not kept, so the next one asks again. */
function keptSecrets(db: Database): OpenedDatabase['secret'] {
  const kept = new Map<string, Promise<string>>();
  return (name) => {
    let secret = kept.get(name);
    if (!secret) {
      const reading = sharedSecret(db, name);
      reading.catch(() => kept.delete(name));
      kept.set(name, (secret = reading));
    }
    return secret;
  };
}

async function openPostgres(
  url: string,
  { migrationsDir: migrationsFolder, mailQueue, mailRelay, poolSize = POOL_SIZE }: Options,
): Promise<OpenedDatabase> {
  // Migrations on a connection of their own, under a lock: servers starting together take turns.
  const migrator = postgres(url, { max: 1, onnotice: () => undefined });
  try {
    await migrator`select pg_advisory_lock(${MIGRATION_LOCK})`;
    await migratePostgres(drizzlePostgres({ client: migrator }), {
      migrationsFolder: migrationsFolder!,
    });
    await migrator`select pg_advisory_unlock(${MIGRATION_LOCK})`;
  } finally {
    await migrator.end();
  }
  const mail = await startMailQueue({ url }, mailQueue);
  const client = postgres(url, { max: poolSize, onnotice: () => undefined });
  const { host, pathname } = new URL(url);
  const db = drizzlePostgres({ client, schema });
  const relay = startMailRelay(db, mail, mailRelay);
  return {
    db,
    mail,
    relay,
    secret: keptSecrets(db),
    kind: 'postgres',
    where: `${host}${pathname}`,
    close: async () => {
      await relay.stop();
      await mail.boss.stop({ graceful: true, timeout: 5000, close: true });
      await client.end();
    },
  };
}

async function openEmbedded(
  folder: string,
  { migrationsDir: migrationsFolder, mailQueue, mailRelay, template }: Options,
): Promise<OpenedDatabase> {
  mkdirSync(folder, { recursive: true });
  // PGlite does not lock its folder, and two processes writing one folder lose data.
  const release = lockFolder(folder);
  try {
    const client = await openPglite(folder, template);
    const db = drizzlePglite({ client, schema });
    await migratePglite(db, { migrationsFolder: migrationsFolder! });
    const mail = await startMailQueue({ pglite: client }, mailQueue);
    const relay = startMailRelay(db, mail, mailRelay);
    return {
      db,
      mail,
      relay,
      secret: keptSecrets(db),
      kind: 'embedded',
      where: folder,
      close: async () => {
        await relay.stop();
        await mail.boss.stop({ graceful: true, timeout: 5000, close: false });
        await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
