/**
 * A block is one folder of blocks/: its schema, its query projection, its component, its test and
 * its example, registered in the studio's list (schemas.ts), the page query's (projections.ts) and
 * the page's (components.ts); and the seed shows it on a page. This fails, naming the block and the part,
 * when one is missing.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

const blocksDir = import.meta.dirname;
const read = (path: string) => readFileSync(join(blocksDir, path), 'utf8');
const folders = readdirSync(blocksDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'shared')
  .map((entry) => entry.name);
/** `page-header` → `pageHeader`, the block's `_type`. */
const typeOf = (folder: string) =>
  folder.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());
const seedTypes = new Set(
  readFileSync(join(blocksDir, '../../../packages/seed/data.ndjson'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .flatMap((line) => (JSON.parse(line) as { blocks?: { _type: string }[] }).blocks ?? [])
    .map((block) => block._type),
);

describe('the blocks', () => {
  it('are folders', () => {
    expect(folders.length).toBeGreaterThan(0);
  });

  it.each(folders)('%s has every part and is registered everywhere', (folder) => {
    const type = typeOf(folder);
    const parts = ['schema.ts', 'query.ts', `${folder}.tsx`, `${folder}.test.tsx`, 'example.ts'];
    expect(
      parts.filter((part) => !existsSync(join(blocksDir, folder, part))),
      'missing parts',
    ).toEqual([]);
    expect(read(`${folder}/schema.ts`), 'the schema names the type').toContain(`name: '${type}'`);
    expect(read(`${folder}/query.ts`), 'the projection selects the type').toContain(
      `_type == "${type}"`,
    );
    expect(read('schemas.ts'), 'registered for the studio (schemas.ts)').toContain(
      `./${folder}/schema'`,
    );
    expect(read('projections.ts'), 'registered in the page query (projections.ts)').toContain(
      `\${${type}Projection}`,
    );
    expect(read('components.ts'), 'registered with the page (components.ts)').toContain(
      `./${folder}/${folder}'`,
    );
    expect(seedTypes.has(type), 'shown on a page of the seed').toBe(true);
  });

  it.each(folders)('%s says it draws its figures exactly when its component does', (folder) => {
    const type = typeOf(folder);
    const declares = read(`${folder}/query.ts`).includes(`${type}DrawsItsFigures`);
    const component = readdirSync(join(blocksDir, folder))
      .filter((file) => file.endsWith('.tsx') && !file.endsWith('.test.tsx'))
      .map((file) => read(`${folder}/${file}`))
      .join('\n');
    // Given its text as written, a block that does not fill `{name}` itself would show the braces.
    expect(/<(FigureText|BoldLead)\b/.test(component), 'draws <FigureText>').toBe(declares);
    if (declares)
      expect(read('projections.ts'), 'listed in projections.ts').toContain(
        `  ${type}DrawsItsFigures,`,
      );
  });
});
