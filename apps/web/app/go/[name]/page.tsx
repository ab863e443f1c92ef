import { isShortLinkName } from '@brp/core/short-links';
import { notFound, redirect } from 'next/navigation';

import { getShortLinkDestination } from '@/lib/content';

/**
 * A short link for print, `/go/<name>` (studio: Short links): a temporary redirect to the page it
 * names with the campaign's UTM tags added, so the visit and its signup count in the Sources view
 * by campaign. Temporary, as marketing may point a printed link elsewhere later. Asked on each
 * visit (the content read is cached and expired by each publish), never kept by a shared cache:
 * a publish takes effect at once. A name nobody published gets the site's 404; the proxy answers
 * most such names before they reach here.
 */
export const dynamic = 'force-dynamic';

export default async function ShortLink({ params }: PageProps<'/go/[name]'>) {
  const { name } = await params;
  const destination = isShortLinkName(name) ? await getShortLinkDestination(name) : null;
  if (!destination) notFound();
  redirect(destination);
}
