import { PlugIcon } from '@sanity/icons/Plug';
import { defineArrayMember, defineField, defineType } from 'sanity';

import { blockPreview, sectionHeadingFields, titleField, toneField } from '../shared/schema-fields';

/** Systems to choose from: choosing one says how it connects. */
export const systemPicker = defineType({
  name: 'systemPicker',
  title: 'System picker',
  type: 'object',
  icon: PlugIcon,
  fields: [
    ...sectionHeadingFields,
    defineField({
      name: 'systems',
      title: 'Systems',
      type: 'array',
      of: [
        defineArrayMember({
          name: 'system',
          title: 'System',
          type: 'object',
          fields: [
            titleField('Name', 30),
            defineField({
              name: 'kind',
              title: 'Kind',
              type: 'string',
              description: 'The small line under the name, e.g. "Point of sale".',
              validation: (rule) => rule.required().max(30),
            }),
            defineField({
              name: 'detail',
              title: 'How it connects',
              type: 'string',
              description: 'Shown after the name once chosen: "Square: install the app from…".',
              validation: (rule) => rule.required().max(140),
            }),
          ],
          preview: { select: { title: 'title', subtitle: 'kind' } },
        }),
      ],
      validation: (rule) => rule.required().min(2).max(9).unique(),
    }),
    defineField({
      name: 'prompt',
      title: 'Prompt',
      type: 'string',
      description: 'Shown until a system is chosen.',
      initialValue: 'Choose your system to see how it connects.',
      validation: (rule) => rule.required().max(90),
    }),
    toneField,
  ],
  preview: blockPreview('System picker', PlugIcon),
});
