import { UsersIcon } from '@sanity/icons/Users';
import { defineArrayMember, defineField, defineType } from 'sanity';

import { blockPreview, sectionHeadingFields, toneField } from '../shared/schema-fields';

/** The people behind the company: a card per person, with their initials as the picture. */
export const team = defineType({
  name: 'team',
  title: 'Team',
  type: 'object',
  icon: UsersIcon,
  fields: [
    ...sectionHeadingFields,
    defineField({
      name: 'members',
      title: 'People',
      type: 'array',
      of: [
        defineArrayMember({
          name: 'member',
          title: 'Person',
          type: 'object',
          fields: [
            defineField({
              name: 'name',
              title: 'Name',
              type: 'string',
              validation: (rule) => rule.required().max(60),
            }),
            defineField({
              name: 'initials',
              title: 'Initials',
              type: 'string',
              description: 'Drawn in the round picture, e.g. "MC".',
              validation: (rule) => rule.required().max(3),
            }),
            defineField({
              name: 'role',
              title: 'Role',
              type: 'string',
              validation: (rule) => rule.required().max(60),
            }),
            defineField({
              name: 'bio',
              title: 'About them',
              type: 'noteText',
              validation: (rule) => rule.required().min(1),
            }),
          ],
          preview: { select: { title: 'name', subtitle: 'role' } },
        }),
      ],
      validation: (rule) => rule.required().min(1).max(12),
    }),
    toneField,
  ],
  preview: blockPreview('Team', UsersIcon),
});
