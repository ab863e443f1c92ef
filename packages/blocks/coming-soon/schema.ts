import { ClockIcon } from '@sanity/icons/Clock';
import { defineField, defineType } from 'sanity';

import { blockPreview, eyebrowAndTitleFields, toneField } from '../shared/schema-fields';

/** Something not available yet: a line, and a button that says so with a tooltip on hover or focus. */
export const comingSoon = defineType({
  name: 'comingSoon',
  title: 'Coming soon',
  type: 'object',
  icon: ClockIcon,
  fields: [
    ...eyebrowAndTitleFields,
    defineField({
      name: 'text',
      title: 'Text',
      type: 'text',
      rows: 2,
      validation: (rule) => rule.required().max(240),
    }),
    defineField({
      name: 'buttonLabel',
      title: 'Button label',
      type: 'string',
      initialValue: 'Coming Soon',
      validation: (rule) => rule.required().max(30),
    }),
    defineField({
      name: 'tooltip',
      title: 'Tooltip',
      type: 'string',
      description: 'Shown over the button: when it will be available.',
      validation: (rule) => rule.required().max(80),
    }),
    toneField,
  ],
  preview: blockPreview('Coming soon', ClockIcon),
});
