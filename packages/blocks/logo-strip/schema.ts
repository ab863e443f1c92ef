import { TagsIcon } from '@sanity/icons/Tags';
import { defineArrayMember, defineField, defineType } from 'sanity';

import { blockPreview, toneField } from '../shared/schema-fields';

/** The names of partners or platforms, in a row. */
export const logoStrip = defineType({
  name: 'logoStrip',
  title: 'Logo strip',
  type: 'object',
  icon: TagsIcon,
  fields: [
    defineField({
      name: 'title',
      title: 'Label',
      type: 'string',
      description: 'The line above the names, e.g. "Works with the tills you already use".',
      validation: (rule) => rule.required().max(90),
    }),
    defineField({
      name: 'names',
      title: 'Names',
      type: 'array',
      of: [defineArrayMember({ type: 'string', validation: (rule) => rule.max(30) })],
      validation: (rule) => rule.required().min(2).max(16).unique(),
    }),
    toneField,
  ],
  preview: blockPreview('Logo strip', TagsIcon),
});
