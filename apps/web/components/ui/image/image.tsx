import { getImageProps, type ImageProps } from 'next/image';
import { preload } from 'react-dom';

type ServerImageProps = Omit<ImageProps, 'priority' | 'onLoad' | 'onError' | 'placeholder'>;

/**
 * Next's image optimizer (its `srcset`, sizes and lazy loading) without its client component.
 * `next/image` hydrates one component per image, and ships its code, to watch a load event the
 * site never uses; `getImageProps` gives the same `<img>` as markup. `preload` preloads it (and
 * fetches it first) as Image does, for the largest image above the fold.
 */
export function Image({ preload: preloaded = false, ...image }: ServerImageProps) {
  const { props } = getImageProps({
    ...image,
    preload: preloaded,
    ...(preloaded && { fetchPriority: 'high' }),
  });
  if (preloaded)
    preload(props.src, {
      as: 'image',
      imageSrcSet: props.srcSet,
      imageSizes: props.sizes,
      fetchPriority: 'high',
    });
  // `alt` is required by the props' type and passed through.
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text
  return <img {...props} />;
}
