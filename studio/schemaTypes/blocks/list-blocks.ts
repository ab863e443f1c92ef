import { HelpCircleIcon } from '@sanity/icons/HelpCircle';
import { ThLargeIcon } from '@sanity/icons/ThLarge';
import { defineArrayMember, defineField, defineType } from 'sanity';

import { FAQ_LISTS } from '@brp/web/blocks/shared/vocabularies';
import { FEATURE_ICONS } from '@brp/web/blocks/shared/vocabularies';
import {
  anchorField,
  blockPreview,
  closingLinkField,
  sectionHeadingFields,
  toneField,
  titleAndBody,
} from '@brp/web/blocks/shared/schema-fields';

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
            defineField({
              name: 'points',
              title: 'Points',
              type: 'array',
              description: 'Optional: short lines under the text, each with a tick.',
              of: [defineArrayMember({ type: 'string', validation: (rule) => rule.max(80) })],
              validation: (rule) => rule.max(5),
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
    closingLinkField,
    toneField,
  ],
  preview: blockPreview('Card grid', ThLargeIcon),
});

interface FaqListValue {
  source?: 'list' | 'picked';
}

const sourceOf = (parent: unknown) => (parent as FaqListValue | undefined)?.source ?? 'picked';

/** Questions from the FAQs, one open at a time: a whole FAQ list in its order, or chosen here. */
export const faqList = defineType({
  name: 'faqList',
  title: 'FAQ list',
  type: 'object',
  icon: HelpCircleIcon,
  fields: [
    ...sectionHeadingFields,
    defineField({
      name: 'source',
      title: 'Questions',
      type: 'string',
      options: {
        list: [
          { title: 'Chosen here', value: 'picked' },
          { title: 'A whole FAQ list, in its order', value: 'list' },
        ],
        layout: 'radio',
        direction: 'horizontal',
      },
      initialValue: 'picked',
    }),
    defineField({
      name: 'list',
      title: 'FAQ list',
      type: 'string',
      description: 'Every question of the list, in the order of "FAQ: …" in the studio.',
      options: { list: FAQ_LISTS, layout: 'radio' },
      hidden: ({ parent }) => sourceOf(parent) !== 'list',
      validation: (rule) =>
        rule.custom((list, { parent }) =>
          sourceOf(parent) !== 'list' || list ? true : 'Choose the FAQ list to show.',
        ),
    }),
    defineField({
      name: 'faqs',
      title: 'Chosen questions',
      type: 'array',
      description: 'Questions from "FAQ"; editing one there changes it on every page.',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'faq' }] })],
      hidden: ({ parent }) => sourceOf(parent) !== 'picked',
      validation: (rule) =>
        rule
          .max(20)
          .unique()
          .custom((faqs: unknown[] | undefined, { parent }) =>
            sourceOf(parent) !== 'picked' || faqs?.length ? true : 'Choose at least one question.',
          ),
    }),
    anchorField,
    closingLinkField,
    toneField,
  ],
  preview: blockPreview('FAQ list', HelpCircleIcon),
});
