import { ChartUpwardIcon } from '@sanity/icons/ChartUpward';
import { HelpCircleIcon } from '@sanity/icons/HelpCircle';
import { OlistIcon } from '@sanity/icons/Olist';
import { TagsIcon } from '@sanity/icons/Tags';
import { ThLargeIcon } from '@sanity/icons/ThLarge';
import { defineArrayMember, defineField, defineType } from 'sanity';

import { FEATURE_ICONS } from '../documents/feature-card';
import { blockPreview, sectionHeadingFields, toneField } from './section-fields';

const titleAndBody = [
  defineField({
    name: 'title',
    title: 'Title',
    type: 'string',
    validation: (rule) => rule.required().max(70),
  }),
  defineField({
    name: 'body',
    title: 'Text',
    type: 'text',
    rows: 3,
    validation: (rule) => rule.required().max(280),
  }),
];

/** Cards in a grid: benefits, features, values. */
export const cardGrid = defineType({
  name: 'cardGrid',
  title: 'Card grid',
  type: 'object',
  icon: ThLargeIcon,
  fields: [
    ...sectionHeadingFields,
    defineField({
      name: 'cards',
      title: 'Cards',
      type: 'array',
      of: [
        defineArrayMember({
          name: 'card',
          title: 'Card',
          type: 'object',
          fields: [
            ...titleAndBody,
            defineField({
              name: 'icon',
              title: 'Icon',
              type: 'string',
              description: 'Optional: a picture above the title.',
              options: { list: FEATURE_ICONS },
            }),
          ],
        }),
      ],
      validation: (rule) => rule.required().min(2).max(9),
    }),
    defineField({
      name: 'columns',
      title: 'Columns on wide screens',
      type: 'number',
      options: { list: [2, 3], layout: 'radio', direction: 'horizontal' },
      initialValue: 3,
    }),
    toneField,
  ],
  preview: blockPreview('Card grid', ThLargeIcon),
});

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

/** Figures that make a point: "40%", "3 min". */
export const stats = defineType({
  name: 'stats',
  title: 'Stats',
  type: 'object',
  icon: ChartUpwardIcon,
  fields: [
    ...sectionHeadingFields,
    defineField({
      name: 'stats',
      title: 'Figures',
      type: 'array',
      of: [
        defineArrayMember({
          name: 'stat',
          title: 'Figure',
          type: 'object',
          fields: [
            defineField({
              name: 'value',
              title: 'Figure',
              type: 'string',
              description: 'Short: "40%", "5 min", "1 wallet".',
              validation: (rule) => rule.required().max(12),
            }),
            defineField({
              name: 'label',
              title: 'What it counts',
              type: 'string',
              validation: (rule) => rule.required().max(80),
            }),
          ],
          preview: { select: { title: 'value', subtitle: 'label' } },
        }),
      ],
      validation: (rule) => rule.required().min(2).max(4),
    }),
    toneField,
  ],
  preview: blockPreview('Stats', ChartUpwardIcon),
});

/** Questions from the FAQs, chosen and ordered here; one open at a time. */
export const faqList = defineType({
  name: 'faqList',
  title: 'FAQ list',
  type: 'object',
  icon: HelpCircleIcon,
  fields: [
    ...sectionHeadingFields,
    defineField({
      name: 'faqs',
      title: 'Questions',
      type: 'array',
      description: 'Questions from "FAQ"; editing one there changes it on every page.',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'faq' }] })],
      validation: (rule) => rule.required().min(1).max(20).unique(),
    }),
    toneField,
  ],
  preview: blockPreview('FAQ list', HelpCircleIcon),
});

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
