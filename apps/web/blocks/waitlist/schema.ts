import { UsersIcon } from '@sanity/icons/Users';
import { defineField, defineType } from 'sanity';

import { blockPreview } from '../shared/schema-fields';

/** The waitlist signup (#waitlist): its heading is the editors', the form and its rules code's. A
 * page has one (the studio refuses a second), so every waitlist button finds it. */
export const waitlist = defineType({
  name: 'waitlist',
  title: 'Waitlist',
  type: 'object',
  icon: UsersIcon,
  fields: [
    defineField({
      name: 'eyebrow',
      title: 'Eyebrow',
      type: 'string',
      description: "Leave empty to show the site's launch label (Site settings).",
      validation: (rule) => rule.max(40),
    }),
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      initialValue: 'Join the waitlist',
      validation: (rule) => rule.required().max(90),
    }),
    defineField({
      name: 'lead',
      title: 'Lead',
      type: 'text',
      rows: 2,
      validation: (rule) => rule.max(240),
    }),
  ],
  preview: blockPreview('Waitlist', UsersIcon),
});
