import { BellIcon } from '@sanity/icons/Bell';
import { defineField, defineType } from 'sanity';

import { blockPreview } from '../shared/schema-fields';

/** The live announcements, one at a time, overlapping the foot of the hero. The announcements are
 * documents of their own (Announcements), scheduled there; this block places them on a page. */
export const announcements = defineType({
  name: 'announcements',
  title: 'Announcements',
  type: 'object',
  icon: BellIcon,
  description: 'Shows the live announcements; edit and schedule them under Announcements.',
  fields: [
    defineField({
      name: 'title',
      title: 'Name for screen readers',
      type: 'string',
      description: 'What assistive technology calls the carousel.',
      initialValue: 'Announcements',
      validation: (rule) => rule.required().max(40),
    }),
  ],
  preview: blockPreview('Announcements', BellIcon),
});
