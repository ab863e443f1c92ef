import { LinkIcon } from '@sanity/icons/Link';
import { defineArrayMember, defineField, defineType } from 'sanity';

import { blockPreview, sectionHeadingFields, toneField } from '../shared/schema-fields';
import { FEATURE_ICONS } from '../shared/vocabularies';
import { safeHrefRule } from '../shared/safe-href-rule';

/** Cards that each lead somewhere: an icon, a title and a line, the whole card a link. */
export const linkCards = defineType({
  name: 'linkCards',
  title: 'Link cards',
  type: 'object',
  icon: LinkIcon,
  fields: [
    ...sectionHeadingFields,
    defineField({
      name: 'cards',
      title: 'Cards',
      type: 'array',
      of: [
        defineArrayMember({
          name: 'linkCard',
          title: 'Card',
          type: 'object',
          fields: [
            defineField({
              name: 'title',
              title: 'Title',
              type: 'string',
              validation: (rule) => rule.required().max(50),
            }),
            defineField({
              name: 'body',
              title: 'Line',
              type: 'string',
              validation: (rule) => rule.required().max(120),
            }),
            defineField({
              name: 'href',
              title: 'Link to',
              type: 'string',
              description: 'A site path (/api, /support#faq), an https:// address or mailto:.',
              validation: safeHrefRule,
            }),
            defineField({
              name: 'icon',
              title: 'Icon',
              type: 'string',
              options: { list: FEATURE_ICONS },
              validation: (rule) => rule.required(),
            }),
          ],
          preview: { select: { title: 'title', subtitle: 'href' } },
        }),
      ],
      validation: (rule) => rule.required().min(1).max(6),
    }),
    toneField,
  ],
  preview: blockPreview('Link cards', LinkIcon),
});
