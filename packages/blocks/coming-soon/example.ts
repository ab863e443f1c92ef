import type { Block } from '../types';

/** A comingSoon block as the seed's page-support has it. */
export const comingSoonExample: Block<'comingSoon'> = {
  _type: 'comingSoon',
  _key: 'tickets',
  tone: 'light',
  eyebrow: 'Support tickets',
  title: 'Track your requests',
  text: 'A support portal to open and follow tickets arrives with the pilot. Until then, the contact form reaches us.',
  buttonLabel: 'Coming Soon',
  tooltip: 'Support ticketing launches with the pilot',
};
