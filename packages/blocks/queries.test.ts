import { evaluate, parse } from 'groq-js';
import { describe, expect, it } from 'vitest';

import { announcementsQuery, postSlugsQuery, postsQuery } from './queries';

const NOW = new Date('2026-11-23T12:00:00Z');

async function run(
  query: string,
  dataset: object[],
  params: Record<string, unknown>,
): Promise<unknown> {
  const tree = parse(query, { params });
  return (await (await evaluate(tree, { dataset, params, timestamp: NOW })).get()) as unknown;
}

const announcement = (id: string, window: { publishFrom?: string; publishUntil?: string }) => ({
  _id: id,
  _type: 'announcement',
  title: id,
  description: id,
  orderRank: id,
  ...window,
});

const post = (slug: string, publishedAt: string) => ({
  _id: slug,
  _type: 'blogPost',
  title: slug,
  slug: { current: slug },
  publishedAt,
});

describe('announcement windows', () => {
  const dataset = [
    announcement('always', {}),
    announcement('opened', { publishFrom: '2026-11-23T11:59:00Z' }),
    announcement('not-yet', { publishFrom: '2026-11-23T12:01:00Z' }),
    announcement('closing', { publishUntil: '2026-11-23T12:01:00Z' }),
    announcement('closed', { publishUntil: '2026-11-23T11:59:00Z' }),
  ];

  it('shows visitors only what is inside its window at this moment', async () => {
    const shown = (await run(announcementsQuery, dataset, { preview: false })) as { _id: string }[];
    expect(shown.map(({ _id }) => _id)).toEqual(['always', 'closing', 'opened']);
  });

  it('shows an editor previewing every announcement, scheduled or past', async () => {
    const shown = (await run(announcementsQuery, dataset, { preview: true })) as unknown[];
    expect(shown).toHaveLength(dataset.length);
  });
});

describe('scheduled posts', () => {
  const dataset = [
    post('yesterday', '2026-11-22'),
    post('today', '2026-11-23'),
    post('tomorrow', '2026-11-24'),
  ];

  it('leaves a post dated ahead out of the list and the slugs until its day', async () => {
    const posts = (await run(postsQuery, dataset, { preview: false })) as { slug: string }[];
    expect(posts.map(({ slug }) => slug)).toEqual(['today', 'yesterday']);
    expect(await run(postSlugsQuery, dataset, { preview: false })).toEqual(['yesterday', 'today']);
  });

  it('lists it for an editor previewing', async () => {
    const posts = (await run(postsQuery, dataset, { preview: true })) as { slug: string }[];
    expect(posts.map(({ slug }) => slug)).toEqual(['tomorrow', 'today', 'yesterday']);
  });
});
