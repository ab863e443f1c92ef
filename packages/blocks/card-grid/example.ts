import type { Block } from '../types';

/** A cardGrid block as the seed's page-about has it. */
export const cardGridExample: Block<'cardGrid'> = {
  _type: 'cardGrid',
  _key: 'values',
  tone: 'muted',
  eyebrow: 'Our values',
  title: 'What we hold ourselves to',
  columns: 3,
  cards: [
    {
      _type: 'card',
      _key: 'c1',
      icon: 'token',
      title: 'Transparency',
      body: 'Every reward is a record customers and merchants can check. No hidden expiry, no small print.',
    },
    {
      _type: 'card',
      _key: 'c2',
      icon: 'pos',
      title: 'Simplicity',
      body: 'One currency, one wallet, a five-minute install. If it needs a manual, we have not finished.',
    },
    {
      _type: 'card',
      _key: 'c3',
      icon: 'employees',
      title: 'Collaboration',
      body: 'Shops on a street are stronger together than apart, and we build the product with them.',
    },
  ],
};
