import { OlistIcon } from '@sanity/icons/Olist';
import { defineArrayMember, defineField, defineType } from 'sanity';

import {
  blockPreview,
  sectionHeadingFields,
  toneField,
  titleAndBody,
} from '../shared/schema-fields';

/** Numbered steps of a process, side by side on wide screens. */
export const steps = defineType({
  name: 'steps',
  title: 'Steps',
  type: 'object',
  icon: OlistIcon,
  fields: [
    ...sectionHeadingFields,
    defineField({
      name: 'steps',
      title: 'Steps',
      type: 'array',
      description: 'Numbered "Step 1", "Step 2"… in this order.',
      of: [
        defineArrayMember({ name: 'step', title: 'Step', type: 'object', fields: titleAndBody }),
      ],
      validation: (rule) => rule.required().min(2).max(6),
    }),
    toneField,
  ],
  preview: blockPreview('Steps', OlistIcon),
});
