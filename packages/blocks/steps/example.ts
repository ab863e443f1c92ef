import type { Block } from '../types';

/** A steps block as the seed's page-pilot has it. */
export const stepsExample: Block<'steps'> = {
  _type: 'steps',
  _key: 'how',
  eyebrow: 'How to take part',
  title: 'Three steps to the pilot',
  steps: [
    {
      _type: 'step',
      _key: 'p1',
      title: 'Join the waitlist',
      body: 'Tell us your shop or your neighbourhood. Merchants and shoppers join the same list.',
    },
    {
      _type: 'step',
      _key: 'p2',
      title: 'Get your invitation',
      body: 'We pick the first street with its merchants and write to everyone on the list who lives or trades there.',
    },
    {
      _type: 'step',
      _key: 'p3',
      title: 'Earn and spend locally',
      body: 'Shoppers earn at one shop and spend at another; merchants see what the shared currency brings back.',
    },
  ],
  tone: 'light',
};
