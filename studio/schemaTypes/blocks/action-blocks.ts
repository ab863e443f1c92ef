import { LaunchIcon } from '@sanity/icons/Launch';
import { defineArrayMember, defineField, defineType } from 'sanity';

import { safeHrefRule } from '../objects/safe-href';
import { blockPreview } from './section-fields';

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
      description: 'The first is the main button; a second is drawn as an outline.',
      of: [
        defineArrayMember({
          name: 'button',
          title: 'Button',
          type: 'object',
          fields: [
            defineField({
              name: 'label',
              title: 'Label',
              type: 'string',
              validation: (rule) => rule.required().max(40),
            }),
            defineField({
              name: 'href',
              title: 'Link to',
              type: 'string',
              description: 'A site path (/#waitlist), an https:// address or mailto:.',
              validation: safeHrefRule,
            }),
          ],
          preview: { select: { title: 'label', subtitle: 'href' } },
        }),
      ],
      validation: (rule) => rule.required().min(1).max(2),
    }),
  ],
  preview: blockPreview('Call to action', LaunchIcon),
});
