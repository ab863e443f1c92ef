import { addressReloadSeconds, contentSource } from '../env';
import { getJobPostingSlugs, getPageAddresses, getPostSlugs, getShortLinkNames } from '.';
import { embeddedDataset } from './embedded';
import { slugList } from './slug-list';

const reloadAfterMissMs = addressReloadSeconds * 1000;

/** Whether a live blog post may have this slug. */
export const isPublishedPost = slugList(
  () => getPostSlugs({ fresh: true }),
  'blog',
  reloadAfterMissMs,
);

/** Whether an open job posting may have this slug (a closed one's address is unknown). */
export const isOpenJobPosting = slugList(
  () => getJobPostingSlugs({ fresh: true }),
  'job posting',
  reloadAfterMissMs,
);

/** Whether a published page built in the studio may have this address (no leading slash). */
export const isPublishedPage = slugList(
  () => getPageAddresses({ fresh: true }),
  'page address',
  reloadAfterMissMs,
);

/** Whether a published short link may have this name (/go/<name>). */
export const isShortLink = slugList(
  () => getShortLinkNames({ fresh: true }),
  'short link',
  reloadAfterMissMs,
);

/** Whether the seed has an image of this file name, served at /seed-images/<file> (embedded
 * content only: a project's images come from its CDN). */
export function isSeedImage(file: string): boolean {
  return (
    contentSource === 'embedded' && embeddedDataset().images.some((image) => image.file === file)
  );
}
