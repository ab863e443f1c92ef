import type { Block } from '../types';

/** A endpoints block as the seed's page-api has it. */
export const endpointsExample: Block<'endpoints'> = {
  _type: 'endpoints',
  _key: 'reference',
  tone: 'muted',
  eyebrow: 'Reference',
  title: 'Key endpoints',
  endpoints: [
    {
      _type: 'endpoint',
      _key: 'balance',
      method: 'GET',
      path: '/v1/users/{uid}/balance',
      description: 'Returns a user’s BRP and BT (brand token) balances.',
    },
    {
      _type: 'endpoint',
      _key: 'mint',
      method: 'POST',
      path: '/v1/rewards/mint',
      description: 'Mints branded tokens for a purchase.',
    },
    {
      _type: 'endpoint',
      _key: 'nft',
      method: 'GET',
      path: '/v1/nfts/{nftId}',
      description: 'Returns the metadata of a gift-card or badge NFT.',
    },
  ],
  note: 'API keys are issued to merchants in the pilot; the endpoints above open with it.',
};
