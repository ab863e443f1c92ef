import styled from 'styled-components';

import { BandLink } from '@/components/ui/band-link/band-link';
import { Band, Cards } from '@/components/page/blocks';
import { cardSurface } from '@/components/ui/card/card-styles';
import { CardGrid } from '@/components/ui/card-grid/card-grid';
import { theme } from '@/styles/tokens';

const CATEGORIES = [
  { name: 'Point of sale', platforms: ['Square', 'Clover', 'Toast'] },
  { name: 'Payments', platforms: ['Stripe'] },
  { name: 'eCommerce', platforms: ['Shopify'] },
];

// The category cards are styled from the grid: they are plain list items.
const Categories = styled(CardGrid)`
  > li {
    display: grid;
    gap: ${theme.space[4]};
    align-content: start;
    ${cardSurface}
  }
  h3 {
    font-size: ${theme.text.xl};
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space[2]};
    list-style: none;
  }
  ul li {
    padding: ${theme.space[2]} ${theme.space[4]};
    border-radius: ${theme.radius.pill};
    background: ${theme.color.surfaceTint};
    font-weight: ${theme.weight.bold};
  }
`;

export function PlatformCategories() {
  return (
    <Band eyebrow="Supported platforms" title="Plug into the systems you already use">
      <Categories $md={3} $gap={5}>
        {CATEGORIES.map((category) => (
          <li key={category.name}>
            <h3>{category.name}</h3>
            <ul aria-label={`${category.name} platforms`}>
              {category.platforms.map((platform) => (
                <li key={platform}>{platform}</li>
              ))}
            </ul>
          </li>
        ))}
      </Categories>
    </Band>
  );
}

export function SdkCapabilities() {
  return (
    <Band tone="muted" eyebrow="SDK" title="Build your own integration">
      <Cards
        items={[
          {
            icon: 'token',
            title: 'Token minting',
            body: 'Mint reward points or your brand tokens for a purchase, from any system.',
          },
          {
            icon: 'pos',
            title: 'QR scanning',
            body: 'Recognise a customer’s wallet from their QR code or barcode at the till.',
          },
          {
            icon: 'employees',
            title: 'User management',
            body: 'Look up members, balances and tiers, and link them to your own customer records.',
          },
        ]}
      />
      <BandLink href="/api">Read the API documentation →</BandLink>
    </Band>
  );
}
