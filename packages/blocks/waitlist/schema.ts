import { UsersIcon } from '@sanity/icons/Users';
import { defineType } from 'sanity';

import { blockPreview, eyebrowField, headingTitleField, leadField } from '../shared/schema-fields';

/** The waitlist signup (#waitlist): its heading is the editors', the form and its rules code's. A
 * page has one (the studio refuses a second), so every waitlist button finds it. */
export const waitlist = defineType({
  name: 'waitlist',
  title: 'Waitlist',
  type: 'object',
  icon: UsersIcon,
  fields: [
    {
      ...eyebrowField,
      description: "Leave empty to show the site's launch label (Site settings).",
    },
    { ...headingTitleField, initialValue: 'Join the waitlist' },
    leadField,
  ],
  preview: blockPreview('Waitlist', UsersIcon),
});
