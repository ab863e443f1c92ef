/**
 * The floor for a page whose largest paint is a photo (`/blog`): a bare Next.js page carrying the
 * same photo, the same bytes in the same sizes, preloaded the same way. With the phone applied, a
 * photo cannot paint before the document plus one more round trip plus its own bytes, whatever a
 * page does; judged against a floor without it, `/blog` measured LCP ×2.30 for that alone
 * (docs/benchmark.md, issue #29). Against this floor, what is left is what the page itself costs.
 */
import { CHROMIUM_IMAGE_ACCEPT } from './warm-images.ts';

export interface FloorPhoto {
  /** Each width the page offers, with the bytes the site sends a phone's Chromium for it. */
  variants: { width: number; file: string; bytes: Uint8Array }[];
  sizes: string;
  width: number;
  height: number;
  alt: string;
}

const attribute = (tag: string, name: string) =>
  new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1]?.replaceAll('&amp;', '&');

const EXTENSIONS: Record<string, string> = {
  'image/avif': 'avif',
  'image/webp': 'webp',
  'image/jpeg': 'jpg',
  'image/png': 'png',
};

/** The page's high-priority photo (its preloaded image), downloaded as Chromium would get it. */
export async function photoOf(pageUrl: string): Promise<FloorPhoto> {
  const html = await fetch(pageUrl).then((response) => response.text());
  const markup = html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');
  const image = [...markup.matchAll(/<img\b[^>]*>/g)]
    .map(([tag]) => tag)
    .find((tag) => /fetchPriority="high"/i.test(tag) && attribute(tag, 'srcSet'));
  if (!image) throw new Error(`bench: ${pageUrl} has no high-priority photo`);
  const variants = [];
  for (const candidate of attribute(image, 'srcSet')!.split(', ')) {
    const [url, descriptor] = candidate.split(' ');
    const width = Number.parseInt(descriptor!, 10);
    const response = await fetch(new URL(url!, pageUrl), {
      headers: { accept: CHROMIUM_IMAGE_ACCEPT },
    });
    const type = response.headers.get('content-type') ?? '';
    if (!response.ok || !EXTENSIONS[type])
      throw new Error(`bench: ${url} answered ${response.status} ${type}`);
    variants.push({
      width,
      file: `photo-${width}.${EXTENSIONS[type]}`,
      bytes: new Uint8Array(await response.arrayBuffer()),
    });
  }
  return {
    variants,
    sizes: attribute(image, 'sizes') ?? '100vw',
    width: Number(attribute(image, 'width')),
    height: Number(attribute(image, 'height')),
    alt: attribute(image, 'alt') ?? '',
  };
}

/** The floor's page with the photo under its heading, preloaded from the head as the site does. */
export function photoPage(photo: FloorPhoto): string {
  const srcSet = photo.variants.map(({ width, file }) => `/${file} ${width}w`).join(', ');
  const src = `/${photo.variants.at(-1)!.file}`;
  return `import { preload } from 'react-dom';

export default function Page() {
  preload(${JSON.stringify(src)}, {
    as: 'image',
    fetchPriority: 'high',
    imageSrcSet: ${JSON.stringify(srcSet)},
    imageSizes: ${JSON.stringify(photo.sizes)},
  });
  return (
    <>
      <h1>A bare Next.js page</h1>
      <img
        alt=${JSON.stringify(photo.alt)}
        fetchPriority="high"
        decoding="async"
        width={${photo.width}}
        height={${photo.height}}
        sizes=${JSON.stringify(photo.sizes)}
        srcSet=${JSON.stringify(srcSet)}
        src=${JSON.stringify(src)}
        style={{ width: '100%', height: 'auto' }}
      />
    </>
  );
}
`;
}
