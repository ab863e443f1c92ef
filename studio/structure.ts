import { BellIcon } from '@sanity/icons/Bell';
import { CogIcon } from '@sanity/icons/Cog';
import { DocumentsIcon } from '@sanity/icons/Documents';
import { CreditCardIcon } from '@sanity/icons/CreditCard';
import { HelpCircleIcon } from '@sanity/icons/HelpCircle';
import { HomeIcon } from '@sanity/icons/Home';
import { LinkIcon } from '@sanity/icons/Link';
import { ShareIcon } from '@sanity/icons/Share';
import { SparklesIcon } from '@sanity/icons/Sparkles';
import { UsersIcon } from '@sanity/icons/Users';
import { orderableDocumentListDeskItem } from '@sanity/orderable-document-list';
import type { StructureResolver } from 'sanity/structure';
import { HOME_PAGE_ID } from '@brp/core/addresses';

import { FAQ_LISTS } from '@brp/blocks/shared/vocabularies';
import { NAV_PLACEMENTS } from './schemaTypes/documents/nav-link';

export const SINGLETON_TYPES = new Set(['siteSettings', 'waitlistSettings']);

/**
 * A desk list's id, which is also its part of the studio's URL: Sanity allows only letters,
 * digits, `-`, `_` and `.` there, so it is built from the type and a fixed key, never a title.
 */
export function deskListId(type: string, key?: string): string {
  return key ? `${type}-${key}` : type;
}

/**
 * The desk as editors see it: site settings and the home page as one document each, then every list the site shows in
 * an order editors choose by dragging. FAQs and links are split by where they appear.
 */
export const structure: StructureResolver = (S, context) => {
  /** A list editors order by dragging; `key` tells apart lists of one type split by a field. */
  const ordered = (
    type: string,
    title: string,
    icon: typeof BellIcon,
    split?: { key: string; filter: string; params: Record<string, unknown> },
  ) =>
    orderableDocumentListDeskItem({
      type,
      title,
      icon,
      S,
      context,
      filter: split?.filter,
      params: split?.params,
      id: deskListId(type, split?.key),
    });

  return S.list()
    .title('Content')
    .items([
      // A singleton's item has its document's id: a link to edit the document (a search result,
      // Presentation) then opens it here; under another id it found no pane and showed nothing.
      S.listItem()
        .id('siteSettings')
        .title('Site settings')
        .icon(CogIcon)
        .child(
          S.document().schemaType('siteSettings').documentId('siteSettings').title('Site settings'),
        ),
      S.listItem()
        .id('waitlistSettings')
        .title('Waitlist settings')
        .icon(UsersIcon)
        .child(
          S.document()
            .schemaType('waitlistSettings')
            .documentId('waitlistSettings')
            .title('Waitlist settings'),
        ),
      // The landing page is a page like the others, first: it has no address, it is /.
      S.listItem()
        .id(HOME_PAGE_ID)
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
      S.documentTypeListItem('shortLink').title('Short links').icon(ShareIcon),
      S.divider(),
      ...FAQ_LISTS.map(({ title, value }) =>
        ordered('faq', `FAQ: ${title}`, HelpCircleIcon, {
          key: value,
          filter: 'list == $list',
          params: { list: value },
        }),
      ),
      ...NAV_PLACEMENTS.map(({ title, value }) =>
        ordered('navLink', `Links: ${title}`, LinkIcon, {
          key: value,
          filter: 'placement == $placement',
          params: { placement: value },
        }),
      ),
    ]);
};
