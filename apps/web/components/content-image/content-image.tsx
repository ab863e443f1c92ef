import {
  cdnImageUrl,
  croppedSize,
  hotspotPosition,
  type ImageSource,
  SRCSET_WIDTHS,
} from '@/lib/content/image';

import { Image } from '../ui/image/image';

interface ContentImageProps {
  image: ImageSource;
  /** The `sizes` attribute: how wide the image is drawn at each breakpoint. */
  sizes: string;
  /** For the largest image above the fold: fetched first, never lazily. */
  priority?: boolean;
  /**
   * The shape the page draws the image in (it cuts it with `object-fit: cover`): Sanity's CDN
   * cuts it to that shape around the editor's hotspot, and the hotspot positions it otherwise.
   */
  aspectRatio?: number;
  className?: string;
}

/**
 * An image edited in the CMS, with the editor's crop and hotspot. Sanity-hosted images get a
 * `srcset` from Sanity's resizing CDN; seed images (embedded mode) go through Next's image
 * optimizer. Either way the intrinsic size is set, so nothing shifts as it loads.
 */
export function ContentImage({
  image,
  sizes,
  priority = false,
  aspectRatio,
  className,
}: ContentImageProps) {
  const { asset } = image;
  if (!asset) return null;
  const kept = croppedSize(image);
  const width = kept.width;
  const height = aspectRatio ? Math.round(width / aspectRatio) : kept.height;
  const style = aspectRatio ? { objectPosition: hotspotPosition(image) } : undefined;
  const cdnSrc = cdnImageUrl(image, 1280, aspectRatio);
  if (!cdnSrc) {
    return (
      <Image
        src={asset.url}
        alt={image.alt}
        width={width}
        height={height}
        sizes={sizes}
        preload={priority}
        className={className}
        style={style}
      />
    );
  }
  const srcSet = SRCSET_WIDTHS.filter((w) => w <= width)
    .map((w) => `${cdnImageUrl(image, w, aspectRatio)} ${w}w`)
    .join(', ');
  return (
    // Sanity's CDN already resizes and converts; Next's optimizer would only fetch it twice.
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src={cdnSrc}
      srcSet={srcSet}
      sizes={sizes}
      alt={image.alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      className={className}
      style={style}
    />
  );
}
