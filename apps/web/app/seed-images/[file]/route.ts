import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

import { contentSource, seedDir } from '@/lib/env';
import { embeddedDataset } from '@/lib/content/embedded';

// Seed images exist only in the embedded mode; with a Sanity project they come from its CDN.
export const dynamicParams = false;

export function generateStaticParams() {
  if (contentSource !== 'embedded') return [];
  return embeddedDataset().images.map((image) => ({ file: image.file }));
}

export async function GET(_request: Request, { params }: RouteContext<'/seed-images/[file]'>) {
  const { file } = await params;
  const image = embeddedDataset().images.find((candidate) => candidate.file === file);
  if (!image) return new Response('Not found', { status: 404 });
  const bytes = await readFile(join(seedDir, 'images', image.file));
  return new Response(bytes, {
    headers: {
      'content-type': image.mimeType,
      'cache-control': 'public, max-age=31536000, immutable',
    },
  });
}
