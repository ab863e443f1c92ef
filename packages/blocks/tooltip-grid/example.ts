import type { Block } from '../types';

/** A tooltipGrid block as the seed's page-employee-rewards has it. */
export const tooltipGridExample: Block<'tooltipGrid'> = {
  _type: 'tooltipGrid',
  _key: 'reward-types',
  tone: 'light',
  eyebrow: 'Reward types',
  title: 'Six rewards to choose from',
  lead: 'Hover over or focus a reward to see what it is.',
  items: [
    {
      _type: 'tooltipItem',
      _key: 'r1',
      title: 'Go-home-early NFT',
      tooltip: 'A single-use token worth an hour off, redeemed with a tap and gone once used.',
    },
    {
      _type: 'tooltipItem',
      _key: 'r2',
      title: 'Extra time off',
      tooltip: 'Half or whole days off, granted as a token your manager approves automatically.',
    },
    {
      _type: 'tooltipItem',
      _key: 'r3',
      title: 'Local lunch credits',
      tooltip: 'Credit for lunch at partner cafés and restaurants near the office.',
    },
    {
      _type: 'tooltipItem',
      _key: 'r4',
      title: 'Wellness stipend',
      tooltip: 'Tokens for gyms, studios and wellness shops in the network.',
    },
    {
      _type: 'tooltipItem',
      _key: 'r5',
      title: 'Learning credits',
      tooltip: 'Budget for courses and books, earned by finishing training.',
    },
    {
      _type: 'tooltipItem',
      _key: 'r6',
      title: 'Brand-token bonuses',
      tooltip: 'Your company’s own token, redeemable for merch, perks or donations.',
    },
  ],
};
