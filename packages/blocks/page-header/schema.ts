import { BACK_LINKS } from '@brp/core/addresses';
import { DocumentTextIcon } from '@sanity/icons/DocumentText';
import { defineArrayMember, defineField, defineType } from 'sanity';

import { blockPreview, buttonLookField, linkFields } from '../shared/schema-fields';

/** The opening of a page: its one h1, with an eyebrow and a subtitle. */
export const pageHeader = defineType({
  name: 'pageHeader',
  title: 'Page header',
  type: 'object',
  icon: DocumentTextIcon,
  fields: [
    defineField({
      name: 'backTo',
      title: 'Back link',
      type: 'string',
      description:
        'Optional: a link back to a section of the landing page, above the title. A page with one opens at its top, as the feature pages do.',
      options: {
        list: Object.entries(BACK_LINKS).map(([value, title]) => ({ title, value })),
        layout: 'radio',
      },
    }),
    defineField({
      name: 'eyebrow',
      title: 'Eyebrow',
      type: 'string',
      validation: (rule) => rule.max(40),
    }),
    defineField({
      name: 'comingSoon',
      title: 'Coming Soon badge',
      type: 'boolean',
      description: 'A gold "Coming Soon" badge above the title, for what is not launched yet.',
      initialValue: false,
    }),
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      description: "The page's main heading. Use one page header per page, first.",
      validation: (rule) => rule.required().max(90),
    }),
    defineField({
      name: 'subtitle',
      title: 'Subtitle',
      type: 'text',
      rows: 2,
      validation: (rule) => rule.max(240),
    }),
    defineField({
      name: 'buttons',
      title: 'Buttons',
      type: 'array',
      description: 'Optional: up to two, under the subtitle.',
      of: [
        defineArrayMember({
          name: 'headerButton',
          title: 'Button',
          type: 'object',
          fields: [...linkFields, { ...buttonLookField, initialValue: 'primary' }],
          preview: { select: { title: 'label', subtitle: 'href' } },
        }),
      ],
      validation: (rule) => rule.max(2),
    }),
  ],
  preview: blockPreview('Page header', DocumentTextIcon),
});
