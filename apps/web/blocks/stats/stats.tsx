import styled from 'styled-components';

import { Band } from '@/components/page/blocks';
import { media, theme } from '@/styles/tokens';

import { type Block, sectionHeading } from '../shared/block';

// Figure under label in the markup (a term, then its value, as screen readers read a `dl`); the
// figure drawn first.
const List = styled.dl`
  display: grid;
  gap: ${theme.space[5]};
  margin: 0;
  ${media.md} {
    grid-auto-columns: minmax(0, 1fr);
    grid-auto-flow: column;
  }
  > div {
    display: flex;
    flex-direction: column-reverse;
    justify-content: flex-end;
    gap: ${theme.space[2]};
    padding: ${theme.space[6]};
    border-radius: ${theme.radius.lg};
    background: ${theme.color.surface};
    box-shadow: ${theme.shadow.sm};
    text-align: center;
  }
  dt {
    color: ${theme.color.inkMuted};
  }
  dd {
    margin: 0;
    font-size: ${theme.text.h2};
    font-weight: ${theme.weight.heavy};
    color: ${theme.color.primary};
  }
`;

/** A stats block: figures that make a point, each with what it counts. */
export function StatsBlock({ block }: { block: Block<'stats'> }) {
  return (
    <Band {...sectionHeading(block)}>
      <List>
        {block.stats.map((stat) => (
          <div key={stat._key}>
            <dt>{stat.label}</dt>
            <dd>{stat.value}</dd>
          </div>
        ))}
      </List>
    </Band>
  );
}
