import { ThLargeIcon } from '@sanity/icons/ThLarge';
import { defineArrayMember, defineField, defineType } from 'sanity';

import {
  blockPreview,
  closingLinkField,
  sectionHeadingFields,
  titleAndBody,
  toneField,
} from '../shared/schema-fields';
import { FEATURE_ICONS } from '../shared/vocabularies';

/** Cards in a grid: benefits, features, values. */
export const cardGrid = defineType({
  name: 'cardGrid',
  title: 'Card grid',
  type: 'object',
  icon: ThLargeIcon,
  fields: [
    ...sectionHeadingFields,
    defineField({
      name: 'cards',
      title: 'Cards',
      type: 'array',
      of: [
        defineArrayMember({
          name: 'card',
          title: 'Card',
          type: 'object',
          fields: [
            ...titleAndBody,
            defineField({
              name: 'icon',
              title: 'Icon',
              type: 'string',
              description: 'Optional: a picture above the title.',
              options: { list: FEATURE_ICONS },
            }),
            defineField({
              name: 'points',
              title: 'Points',
              type: 'array',
              description: 'Optional: short lines under the text, each with a tick.',
              of: [defineArrayMember({ type: 'string', validation: (rule) => rule.max(80) })],
              validation: (rule) => rule.max(5),
            }),
          ],
        }),
      ],
      validation: (rule) => rule.required().min(2).max(9),
    }),
    defineField({
      name: 'columns',
      title: 'Columns on wide screens',
      type: 'number',
      options: { list: [2, 3], layout: 'radio', direction: 'horizontal' },
      initialValue: 3,
    }),
    closingLinkField,
    toneField,
  ],
  preview: blockPreview('Card grid', ThLargeIcon),
});
