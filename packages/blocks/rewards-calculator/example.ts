import type { Block } from '../types';

/** A rewardsCalculator block as the seed's page-pilot has it. */
export const rewardsCalculatorExample: Block<'rewardsCalculator'> = {
  _type: 'rewardsCalculator',
  _key: 'calculator',
  eyebrow: 'Try It Out',
  title: 'See what your monthly spend earns',
  tone: 'muted',
};
