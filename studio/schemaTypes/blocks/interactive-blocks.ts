import { ControlsIcon } from '@sanity/icons/Controls';
import { TransferIcon } from '@sanity/icons/Transfer';
import { defineArrayMember, defineField, defineType } from 'sanity';

import {
  blockPreview,
  closingLinkField,
  toneField,
  eyebrowAndTitleFields,
} from '@brp/web/blocks/shared/schema-fields';

// The interactive parts: their words are edited here, their behaviour and numbers stay in code
// (the calculator's rates live in @brp/core, so it agrees with pricing and the rules pages).

/** The rewards calculator: a spend slider and what it earns; the rates line is the code's. */
export const rewardsCalculator = defineType({
  name: 'rewardsCalculator',
  title: 'Rewards calculator',
  type: 'object',
  icon: ControlsIcon,
  description: 'The earning and redemption rates are set in code, so every page agrees.',
  fields: [...eyebrowAndTitleFields, toneField],
  preview: blockPreview('Rewards calculator', ControlsIcon),
});

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
            defineField({
              name: 'title',
              title: 'Title',
              type: 'string',
              validation: (rule) => rule.required().max(70),
            }),
            defineField({
              name: 'body',
              title: 'Text',
              type: 'text',
              rows: 3,
              validation: (rule) => rule.required().max(280),
            }),
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
