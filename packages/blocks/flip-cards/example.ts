import type { Block } from '../types';

/** A flipCards block as the seed's page-tokenized-rewards has it. */
export const flipCardsExample: Block<'flipCards'> = {
  _type: 'flipCards',
  _key: 'token-types',
  tone: 'light',
  eyebrow: 'Token types',
  title: 'Six kinds of token, one wallet',
  lead: 'Blockchain-backed tokens that you own: they never expire and can be sent to anyone, peer to peer.',
  cards: [
    {
      _type: 'flipCard',
      _key: 't1',
      title: 'Reward points',
      icon: 'currency',
      body: 'Fungible BRP, the shared currency: earned everywhere, worth the same everywhere.',
    },
    {
      _type: 'flipCard',
      _key: 't2',
      title: 'Merchant-branded tokens',
      icon: 'token',
      body: 'A shop’s own token with its own earn rates, on top of the shared currency.',
    },
    {
      _type: 'flipCard',
      _key: 't3',
      title: 'Gift-card NFTs',
      icon: 'badge',
      body: 'Store credit you own and can give away, earning at a {giftCardMultiplier}× multiplier.',
    },
    {
      _type: 'flipCard',
      _key: 't4',
      title: 'Single-use deal NFTs',
      icon: 'pos',
      body: 'A one-time offer that is spent when redeemed, so it cannot be copied or reused.',
    },
    {
      _type: 'flipCard',
      _key: 't5',
      title: 'Achievement badges',
      icon: 'badge',
      body: 'Badge NFTs for milestones that unlock higher tiers and better perks.',
    },
    {
      _type: 'flipCard',
      _key: 't6',
      title: 'Booster NFTs',
      icon: 'token',
      body: 'Time-limited boosts: double points, free items or discounts for a few days.',
    },
  ],
  hint: 'Hover or focus a card to turn it over.',
};
