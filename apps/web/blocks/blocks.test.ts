/**
 * A block is one folder of @brp/blocks (its schema, its example and, when it reads more than its
 * fields, its query projection) and one folder here (its component and its test), registered in
 * the studio's list (schemas.ts), the page query's (projections.ts) and the page's
 * (components.ts); and the seed shows it on a page. This fails, naming the block and the part,
 * when one is missing.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

const componentsDir = import.meta.dirname;
const modelDir = join(componentsDir, '../../../packages/blocks');
const read = (dir: string, path: string) => readFileSync(join(dir, path), 'utf8');
const foldersOf = (dir: string) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !['shared', 'node_modules'].includes(entry.name))
    .map((entry) => entry.name)
    .sort();
const folders = foldersOf(modelDir);
/** `page-header` → `pageHeader`, the block's `_type`. */
const typeOf = (folder: string) =>
  folder.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());
const seedTypes = new Set(
  read(modelDir, '../seed/data.ndjson')
    .split('\n')
    .filter(Boolean)
    .flatMap((line) => (JSON.parse(line) as { blocks?: { _type: string }[] }).blocks ?? [])
    .map((block) => block._type),
);

describe('the blocks', () => {
  it('have a folder here for each folder of the model', () => {
    expect(folders.length).toBeGreaterThan(0);
    expect(foldersOf(componentsDir)).toEqual(folders);
  });

  it.each(folders)('%s has every part and is registered everywhere', (folder) => {
    const type = typeOf(folder);
    const missing = [
      ...['schema.ts', 'example.ts'].map((part) => join(modelDir, folder, part)),
      ...[`${folder}.tsx`, `${folder}.test.tsx`].map((part) => join(componentsDir, folder, part)),
    ].filter((path) => !existsSync(path));
    expect(missing, 'missing parts').toEqual([]);
    expect(read(modelDir, `${folder}/schema.ts`), 'the schema names the type').toContain(
      `name: '${type}'`,
    );
    expect(read(modelDir, 'schemas.ts'), 'registered for the studio (schemas.ts)').toContain(
      `./${folder}/schema'`,
    );
    expect(read(componentsDir, 'components.ts'), 'registered with the page').toContain(
      `./${folder}/${folder}'`,
    );
    expect(seedTypes.has(type), 'shown on a page of the seed').toBe(true);
  });

  it.each(folders.filter((folder) => existsSync(join(modelDir, folder, 'query.ts'))))(
    '%s reads its own type and is in the page query',
    (folder) => {
      const type = typeOf(folder);
      expect(read(modelDir, `${folder}/query.ts`)).toContain(`_type == "${type}"`);
      expect(read(modelDir, 'projections.ts')).toContain(`\${${type}Projection}`);
    },
  );
});
