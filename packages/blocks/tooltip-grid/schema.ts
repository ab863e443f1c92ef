import { InfoOutlineIcon } from '@sanity/icons/InfoOutline';
import { defineArrayMember, defineField, defineType } from 'sanity';

import { blockPreview, sectionHeadingFields, toneField, titleField } from '../shared/schema-fields';

/** Buttons that each show a short explanation in a tooltip, on hover, focus or tap. */
export const tooltipGrid = defineType({
  name: 'tooltipGrid',
  title: 'Tooltip buttons',
  type: 'object',
  icon: InfoOutlineIcon,
  fields: [
    ...sectionHeadingFields,
    defineField({
      name: 'items',
      title: 'Buttons',
      type: 'array',
      of: [
        defineArrayMember({
          name: 'tooltipItem',
          title: 'Button',
          type: 'object',
          fields: [
            titleField('Label', 40),
            defineField({
              name: 'tooltip',
              title: 'Tooltip',
              type: 'text',
              rows: 2,
              validation: (rule) => rule.required().max(160),
            }),
          ],
          preview: { select: { title: 'title', subtitle: 'tooltip' } },
        }),
      ],
      validation: (rule) => rule.required().min(2).max(9),
    }),
    toneField,
  ],
  preview: blockPreview('Tooltip buttons', InfoOutlineIcon),
});
