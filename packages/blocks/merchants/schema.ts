import { BasketIcon } from '@sanity/icons/Basket';
import { defineArrayMember, defineField, defineType } from 'sanity';

import { blockPreview } from '../shared/schema-fields';
import { boldLead, FIGURES_HINT, text } from '../shared/landing-fields';

/** #vendors and its #branded-tokens card: what merchants get, the results, Apply Now. */
export const merchants = defineType({
  name: 'merchants',
  title: 'For merchants',
  type: 'object',
  icon: BasketIcon,
  fields: [
    text('eyebrow', 'Eyebrow', 40),
    text('title', 'Title', 90),
    text('text', 'Text', 280),
    defineField({
      name: 'checks',
      title: 'Ticked lines',
      type: 'array',
      description: FIGURES_HINT,
      of: [boldLead],
      validation: (rule) => rule.required().min(1).max(5),
    }),
    defineField({
      name: 'stats',
      title: 'Results',
      type: 'array',
      of: [
        defineArrayMember({
          name: 'vendorStat',
          title: 'Result',
          type: 'object',
          fields: [
            text('value', 'Figure', 40, 'e.g. {spendLiftPercent}%'),
            text('label', 'What it measures', 40),
          ],
          preview: { select: { title: 'value', subtitle: 'label' } },
        }),
      ],
      validation: (rule) => rule.required().min(1).max(4),
    }),
    text('ctaLabel', 'Button label', 30, 'Opens the waitlist with "vendor" chosen.'),
    defineField({
      name: 'brandCard',
      title: 'Branded tokens card',
      type: 'object',
      fields: [
        text('eyebrow', 'Eyebrow', 40),
        text('title', 'Title', 90),
        text('text', 'Text', 280),
        text('badge', 'Badge', 40, 'The round badge of the example, e.g. ×{brandTokensPerDollar}.'),
        text('exampleLead', 'Example, in bold', 40),
        text('example', 'Example', 160, FIGURES_HINT),
        text('linkLabel', 'Link to the Branded Tokens page', 40),
      ],
      validation: (rule) => rule.required(),
    }),
  ],
  preview: blockPreview('For merchants', BasketIcon),
});
