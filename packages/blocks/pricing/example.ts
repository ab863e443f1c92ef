import type { Block } from '../types';

/** A pricing block as the seed's landing page has it. */
export const pricingExample: Block<'pricing'> = {
  _type: 'pricing',
  _key: 'pricing',
  eyebrow: 'Pricing for merchants',
  title: 'Simple plans that grow with you',
  lead: 'Shoppers join free. Merchants pick a plan by the on-chain transactions they expect each month.',
};
