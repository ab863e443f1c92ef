/**
 * The two engines the package runs on, for tests parametrised over both (`describe.each`): each
 * hands out a new, empty database per call, so that test files and engines never share rows.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import postgres from 'postgres';
import { afterAll, beforeAll, inject } from 'vitest';

import { openDatabase, type DatabaseLocation, type OpenedDatabase } from '../src/client.ts';

export interface EmptyDatabase {
  location: DatabaseLocation;
  /** Removes what the database left behind (its folder); call it once it is closed. */
  dispose: () => Promise<void>;
}

export interface Engine {
  name: 'embedded' | 'postgres';
  create: () => Promise<EmptyDatabase>;
}

/** A new database in the run's Postgres cluster (test/postgres-global-setup.ts). */
export async function emptyPostgresDatabase(): Promise<EmptyDatabase> {
  const cluster = inject('postgres');
  if ('missing' in cluster) throw new Error(`No Postgres for this test: ${cluster.missing}`);
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(cluster.url, { max: 1, onnotice: () => undefined });
  try {
    await admin.unsafe(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(cluster.url);
  url.pathname = `/${name}`;
  // The cluster, databases and all, goes when the run ends.
  return { location: { url: url.href }, dispose: () => Promise.resolve() };
}

/** A new folder for an embedded database, made from the run's template when opened. */
export async function emptyEmbeddedDatabase(): Promise<EmptyDatabase> {
  const parent = await mkdtemp(join(tmpdir(), 'brp-db-'));
  return {
    location: { folder: join(parent, 'waitlist'), template: inject('embeddedTemplate') },
    dispose: () => rm(parent, { recursive: true, force: true }),
  };
}

export const ENGINES: Engine[] = [
  { name: 'embedded', create: emptyEmbeddedDatabase },
  { name: 'postgres', create: emptyPostgresDatabase },
];

/**
 * A new, empty database on `engine` for the tests of the calling `describe`: opened before them,
 * closed and removed after. Returns a getter, as the database exists only once they run.
 */
export function databaseOn(engine: Engine): () => OpenedDatabase {
  let made: EmptyDatabase | undefined;
  let opened: OpenedDatabase | undefined;
  beforeAll(async () => {
    made = await engine.create();
    opened = await openDatabase(made.location);
  });
  afterAll(async () => {
    // Unset when the engine was not there: beforeAll's error is the one to read.
    await opened?.close();
    await made?.dispose();
  });
  return () => opened!;
}
