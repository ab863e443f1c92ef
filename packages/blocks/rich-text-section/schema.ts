import { BlockContentIcon } from '@sanity/icons/BlockContent';
import { defineField, defineType } from 'sanity';

import { blockPreview, sectionHeadingFields, toneField } from '../shared/schema-fields';

/** Free text: headings, paragraphs, lists, quotes, links and images. */
export const richTextSection = defineType({
  name: 'richTextSection',
  title: 'Rich text',
  type: 'object',
  icon: BlockContentIcon,
  fields: [
    // Running text (a policy, terms) goes without a section title: the page header introduces it.
    ...sectionHeadingFields.map((field) =>
      field.name === 'title'
        ? defineField({
            name: 'title',
            title: 'Title',
            type: 'string',
            description:
              'Leave empty for running text, such as a policy, that the page header introduces.',
            validation: (rule) => rule.max(90),
          })
        : field,
    ),
    defineField({
      name: 'body',
      title: 'Text',
      type: 'richText',
      validation: (rule) => rule.required().min(1),
    }),
    toneField,
  ],
  preview: blockPreview('Rich text', BlockContentIcon),
});
