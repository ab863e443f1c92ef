import {
  createImageUrlBuilder,
  type SanityImageCrop,
  type SanityImageHotspot,
} from '@sanity/image-url';

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

/** The widths offered in a responsive `srcset`, in CSS pixels at 1x to 3x of common layouts. */
export const SRCSET_WIDTHS = [320, 480, 640, 828, 1080, 1280, 1600, 1920];

/**
 * The URL of an image at a width, through Sanity's image pipeline (respecting the editor's crop
 * and hotspot, in the best format the browser accepts). Undefined for seed images, which the
 * site serves itself.
 */
export function cdnImageUrl(image: ImageSource, width: number): string | undefined {
  if (!builder || !image.asset) return undefined;
  const source = {
    asset: { _ref: image.asset._id },
    crop: image.crop ?? undefined,
    hotspot: image.hotspot ?? undefined,
  };
  return builder.image(source).width(width).fit('max').auto('format').quality(80).url();
}

/**
 * Where an image can be fetched at about `width` pixels: Sanity's CDN, or the site's own route
 * for seed images (a path on this site). Undefined without an asset.
 */
export function imageUrl(image: ImageSource | null, width: number): string | undefined {
  if (!image?.asset) return undefined;
  return cdnImageUrl(image, width) ?? image.asset.url;
}
