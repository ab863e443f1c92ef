import 'server-only';

import { readSeedDataset, type SeedImage } from '@brp/seed';
import { evaluate, parse } from 'groq-js';

import { seedDir } from '../env';

/** Where the embedded mode serves a seed image: the site's own route (app/seed-images). */
function seedImageUrl(image: SeedImage): string {
  return `/seed-images/${image.file}`;
}

let seed: ReturnType<typeof readSeedDataset> | undefined;

/** The seed dataset, read once per server process. */
export function embeddedDataset() {
  seed ??= readSeedDataset(seedImageUrl, seedDir);
  return seed;
}

/**
 * Runs a GROQ query in-process over the seed dataset, as the Content Lake would over an imported
 * copy of it. This is what lets a fresh clone build the complete site with no Sanity project.
 */
export async function queryEmbedded(
  query: string,
  params: Record<string, unknown>,
): Promise<unknown> {
  const tree = parse(query, { params });
  const value = await evaluate(tree, { dataset: embeddedDataset().documents, params });
  return value.get();
}
