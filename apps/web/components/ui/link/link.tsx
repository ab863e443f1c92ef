import NextLink from 'next/link';
import type { ComponentProps } from 'react';

/**
 * The site's internal link: next/link, but not prefetched as it scrolls into view. A page shows
 * a dozen links or more (top bar, footer, cards), and prefetching every one cost a phone more
 * main-thread time after load than the page itself; IntentPrefetch (in the root layout)
 * prefetches the one a visitor reaches for instead, on hover, focus or touch.
 */
export function Link({ prefetch = false, ...props }: ComponentProps<typeof NextLink>) {
  return <NextLink prefetch={prefetch} {...props} />;
}
