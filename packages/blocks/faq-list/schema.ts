import { HelpCircleIcon } from '@sanity/icons/HelpCircle';
import { defineArrayMember, defineField, defineType } from 'sanity';

import {
  anchorField,
  blockPreview,
  closingLinkField,
  sectionHeadingFields,
  toneField,
} from '../shared/schema-fields';
import { FAQ_LISTS } from '../shared/vocabularies';

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
