import { ThListIcon } from '@sanity/icons/ThList';
import { defineArrayMember, defineField, defineType } from 'sanity';

import { blockPreview, sectionHeadingFields, toneField } from '../shared/schema-fields';

/** Platforms (or anything named) by category: a card per category, its names as pills. */
export const platformGroups = defineType({
  name: 'platformGroups',
  title: 'Platforms by category',
  type: 'object',
  icon: ThListIcon,
  fields: [
    ...sectionHeadingFields,
    defineField({
      name: 'groups',
      title: 'Categories',
      type: 'array',
      of: [
        defineArrayMember({
          name: 'platformGroup',
          title: 'Category',
          type: 'object',
          fields: [
            defineField({
              name: 'name',
              title: 'Category',
              type: 'string',
              description: 'Screen readers hear the list as "<category> platforms".',
              validation: (rule) => rule.required().max(40),
            }),
            defineField({
              name: 'platforms',
              title: 'Platforms',
              type: 'array',
              of: [defineArrayMember({ type: 'string', validation: (rule) => rule.max(30) })],
              validation: (rule) => rule.required().min(1).max(12).unique(),
            }),
          ],
          preview: { select: { title: 'name' } },
        }),
      ],
      validation: (rule) => rule.required().min(1).max(6),
    }),
    toneField,
  ],
  preview: blockPreview('Platforms by category', ThListIcon),
});
