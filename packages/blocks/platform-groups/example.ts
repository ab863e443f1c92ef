import type { Block } from '../types';

/** A platformGroups block as the seed's page-integrations has it. */
export const platformGroupsExample: Block<'platformGroups'> = {
  _type: 'platformGroups',
  _key: 'platforms',
  tone: 'light',
  eyebrow: 'Supported platforms',
  title: 'Plug into the systems you already use',
  groups: [
    {
      _type: 'platformGroup',
      _key: 'pos',
      name: 'Point of sale',
      platforms: ['Square', 'Clover', 'Toast'],
    },
    {
      _type: 'platformGroup',
      _key: 'payments',
      name: 'Payments',
      platforms: ['Stripe'],
    },
    {
      _type: 'platformGroup',
      _key: 'ecommerce',
      name: 'eCommerce',
      platforms: ['Shopify'],
    },
  ],
};
