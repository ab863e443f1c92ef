import type { Block } from '../types';

/** A stats block as an editor fills it in (the seed's /pilot page has one like it). */
export const statsExample: Block<'stats'> = {
  _type: 'stats',
  _key: 'numbers',
  eyebrow: 'At a glance',
  title: 'The pilot in three figures',
  stats: [
    { _key: 's1', value: '1', label: 'rewards currency for every shop on the street' },
    { _key: 's2', value: '0', label: 'expiry dates on the rewards customers earn' },
  ],
  tone: 'light',
};
