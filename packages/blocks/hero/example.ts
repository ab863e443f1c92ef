import type { Block } from '../types';

/** A hero block as the seed's landing page has it. */
export const heroExample: Block<'hero'> = {
  _type: 'hero',
  _key: 'hero',
  launchLabel: 'Pilot launch Q1 2026',
  title: 'One wallet, every loyalty',
  subheadline:
    'One rewards currency across every local merchant in your neighbourhood. Earn at the bakery, spend at the bookshop: your points are tokens you own, and they never expire.',
  vendorCtaLabel: 'Join Waitlist as Vendor',
  userCtaLabel: 'Get Early Access',
  videoId: 'aqz-KE-bpKQ',
  videoTitle: 'A two-minute tour of the rewards wallet',
  ticks: [
    '{brpPerDollar} BRP for every $1',
    'Redeem from {redemptionMinimumBrp} BRP',
    'Rewards never expire',
  ],
  partnerPlatforms: [
    'Square',
    'Clover',
    'Toast',
    'Lightspeed',
    'Shopify',
    'Stripe',
    'Revel',
    'WooCommerce',
  ],
};
