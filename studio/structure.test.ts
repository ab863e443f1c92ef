import { createClient } from '@sanity/client';
import { createSourceFromConfig, getConfigContextFromSource } from 'sanity';
import {
  createStructureBuilder,
  type ListBuilder,
  type ListItem,
  type StructureResolverContext,
} from 'sanity/structure';
import { describe, expect, it } from 'vitest';

import { schemaTypes } from './schemaTypes';
import { deskListId, structure } from './structure';

const EDITOR = {
  id: 'p-editor',
  name: 'Maria Editor',
  email: 'maria@example.com',
  role: 'administrator',
  roles: [],
};

/** The desk as the Structure tool builds it, from a source Sanity resolves (no request is made). */
async function desk() {
  const client = createClient({
    projectId: 'unit',
    dataset: 'production',
    apiVersion: '2025-06-01',
    useCdn: false,
  });
  const source = await createSourceFromConfig({
    name: 'default',
    projectId: 'unit',
    dataset: 'production',
    schema: { types: schemaTypes },
    currentUser: EDITOR,
    // The studio's own client type: @sanity/client's is another copy of the same class.
    getClient: () => client as never,
  });
  const S = createStructureBuilder({ source, perspectiveStack: [] });
  const list = structure(S, getConfigContextFromSource(source) as StructureResolverContext);
  return (list as ListBuilder).serialize() as { items: ListItem[] };
}

// The studio's Structure tool crashed on open while list ids were built from titles ("FAQ: …").
describe("the desk's structure", () => {
  it('serializes: every id is one Sanity accepts in a URL', async () => {
    const { items } = await desk();
    const ids = items.filter((item) => item.type !== 'divider').map((item) => item.id);
    expect(ids).toEqual([
      'siteSettings',
      'waitlistSettings',
      'page-home',
      'page',
      'announcement',
      'featureCard',
      'pricingPlan',
      'blogPost',
      'jobPosting',
      'shortLink',
      'faq-support',
      'faq-pos',
      'navLink-header',
      'navLink-footer',
    ]);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_.-]+$/);
  });

  it.each([
    ['announcement', undefined, 'announcement'],
    ['faq', 'support', 'faq-support'],
    ['navLink', 'footer', 'navLink-footer'],
  ])('names the list of %s split by %s %s', (type, key, id) => {
    expect(deskListId(type, key)).toBe(id);
  });
});
