import { RefreshIcon } from '@sanity/icons/Refresh';
import { defineArrayMember, defineField, defineType } from 'sanity';

import { blockPreview, sectionHeadingFields, toneField, titleField } from '../shared/schema-fields';
import { FEATURE_ICONS } from '../shared/vocabularies';

/** Cards that turn over on hover or focus: an icon and a name in front, a line behind. */
export const flipCards = defineType({
  name: 'flipCards',
  title: 'Flip cards',
  type: 'object',
  icon: RefreshIcon,
  fields: [
    ...sectionHeadingFields,
    defineField({
      name: 'cards',
      title: 'Cards',
      type: 'array',
      of: [
        defineArrayMember({
          name: 'flipCard',
          title: 'Card',
          type: 'object',
          fields: [
            titleField('Name (front)', 50),
            defineField({
              name: 'icon',
              title: 'Icon (front)',
              type: 'string',
              options: { list: FEATURE_ICONS },
              validation: (rule) => rule.required(),
            }),
            defineField({
              name: 'body',
              title: 'Text (back)',
              type: 'text',
              rows: 3,
              validation: (rule) => rule.required().max(200),
            }),
          ],
          preview: { select: { title: 'title', subtitle: 'body' } },
        }),
      ],
      validation: (rule) => rule.required().min(2).max(9).unique(),
    }),
    defineField({
      name: 'hint',
      title: 'Hint',
      type: 'string',
      description: 'A line under the cards telling visitors how to turn them.',
      initialValue: 'Hover or focus a card to turn it over.',
      validation: (rule) => rule.max(90),
    }),
    toneField,
  ],
  preview: blockPreview('Flip cards', RefreshIcon),
});
