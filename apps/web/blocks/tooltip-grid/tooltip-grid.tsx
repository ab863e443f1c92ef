import styled from 'styled-components';

import { TooltipButton } from '@/components/ui/tooltip/tooltip-button';
import { tooltipFromEdge, tooltipStyles } from '@/components/ui/tooltip/tooltip-styles';
import { media, theme } from '@/styles/tokens';
import { Band } from '@/components/page/blocks';

import { type Block, sectionHeading } from '../shared/block';

const Items = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${theme.space[3]};
  margin-top: ${theme.space[2]};
  list-style: none;
  ${media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const Item = styled(TooltipButton)`
  ${tooltipStyles}
  width: 100%;
  /* Two columns below md: each tooltip opens from the page's side of its button. */
  ${media.belowMd} {
    li:nth-child(odd) > & {
      ${tooltipFromEdge('start')}
    }
    li:nth-child(even) > & {
      ${tooltipFromEdge('end')}
    }
  }
  button {
    width: 100%;
    min-height: 3.5rem;
    padding: ${theme.space[3]} ${theme.space[4]};
    border: 1.5px solid ${theme.color.border};
    border-radius: ${theme.radius.lg};
    background: ${theme.color.surface};
    font-weight: ${theme.weight.bold};
    cursor: help;
    &:hover {
      border-color: ${theme.color.primary};
    }
  }
`;

/** Buttons in a grid, each explaining itself in a tooltip (the employee reward types). */
function TooltipGrid({ items }: { items: { title: string; tooltip: string }[] }) {
  return (
    <Items>
      {items.map((item) => (
        <li key={item.title}>
          <Item label={item.title} tooltip={item.tooltip} />
        </li>
      ))}
    </Items>
  );
}

/** The tooltipGrid block: its heading, then what it holds. */
export function TooltipGridBlock({ block }: { block: Block<'tooltipGrid'> }) {
  return (
    <Band {...sectionHeading(block)}>
      <TooltipGrid items={block.items} />
    </Band>
  );
}
