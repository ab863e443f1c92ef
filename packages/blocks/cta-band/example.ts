import type { Block } from '../types';

/** A ctaBand block as the seed's page-pilot has it. */
export const ctaBandExample: Block<'ctaBand'> = {
  _type: 'ctaBand',
  _key: 'join',
  title: 'Be part of the first street',
  text: 'Join the waitlist for the Q1 2026 pilot.',
  buttons: [
    {
      _type: 'button',
      _key: 'b1',
      label: 'Join the Waitlist',
      href: '/#waitlist',
    },
    {
      _type: 'button',
      _key: 'b2',
      label: 'Merchants in the Pilot',
      href: '/pilot/merchants',
    },
  ],
};
