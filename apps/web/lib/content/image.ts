import {
  createImageUrlBuilder,
  type SanityImageCrop,
  type SanityImageHotspot,
} from '@sanity/image-url';
import { getImageProps } from 'next/image';

import { sanityConfig } from '../env';

/** An image as the queries project it (see `image` in queries.ts). */
export interface ImageSource {
  alt: string;
  crop: SanityImageCrop | null;
  hotspot: SanityImageHotspot | null;
  asset: { _id: string; url: string; width: number | null; height: number | null } | null;
}

const builder =
  sanityConfig &&
  createImageUrlBuilder({
    projectId: sanityConfig.projectId,
    dataset: sanityConfig.dataset,
    baseUrl: sanityConfig.imageCdnUrl,
  });

/** What Sanity's image pipeline needs to apply the editor's crop and hotspot. */
function editedSource(asset: { _id: string }, image: ImageSource) {
  return {
    asset: { _ref: asset._id },
    crop: image.crop ?? undefined,
    hotspot: image.hotspot ?? undefined,
  };
}

/** The widths offered in a responsive `srcset`, in CSS pixels at 1x to 3x of common layouts. */
export const SRCSET_WIDTHS = [320, 480, 640, 828, 1080, 1280, 1600, 1920];

/**
 * The URL of an image at a width, through Sanity's image pipeline, in the best format the browser
 * accepts. The editor's crop always applies; with an `aspectRatio` the image is also cut to that
 * shape around the editor's hotspot. Undefined for seed images, which the site serves itself.
 */
export function cdnImageUrl(
  image: ImageSource,
  width: number,
  aspectRatio?: number,
): string | undefined {
  if (!builder || !image.asset) return undefined;
  const sized = builder.image(editedSource(image.asset, image)).width(width);
  const shaped = aspectRatio
    ? sized.height(Math.round(width / aspectRatio)).fit('crop')
    : sized.fit('max');
  return shaped.auto('format').quality(80).url();
}

/**
 * An editor's link-preview image cut to a card's size around the hotspot, as a JPEG (the card
 * renderer reads neither WebP nor AVIF). Undefined for seed images.
 */
export function cardImageUrl(
  image: ImageSource,
  size: { width: number; height: number },
): string | undefined {
  if (!builder || !image.asset) return undefined;
  return builder
    .image(editedSource(image.asset, image))
    .width(size.width)
    .height(size.height)
    .fit('crop')
    .format('jpg')
    .quality(85)
    .url();
}

/** The size of what the editor kept of the image (its crop), in pixels of the original. */
export function croppedSize(image: ImageSource): { width: number; height: number } {
  const width = image.asset?.width ?? 1600;
  const height = image.asset?.height ?? 900;
  const crop = image.crop;
  if (!crop) return { width, height };
  return {
    width: Math.round(width * (1 - crop.left - crop.right)),
    height: Math.round(height * (1 - crop.top - crop.bottom)),
  };
}

/**
 * The editor's hotspot as a CSS `object-position`, for an image the page cuts with `object-fit:
 * cover`: the subject stays in view whatever the shape. Undefined without a hotspot (centre).
 */
export function hotspotPosition(image: ImageSource): string | undefined {
  const { hotspot, crop } = image;
  if (!hotspot) return undefined;
  // The hotspot is relative to the whole image; the position is relative to the cropped part.
  const left = crop?.left ?? 0;
  const top = crop?.top ?? 0;
  const keptWidth = 1 - left - (crop?.right ?? 0);
  const keptHeight = 1 - top - (crop?.bottom ?? 0);
  const percent = (value: number) => `${+(Math.min(1, Math.max(0, value)) * 100).toFixed(2)}%`;
  return `${percent((hotspot.x - left) / keptWidth)} ${percent((hotspot.y - top) / keptHeight)}`;
}

/**
 * Where an image can be fetched at about `width` pixels: Sanity's CDN, or the site's own route
 * for seed images (a path on this site). Undefined without an asset.
 */
export function imageUrl(image: ImageSource | null, width: number): string | undefined {
  if (!image?.asset) return undefined;
  return cdnImageUrl(image, width) ?? image.asset.url;
}

/**
 * An image drawn at a fixed size (the top bar's logo, `size` CSS pixels square): Sanity's CDN at
 * `cdnWidth`, or a seed image through Next's image optimizer at 1x and 2x, as a project's would be
 * from the CDN. Served as it was uploaded, the seed's 192 px logo is four times the bytes a phone
 * draws (and decodes) in a 36 px mark. Undefined without an asset.
 */
export function fixedSizeImage(
  image: ImageSource | null,
  size: number,
  cdnWidth: number,
): { src: string; srcSet?: string } | undefined {
  if (!image?.asset) return undefined;
  const cdnSrc = cdnImageUrl(image, cdnWidth);
  if (cdnSrc) return { src: cdnSrc };
  const { props } = getImageProps({ src: image.asset.url, width: size, height: size, alt: '' });
  return { src: props.src, srcSet: props.srcSet };
}
