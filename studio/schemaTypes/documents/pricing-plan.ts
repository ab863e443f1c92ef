import { CreditCardIcon } from '@sanity/icons/CreditCard';
import { orderRankField, orderRankOrdering } from '@sanity/orderable-document-list';
import { defineArrayMember, defineField, defineType } from 'sanity';

type PlanDocument = { priceMode?: string; transactionsMode?: string } | undefined;

const MODES = [
  { title: 'A fixed figure', value: 'fixed' },
  { title: 'Custom (contact us)', value: 'custom' },
];

/** A plan of the landing page's #pricing section. */
export const pricingPlan = defineType({
  name: 'pricingPlan',
  title: 'Pricing plan',
  type: 'document',
  icon: CreditCardIcon,
  orderings: [orderRankOrdering],
  fields: [
    defineField({
      name: 'title',
      title: 'Plan name',
      type: 'string',
      description: 'e.g. "Essentials".',
      validation: (rule) => rule.required().max(30),
    }),
    defineField({
      name: 'priceMode',
      title: 'Price',
      type: 'string',
      description: 'A fixed monthly price, or "Custom" for plans priced on request.',
      options: { list: MODES, layout: 'radio', direction: 'horizontal' },
      initialValue: 'fixed',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'monthlyPrice',
      title: 'Price per month on annual billing (USD)',
      type: 'number',
      description:
        'Whole dollars. Monthly billing is shown at 1.5 times this, rounded (149 becomes 224).',
      hidden: ({ document }) => (document as PlanDocument)?.priceMode === 'custom',
      validation: (rule) =>
        rule
          .integer()
          .min(0)
          .custom((price: number | undefined, context) => {
            const fixed = (context.document as PlanDocument)?.priceMode !== 'custom';
            return fixed && price === undefined ? 'Enter the price, or choose "Custom".' : true;
          }),
    }),
    defineField({
      name: 'transactionsMode',
      title: 'Included on-chain transactions',
      type: 'string',
      description: 'A fixed monthly allowance, or "Custom" for negotiated volumes.',
      options: { list: MODES, layout: 'radio', direction: 'horizontal' },
      initialValue: 'fixed',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'includedTransactions',
      title: 'Included transactions per month',
      type: 'number',
      description: 'Customers who exceed it move up to the next plan automatically.',
      hidden: ({ document }) => (document as PlanDocument)?.transactionsMode === 'custom',
      validation: (rule) =>
        rule
          .integer()
          .min(1)
          .custom((count: number | undefined, context) => {
            const fixed = (context.document as PlanDocument)?.transactionsMode !== 'custom';
            return fixed && count === undefined ? 'Enter the allowance, or choose "Custom".' : true;
          }),
    }),
    defineField({
      name: 'features',
      title: 'Features',
      type: 'array',
      description: 'What the plan includes, one short line each, in the order shown.',
      of: [defineArrayMember({ type: 'string', validation: (rule) => rule.required().max(80) })],
      validation: (rule) => rule.required().min(1).max(10),
    }),
    defineField({
      name: 'ctaLabel',
      title: 'Button label',
      type: 'string',
      description: 'Shown on the plan button. Until launch the button is disabled.',
      initialValue: 'Coming Soon',
      validation: (rule) => rule.required().max(24),
    }),
    defineField({
      name: 'isPopular',
      title: 'Most popular',
      type: 'boolean',
      description: 'Highlights the plan with a "Most popular" ribbon. Use it on one plan at most.',
      initialValue: false,
    }),
    orderRankField({ type: 'pricingPlan' }),
  ],
  preview: {
    select: { title: 'title', price: 'monthlyPrice', mode: 'priceMode', popular: 'isPopular' },
    prepare: ({
      title,
      price,
      mode,
      popular,
    }: {
      title?: string;
      price?: number;
      mode?: string;
      popular?: boolean;
    }) => ({
      title: popular ? `${title ?? ''} ★` : title,
      subtitle: mode === 'custom' ? 'Custom price' : `$${price ?? '?'} / month, billed annually`,
    }),
  },
});
