import { BellIcon } from '@sanity/icons/Bell';
import { CogIcon } from '@sanity/icons/Cog';
import { DocumentsIcon } from '@sanity/icons/Documents';
import { CreditCardIcon } from '@sanity/icons/CreditCard';
import { HelpCircleIcon } from '@sanity/icons/HelpCircle';
import { HomeIcon } from '@sanity/icons/Home';
import { LinkIcon } from '@sanity/icons/Link';
import { SparklesIcon } from '@sanity/icons/Sparkles';
import { orderableDocumentListDeskItem } from '@sanity/orderable-document-list';
import type { StructureResolver } from 'sanity/structure';
import { HOME_PAGE_ID } from '@brp/core/addresses';

import { FAQ_LISTS } from '@brp/web/blocks/shared/vocabularies';
import { NAV_PLACEMENTS } from './schemaTypes/documents/nav-link';

export const SINGLETON_TYPES = new Set(['siteSettings']);

/**
 * The desk as editors see it: site settings and the home page as one document each, then every list the site shows in
 * an order editors choose by dragging. FAQs and links are split by where they appear.
 */
export const structure: StructureResolver = (S, context) => {
  const ordered = (
    type: string,
    title: string,
    icon: typeof BellIcon,
    filter?: string,
    params?: Record<string, unknown>,
  ) =>
    orderableDocumentListDeskItem({
      type,
      title,
      icon,
      S,
      context,
      filter,
      params,
      id: `${type}-${title}`,
    });

  return S.list()
    .title('Content')
    .items([
      S.listItem()
        .title('Site settings')
        .icon(CogIcon)
        .child(
          S.document().schemaType('siteSettings').documentId('siteSettings').title('Site settings'),
        ),
      // The landing page is a page like the others, first: it has no address, it is /.
      S.listItem()
        .title('Home page')
        .icon(HomeIcon)
        .child(S.document().schemaType('page').documentId(HOME_PAGE_ID).title('Home page')),
      S.documentTypeListItem('page').title('Pages').icon(DocumentsIcon),
      S.divider(),
      ordered('announcement', 'Announcements', BellIcon),
      ordered('featureCard', 'Feature cards', SparklesIcon),
      ordered('pricingPlan', 'Pricing plans', CreditCardIcon),
      S.documentTypeListItem('blogPost').title('Blog posts'),
      S.documentTypeListItem('jobPosting').title('Job postings'),
      S.divider(),
      ...FAQ_LISTS.map(({ title, value }) =>
        ordered('faq', `FAQ: ${title}`, HelpCircleIcon, 'list == $list', { list: value }),
      ),
      ...NAV_PLACEMENTS.map(({ title, value }) =>
        ordered('navLink', `Links: ${title}`, LinkIcon, 'placement == $placement', {
          placement: value,
        }),
      ),
    ]);
};
