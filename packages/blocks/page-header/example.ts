import type { Block } from '../types';

/** A pageHeader block as the seed's page-integrations has it. */
export const pageHeaderExample: Block<'pageHeader'> = {
  _type: 'pageHeader',
  _key: 'header',
  eyebrow: 'Integrations',
  title: 'Integrations',
  subtitle: 'Rewards that work with the point of sale, payments and online store you already run.',
  buttons: [
    {
      _type: 'headerButton',
      _key: 'api',
      label: 'Developer API',
      href: '/api',
      look: 'secondary',
    },
  ],
};
