import { LaunchIcon } from '@sanity/icons/Launch';
import { defineArrayMember, defineField, defineType } from 'sanity';

import { blockPreview, buttonLookField, linkFields } from '../shared/schema-fields';

/** The closing call to action, on the dark band: a title, a line and one or two buttons. */
export const ctaBand = defineType({
  name: 'ctaBand',
  title: 'Call to action',
  type: 'object',
  icon: LaunchIcon,
  fields: [
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      validation: (rule) => rule.required().max(90),
    }),
    defineField({
      name: 'text',
      title: 'Text',
      type: 'text',
      rows: 2,
      validation: (rule) => rule.max(240),
    }),
    defineField({
      name: 'buttons',
      title: 'Buttons',
      type: 'array',
      description:
        'Unless a look is chosen, the first is the main (filled) button and a second an outline.',
      of: [
        defineArrayMember({
          name: 'button',
          title: 'Button',
          type: 'object',
          fields: [...linkFields, buttonLookField],
          preview: { select: { title: 'label', subtitle: 'href' } },
        }),
      ],
      validation: (rule) => rule.required().min(1).max(2),
    }),
  ],
  preview: blockPreview('Call to action', LaunchIcon),
});
