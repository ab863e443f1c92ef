import { OlistIcon } from '@sanity/icons/Olist';
import { defineArrayMember, defineField, defineType } from 'sanity';

import { blockPreview } from '../shared/schema-fields';
import { boldLead, FIGURES_HINT, text } from '../shared/landing-fields';

/** #how-it-works: the section header, its numbered steps and the line under them. */
export const howItWorks = defineType({
  name: 'howItWorks',
  title: 'How it works',
  type: 'object',
  icon: OlistIcon,
  fields: [
    text('eyebrow', 'Eyebrow', 40),
    text('title', 'Title', 90),
    text('lead', 'Lead', 280),
    defineField({
      name: 'steps',
      title: 'Steps',
      type: 'array',
      description: `Numbered 01, 02, 03 in this order. ${FIGURES_HINT}`,
      of: [
        defineArrayMember({
          name: 'howStep',
          title: 'Step',
          type: 'object',
          fields: [text('title', 'Title', 60), text('body', 'Text', 280)],
          preview: { select: { title: 'title', subtitle: 'body' } },
        }),
      ],
      validation: (rule) => rule.required().min(2).max(6),
    }),
    defineField({
      name: 'footnote',
      title: 'Line under the steps',
      type: 'object',
      fields: boldLead.fields,
      validation: (rule) => rule.required(),
    }),
  ],
  preview: blockPreview('How it works', OlistIcon),
});
