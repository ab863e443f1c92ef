import type { Route } from 'next';
import styled from 'styled-components';

import { cardSurface } from '@/components/ui/card/card-styles';
import { CardGrid } from '@/components/ui/card-grid/card-grid';
import { hoverLift } from '@/components/ui/hover-lift/hover-lift';
import { FeatureIcon, type FeatureIconName } from '@/components/ui/icon/feature-icon';
import { Link } from '@/components/ui/link/link';
import { theme } from '@/styles/tokens';
import { Band } from '@/components/page/blocks';

import { type Block, sectionHeading } from '../shared/block';

const Card = styled(Link)`
  display: grid;
  gap: ${theme.space[2]};
  height: 100%;
  ${cardSurface}
  text-decoration: none;
  ${hoverLift('4px')}
  strong {
    font-size: ${theme.text.xl};
  }
  span {
    color: ${theme.color.inkMuted};
  }
  svg {
    color: ${theme.color.primary};
    width: 2rem;
    height: 2rem;
  }
`;

interface LinkCard {
  _key: string;
  title: string;
  body: string;
  href: string;
  icon: FeatureIconName;
}

/** Cards that each lead somewhere, the whole card a link: the Support page's three ways in. */
function LinkCards({ cards }: { cards: LinkCard[] }) {
  return (
    <CardGrid $md={3} $gap={5}>
      {cards.map((card) => (
        <li key={card._key}>
          <Card href={card.href as Route}>
            <FeatureIcon name={card.icon} />
            <strong>{card.title}</strong>
            <span>{card.body}</span>
          </Card>
        </li>
      ))}
    </CardGrid>
  );
}

/** The linkCards block: its heading, then what it holds. */
export function LinkCardsBlock({ block }: { block: Block<'linkCards'> }) {
  return (
    <Band {...sectionHeading(block)}>
      <LinkCards cards={block.cards} />
    </Band>
  );
}
