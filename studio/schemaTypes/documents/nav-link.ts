import { LinkIcon } from '@sanity/icons/Link';
import { orderRankField, orderRankOrdering } from '@sanity/orderable-document-list';
import { defineField, defineType } from 'sanity';

import { safeHrefRule } from '@brp/blocks/shared/safe-href-rule';

export const NAV_PLACEMENTS = [
  { title: 'Top bar', value: 'header' },
  { title: 'Footer', value: 'footer' },
];

/** A link of the top bar or the footer. Drag to reorder. */
export const navLink = defineType({
  name: 'navLink',
  title: 'Navigation link',
  type: 'document',
  icon: LinkIcon,
  orderings: [orderRankOrdering],
  fields: [
    defineField({
      name: 'label',
      title: 'Label',
      type: 'string',
      description: 'The link text, e.g. "Pricing".',
      validation: (rule) => rule.required().max(30),
    }),
    defineField({
      name: 'linkId',
      title: 'Identifier',
      type: 'string',
      description:
        'A short unique name, lowercase with dashes, e.g. "how-it-works". The top bar uses it to highlight the section in view.',
      validation: (rule) => rule.required().regex(/^[a-z][a-z0-9-]*$/, { name: 'identifier' }),
    }),
    defineField({
      name: 'href',
      title: 'Link to',
      type: 'string',
      description:
        'A site path (/about, /#pricing), an anchor (#waitlist), an https:// address or a mailto: link.',
      validation: safeHrefRule,
    }),
    defineField({
      name: 'placement',
      title: 'Shown in',
      type: 'string',
      options: { list: NAV_PLACEMENTS, layout: 'radio', direction: 'horizontal' },
      initialValue: 'header',
      validation: (rule) => rule.required(),
    }),
    orderRankField({ type: 'navLink' }),
  ],
  preview: {
    select: { title: 'label', href: 'href', placement: 'placement' },
    prepare: ({
      title,
      href,
      placement,
    }: {
      title?: string;
      href?: string;
      placement?: string;
    }) => ({
      title,
      subtitle: `${placement === 'footer' ? 'Footer' : 'Top bar'} · ${href ?? ''}`,
    }),
  },
});
