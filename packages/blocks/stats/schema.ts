import { ChartUpwardIcon } from '@sanity/icons/ChartUpward';
import { defineArrayMember, defineField, defineType } from 'sanity';

import { blockPreview, sectionHeadingFields, toneField } from '../shared/schema-fields';

/** Figures that make a point: "40%", "3 min". */
export const stats = defineType({
  name: 'stats',
  title: 'Stats',
  type: 'object',
  icon: ChartUpwardIcon,
  fields: [
    ...sectionHeadingFields,
    defineField({
      name: 'stats',
      title: 'Figures',
      type: 'array',
      of: [
        defineArrayMember({
          name: 'stat',
          title: 'Figure',
          type: 'object',
          fields: [
            defineField({
              name: 'value',
              title: 'Figure',
              type: 'string',
              description: 'Short: "40%", "5 min", "1 wallet".',
              validation: (rule) => rule.required().max(12),
            }),
            defineField({
              name: 'label',
              title: 'What it counts',
              type: 'string',
              validation: (rule) => rule.required().max(80),
            }),
          ],
          preview: { select: { title: 'value', subtitle: 'label' } },
        }),
      ],
      validation: (rule) => rule.required().min(2).max(4),
    }),
    toneField,
  ],
  preview: blockPreview('Stats', ChartUpwardIcon),
});
