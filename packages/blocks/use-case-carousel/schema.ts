import { TransferIcon } from '@sanity/icons/Transfer';
import { defineArrayMember, defineField, defineType } from 'sanity';

import {
  titleAndBody,
  blockPreview,
  closingLinkField,
  eyebrowAndTitleFields,
  toneField,
} from '../shared/schema-fields';

/** Use cases one at a time, with previous and next buttons. */
export const useCaseCarousel = defineType({
  name: 'useCaseCarousel',
  title: 'Use-case carousel',
  type: 'object',
  icon: TransferIcon,
  fields: [
    ...eyebrowAndTitleFields,
    defineField({
      name: 'cases',
      title: 'Use cases',
      type: 'array',
      of: [
        defineArrayMember({
          name: 'useCase',
          title: 'Use case',
          type: 'object',
          fields: [
            defineField({
              name: 'tag',
              title: 'Tag',
              type: 'string',
              description: 'Who it is for, e.g. "Cafés".',
              validation: (rule) => rule.required().max(30),
            }),
            ...titleAndBody,
          ],
          preview: { select: { title: 'title', subtitle: 'tag' } },
        }),
      ],
      validation: (rule) => rule.required().min(2).max(8),
    }),
    closingLinkField,
    toneField,
  ],
  preview: blockPreview('Use-case carousel', TransferIcon),
});
