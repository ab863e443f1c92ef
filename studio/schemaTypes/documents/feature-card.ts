import { SparklesIcon } from '@sanity/icons/Sparkles';
import { orderRankField, orderRankOrdering } from '@sanity/orderable-document-list';
import { defineField, defineType } from 'sanity';

import { safeHrefRule } from '@brp/blocks/shared/safe-href-rule';
import { FEATURE_ICONS } from '@brp/blocks/shared/vocabularies';

const FEATURE_PAGES = [
  { title: 'Universal Currency', value: '/features/universal-currency' },
  { title: 'Tokenized Rewards', value: '/features/tokenized-rewards' },
  { title: 'POS Integration', value: '/features/pos-integration' },
  { title: 'Employee Rewards', value: '/features/employee-rewards' },
  { title: 'Branded Tokens', value: '/features/branded-tokens' },
];

/** A card of the landing page's #features section, linking to its feature page. */
export const featureCard = defineType({
  name: 'featureCard',
  title: 'Feature card',
  type: 'document',
  icon: SparklesIcon,
  orderings: [orderRankOrdering],
  fields: [
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      description: 'The feature name, e.g. "Universal Currency".',
      validation: (rule) => rule.required().max(40),
    }),
    defineField({
      name: 'description',
      title: 'Description',
      type: 'text',
      rows: 3,
      description: 'What the feature does for people, in one or two sentences.',
      validation: (rule) => rule.required().max(200),
    }),
    defineField({
      name: 'icon',
      title: 'Icon',
      type: 'string',
      description: 'The picture drawn at the top of the card.',
      options: { list: FEATURE_ICONS, layout: 'radio' },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'href',
      title: 'Feature page',
      type: 'string',
      description: 'The page the card opens.',
      options: { list: FEATURE_PAGES },
      // The list is a suggestion the API does not enforce: the rule of every other link applies.
      validation: safeHrefRule,
    }),
    defineField({
      name: 'comingSoon',
      title: 'Coming soon',
      type: 'boolean',
      description: 'Marks the card with a "Coming Soon" badge.',
      initialValue: false,
    }),
    orderRankField({ type: 'featureCard' }),
  ],
  preview: { select: { title: 'title', subtitle: 'href' } },
});
