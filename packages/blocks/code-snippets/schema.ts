import { CodeIcon } from '@sanity/icons/Code';
import { defineArrayMember, defineField, defineType } from 'sanity';

import { blockPreview, sectionHeadingFields, toneField } from '../shared/schema-fields';

/** Code to read and copy: an install command, a usage example. */
export const codeSnippets = defineType({
  name: 'codeSnippets',
  title: 'Code snippets',
  type: 'object',
  icon: CodeIcon,
  fields: [
    ...sectionHeadingFields,
    defineField({
      name: 'snippets',
      title: 'Snippets',
      type: 'array',
      of: [
        defineArrayMember({
          name: 'snippet',
          title: 'Snippet',
          type: 'object',
          fields: [
            defineField({
              name: 'caption',
              title: 'Caption',
              type: 'string',
              description: 'Above the code, e.g. "Install".',
              validation: (rule) => rule.required().max(40),
            }),
            defineField({
              name: 'code',
              title: 'Code',
              type: 'text',
              rows: 8,
              description: 'Exactly as it should be copied.',
              validation: (rule) => rule.required().max(2000),
            }),
            defineField({
              name: 'copyLabel',
              title: 'Copy button, for screen readers',
              type: 'string',
              description: 'What the copy button copies, e.g. "Copy install command".',
              validation: (rule) => rule.required().max(60),
            }),
          ],
          preview: { select: { title: 'caption', subtitle: 'code' } },
        }),
      ],
      validation: (rule) => rule.required().min(1).max(6),
    }),
    toneField,
  ],
  preview: blockPreview('Code snippets', CodeIcon),
});
