import type { Block } from '../types';

/** A features block as the seed's landing page has it. */
export const featuresExample: Block<'features'> = {
  _type: 'features',
  _key: 'features',
  eyebrow: 'Features',
  title: 'Everything a neighbourhood needs to reward its regulars',
  lead: 'One currency shoppers can spend anywhere, tokens they truly own, and tools merchants can switch on in minutes.',
};
