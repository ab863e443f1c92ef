import { getJobPostingSlugs, getPageAddresses, getPostSlugs } from '.';
import { slugList } from './slug-list';

/** Whether a live blog post may have this slug. */
export const isPublishedPost = slugList(() => getPostSlugs({ fresh: true }), 'blog');

/** Whether an open job posting may have this slug (a closed one's address is unknown). */
export const isOpenJobPosting = slugList(() => getJobPostingSlugs({ fresh: true }), 'job posting');

/** Whether a published page built in the studio may have this address (no leading slash). */
export const isPublishedPage = slugList(() => getPageAddresses({ fresh: true }), 'page address');
