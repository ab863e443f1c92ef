import type { Block } from '../types';

/** A logoStrip block as the seed's page-pilot-merchants has it. */
export const logoStripExample: Block<'logoStrip'> = {
  _type: 'logoStrip',
  _key: 'tills',
  title: 'Works with the tills shops already use',
  names: ['Square', 'Shopify', 'Lightspeed', 'Clover', 'Toast'],
  tone: 'light',
};
