/**
 * Two embedded databases for the whole run (src/embedded-template.ts), uncompressed, that every
 * embedded one the tests open is made from (1.8 s each in a test file instead of 5.9 s): one
 * migrated, and a bare one for the migrations' tests, which start from earlier migrations.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { inject } from 'vitest';
import type { TestProject } from 'vitest/node';

import { migrationsDir } from '../src/client.ts';
import { writeEmbeddedTemplate } from '../src/embedded-template.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated database's tarball. */
    embeddedTemplate: string;
    /** The bare database's tarball. */
    bareEmbeddedTemplate: string;
  }
}

export default async function makeEmbeddedTemplate({ provide }: TestProject) {
  const folder = await mkdtemp(join(tmpdir(), 'brp-db-template-'));
  const [migrated, bare] = [join(folder, 'migrated.tar'), join(folder, 'bare.tar')];
  await writeEmbeddedTemplate(bare, { compressed: false });
  await writeEmbeddedTemplate(migrated, {
    compressed: false,
    migrationsDir: migrationsDir(),
    from: bare,
  });
  provide('embeddedTemplate', migrated);
  provide('bareEmbeddedTemplate', bare);
  return () => rm(folder, { recursive: true, force: true });
}

/** In a test: the migrated template, for `openDatabase({ folder, template })`. */
export const embeddedTemplate = (): string => inject('embeddedTemplate');
