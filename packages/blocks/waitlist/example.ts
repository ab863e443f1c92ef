import type { Block } from '../types';

/** A waitlist block as the seed's landing page has it. */
export const waitlistExample: Block<'waitlist'> = {
  _type: 'waitlist',
  _key: 'waitlist',
  eyebrow: 'Pilot launch Q1 2026',
  title: 'Join the waitlist',
  lead: 'Be first in line when the pilot opens in your neighbourhood, as a shopper or as a merchant.',
};
