import { TagsIcon } from '@sanity/icons/Tags';
import { defineArrayMember, defineField, defineType } from 'sanity';

import { blockPreview, sectionHeadingFields, toneField } from '../shared/schema-fields';

/** A short note in a panel with a row of tags under it, e.g. the systems something connects to. */
export const tagNote = defineType({
  name: 'tagNote',
  title: 'Note with tags',
  type: 'object',
  icon: TagsIcon,
  fields: [
    ...sectionHeadingFields,
    defineField({
      name: 'text',
      title: 'Text',
      type: 'text',
      rows: 3,
      validation: (rule) => rule.required().max(400),
    }),
    defineField({
      name: 'tagsLabel',
      title: 'What the tags are',
      type: 'string',
      description: 'Read out by screen readers before the tags, e.g. "Integrations".',
      validation: (rule) => rule.required().max(40),
    }),
    defineField({
      name: 'tags',
      title: 'Tags',
      type: 'array',
      of: [
        defineArrayMember({
          name: 'tag',
          title: 'Tag',
          type: 'object',
          fields: [
            defineField({
              name: 'label',
              title: 'Label',
              type: 'string',
              validation: (rule) => rule.required().max(40),
            }),
            defineField({
              name: 'soon',
              title: 'Marked "(soon)"',
              type: 'boolean',
              initialValue: false,
            }),
          ],
          preview: {
            select: { title: 'label', soon: 'soon' },
            prepare: ({ title, soon }: { title?: string; soon?: boolean }) => ({
              title,
              subtitle: soon ? 'soon' : undefined,
            }),
          },
        }),
      ],
      validation: (rule) => rule.required().min(1).max(12),
    }),
    toneField,
  ],
  preview: blockPreview('Note with tags', TagsIcon),
});
