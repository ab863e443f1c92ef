import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { FIXED_PAGES } from '@brp/core/addresses';
import { CONTENT_TYPES } from '@brp/core/content-types';
import { readSeedDataset } from '@brp/seed';
import { describe, expect, it } from 'vitest';

import { schemaTypes } from './schemaTypes';

// The site tags its queries and answers the publish webhook by the names in @brp/core; a document
// type added here but not there would publish without ever reaching the site's pages.
describe('the content types of @brp/core', () => {
  it('are exactly the studio schema’s document types', () => {
    const documentTypes = schemaTypes.filter((type) => type.type === 'document');
    expect(documentTypes.map((type) => type.name).sort()).toEqual([...CONTENT_TYPES].sort());
  });

  it('are the types of the seed documents, each with at least one', () => {
    const seedTypes = new Set(
      readSeedDataset(() => '')
        .documents.map((doc) => doc._type)
        .filter((type) => type !== 'sanity.imageAsset'),
    );
    expect([...seedTypes].sort()).toEqual([...CONTENT_TYPES].sort());
  });

  it('are the webhook filter editors paste into Sanity (docs/editing.md)', () => {
    const guide = readFileSync(join(import.meta.dirname, '../docs/editing.md'), 'utf8');
    const filter = /filter: `_type in (\[[^\]]*\])`/.exec(guide);
    expect(filter, 'docs/editing.md names the webhook filter').not.toBeNull();
    expect(JSON.parse(filter![1]!)).toEqual([...CONTENT_TYPES]);
  });
});

// The spec's pages that editors own are seed documents at their addresses: a fresh site has them.
describe("the spec's pages built in the studio", () => {
  const seed = readSeedDataset(() => '').documents;
  it.each(FIXED_PAGES.map((page) => [page.address, page.id] as const))(
    '/%s is the seed document %s',
    (address, id) => {
      const page = seed.find((doc) => doc._id === id);
      expect(page).toMatchObject({ _type: 'page', address: { current: address } });
    },
  );
});
