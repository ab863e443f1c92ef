import type { Block } from '../types';

/** A merchants block as the seed's landing page has it. */
export const merchantsExample: Block<'merchants'> = {
  _type: 'merchants',
  _key: 'vendors',
  eyebrow: 'For merchants',
  title: 'Turn one-time shoppers into regulars',
  text: 'Join a network of neighbourhood businesses that share one rewards currency, so every customer on the street has a reason to walk through your door.',
  checks: [
    {
      _type: 'boldLine',
      _key: 'install',
      lead: 'Install in about {installMinutes} minutes',
      text: 'from your point-of-sale marketplace. No code.',
    },
    {
      _type: 'boldLine',
      _key: 'live',
      lead: 'Live in about {goLiveMinutes} minutes',
      text: ', earning {brpPerDollar} BRP per dollar, with your own token multipliers.',
    },
    {
      _type: 'boldLine',
      _key: 'track',
      lead: 'Track everything',
      text: ': points issued, redemptions and customer tiers in real time.',
    },
  ],
  stats: [
    {
      _type: 'vendorStat',
      _key: 'lift',
      value: '{spendLiftPercent}%',
      label: 'average spend lift',
    },
    {
      _type: 'vendorStat',
      _key: 'return',
      value: '{returnRateIncreasePercent}%',
      label: 'more customers returning',
    },
  ],
  ctaLabel: 'Apply Now',
  brandCard: {
    eyebrow: 'Branded tokens',
    title: 'Launch your own brand tokens',
    text: 'Migrate your punch cards or legacy points, set earn rates, expiry and redemption tiers, and run timed campaigns, on top of the shared currency.',
    badge: '×{brandTokensPerDollar}',
    exampleLead: 'Corner Café tokens:',
    example:
      'earn {brandTokensPerDollar} per dollar, redeem {brandTokensForFreeDrink} for a free drink.',
    linkLabel: 'Explore branded tokens →',
  },
};
