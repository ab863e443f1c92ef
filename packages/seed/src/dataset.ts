/**
 * The seed dataset, as a Content Lake would hold it after `sanity dataset import seed`.
 *
 * `data.ndjson` is in Sanity's import format: images are `_sanityAsset: "image@file://./images/…"`
 * placeholders that the import uploads. To let the embedded mode and the fake Content Lake answer
 * the same GROQ as a real project (`asset->url`, `asset->metadata.dimensions`), this module turns
 * each placeholder into an asset reference and a `sanity.imageAsset` document of its own.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface SeedDocument {
  _id: string;
  _type: string;
  _createdAt: string;
  _updatedAt: string;
  _rev: string;
  [field: string]: unknown;
}

/** One image file of the seed, with the asset it becomes. */
export interface SeedImage {
  /** The asset document's id, in Sanity's form: `image-<hash>-<width>x<height>-<format>`. */
  assetId: string;
  /** The file name under `images/`. */
  file: string;
  width: number;
  height: number;
  extension: string;
  mimeType: string;
}

export interface SeedDataset {
  documents: SeedDocument[];
  images: SeedImage[];
}

/** Where an image asset is served from, given its file; the mode decides (local route, CDN). */
export type ImageUrlFor = (image: SeedImage) => string;

/**
 * The seed folder: `data.ndjson` and `images/`, the layout `sanity dataset import` reads. For
 * Node consumers (the studio's tests, the fake Content Lake); a bundled server has no
 * `import.meta.dirname` and names the folder itself (apps/web/lib/env).
 */
export function seedDir(): string {
  return join(import.meta.dirname, '..');
}

const SEEDED_AT = '2025-06-01T00:00:00Z';
const ASSET_PLACEHOLDER = /^image@file:\/\/\.\/images\/(.+)$/;
const FILE_NAME = /^(.+)-(\d+)x(\d+)\.(jpe?g|png|webp)$/;
const MIME_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

/** Describes a seed image from its file name, which carries its size: `name-1600x900.jpg`. */
export function describeSeedImage(file: string): SeedImage {
  const match = FILE_NAME.exec(file);
  if (!match) throw new Error(`Seed image "${file}" must be named <name>-<width>x<height>.<ext>`);
  const [, , width, height, extension] = match as unknown as [
    string,
    string,
    string,
    string,
    string,
  ];
  const hash = createHash('sha1').update(file).digest('hex');
  return {
    assetId: `image-${hash}-${width}x${height}-${extension}`,
    file,
    width: Number(width),
    height: Number(height),
    extension,
    mimeType: MIME_TYPES[extension] ?? 'application/octet-stream',
  };
}

/** Replaces every image placeholder below `value` with a reference, collecting the images. */
function resolveAssets(value: unknown, images: Map<string, SeedImage>): unknown {
  if (Array.isArray(value)) return value.map((item) => resolveAssets(item, images));
  if (value === null || typeof value !== 'object') return value;
  const { _sanityAsset: placeholder, ...rest } = value as Record<string, unknown>;
  const resolved = Object.fromEntries(
    Object.entries(rest).map(([key, child]) => [key, resolveAssets(child, images)]),
  );
  if (typeof placeholder !== 'string') return resolved;
  const file = ASSET_PLACEHOLDER.exec(placeholder)?.[1];
  if (!file) throw new Error(`Unsupported asset placeholder "${placeholder}"`);
  const image = describeSeedImage(file);
  images.set(image.assetId, image);
  return { ...resolved, asset: { _type: 'reference', _ref: image.assetId } };
}

function assetDocument(image: SeedImage, imageUrl: ImageUrlFor): SeedDocument {
  return {
    _id: image.assetId,
    _type: 'sanity.imageAsset',
    _createdAt: SEEDED_AT,
    _updatedAt: SEEDED_AT,
    _rev: 'seed',
    assetId: image.assetId.split('-')[1],
    extension: image.extension,
    mimeType: image.mimeType,
    originalFilename: image.file,
    url: imageUrl(image),
    metadata: {
      _type: 'sanity.imageMetadata',
      dimensions: {
        _type: 'sanity.imageDimensions',
        width: image.width,
        height: image.height,
        aspectRatio: image.width / image.height,
      },
    },
  };
}

/** Parses the seed's NDJSON into the documents a Content Lake would hold after importing it. */
export function parseSeedDataset(ndjson: string, imageUrl: ImageUrlFor): SeedDataset {
  const images = new Map<string, SeedImage>();
  const documents = ndjson
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const raw = JSON.parse(line) as { _id: string; _type: string };
      return {
        _createdAt: SEEDED_AT,
        _updatedAt: SEEDED_AT,
        _rev: 'seed',
        ...(resolveAssets(raw, images) as object),
      } as SeedDocument;
    });
  const assets = [...images.values()].map((image) => assetDocument(image, imageUrl));
  return { documents: [...documents, ...assets], images: [...images.values()] };
}

/** Reads and parses the seed from a seed folder (by default this package's own). */
export function readSeedDataset(imageUrl: ImageUrlFor, dir: string = seedDir()): SeedDataset {
  return parseSeedDataset(readFileSync(join(dir, 'data.ndjson'), 'utf8'), imageUrl);
}
