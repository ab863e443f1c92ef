import { HelpCircleIcon } from '@sanity/icons/HelpCircle';
import { orderRankField, orderRankOrdering } from '@sanity/orderable-document-list';
import { FAQ_LISTS } from '@brp/blocks/shared/vocabularies';
import { defineField, defineType } from 'sanity';

/** A question and its answer, shown in one of the site's FAQ accordions. */
export const faq = defineType({
  name: 'faq',
  title: 'FAQ',
  type: 'document',
  icon: HelpCircleIcon,
  orderings: [orderRankOrdering],
  fields: [
    defineField({
      name: 'question',
      title: 'Question',
      type: 'string',
      description: 'Phrase it the way a visitor would ask it.',
      validation: (rule) => rule.required().max(140),
    }),
    defineField({
      name: 'answer',
      title: 'Answer',
      type: 'text',
      rows: 5,
      description: 'A complete answer in plain sentences.',
      validation: (rule) => rule.required().max(900),
    }),
    defineField({
      name: 'list',
      title: 'Shown on',
      type: 'string',
      description: 'The page whose FAQ this question belongs to.',
      options: { list: FAQ_LISTS, layout: 'radio' },
      validation: (rule) => rule.required(),
    }),
    orderRankField({ type: 'faq' }),
  ],
  preview: {
    select: { title: 'question', list: 'list' },
    // The list as the desk names it ("Support page"), not its stored value.
    prepare: ({ title, list }: { title?: string; list?: string }) => ({
      title,
      subtitle: FAQ_LISTS.find(({ value }) => value === list)?.title ?? list,
    }),
  },
});
