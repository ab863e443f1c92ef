import type { Block } from '../shared/block';

/** A waitlist block as the seed's landing page has it. */
export const waitlistExample: Block<'waitlist'> = {
  _type: 'waitlist',
  _key: 'waitlist',
  title: 'Join the waitlist',
  lead: 'Be first in line when the pilot opens in your neighbourhood, as a shopper or as a merchant.',
};
