import { MenuIcon } from '@sanity/icons/Menu';
import { defineArrayMember, defineField, defineType } from 'sanity';

import { blockPreview, eyebrowAndTitleFields, toneField } from '../shared/schema-fields';

/** Steps one open at a time: a title, what happens, and a few points each. */
export const accordionSteps = defineType({
  name: 'accordionSteps',
  title: 'Accordion steps',
  type: 'object',
  icon: MenuIcon,
  fields: [
    ...eyebrowAndTitleFields,
    defineField({
      name: 'steps',
      title: 'Steps',
      type: 'array',
      of: [
        defineArrayMember({
          name: 'accordionStep',
          title: 'Step',
          type: 'object',
          fields: [
            defineField({
              name: 'title',
              title: 'Title',
              type: 'string',
              description: 'Number it yourself if the order matters: "1. Connect your till".',
              validation: (rule) => rule.required().max(70),
            }),
            defineField({
              name: 'description',
              title: 'What happens',
              type: 'text',
              rows: 2,
              validation: (rule) => rule.required().max(280),
            }),
            defineField({
              name: 'art',
              title: 'Picture',
              type: 'string',
              description: 'Optional: one emoji or symbol shown beside the open step, e.g. ⚙.',
              validation: (rule) => rule.max(4),
            }),
            defineField({
              name: 'points',
              title: 'Points',
              type: 'array',
              of: [defineArrayMember({ type: 'string', validation: (rule) => rule.max(120) })],
              validation: (rule) => rule.max(6),
            }),
          ],
          preview: { select: { title: 'title', subtitle: 'description' } },
        }),
      ],
      validation: (rule) => rule.required().min(2).max(8),
    }),
    toneField,
  ],
  preview: blockPreview('Accordion steps', MenuIcon),
});
