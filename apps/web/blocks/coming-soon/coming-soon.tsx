import styled from 'styled-components';

import { buttonBase, buttonSizes, buttonVariants } from '@/components/ui/button/button-styles';
import { TooltipButton } from '@/components/ui/tooltip/tooltip-button';
import { tooltipStyles } from '@/components/ui/tooltip/tooltip-styles';
import { theme } from '@/styles/tokens';
import { Band } from '@/components/page/blocks';

import { type Block, sectionHeading } from '../shared/block';

const Tickets = styled.div`
  display: grid;
  gap: ${theme.space[4]};
  justify-items: center;
  text-align: center;
  p {
    max-width: 36rem;
    color: ${theme.color.inkMuted};
  }
`;

const TicketButton = styled(TooltipButton)`
  ${tooltipStyles}
  button {
    ${buttonBase} ${buttonSizes.md} ${buttonVariants.secondary}
  }
`;

/** A line about what is not available yet, and a button that says so in its tooltip. */
function ComingSoon({
  text,
  buttonLabel,
  tooltip,
}: {
  text: string;
  buttonLabel: string;
  tooltip: string;
}) {
  return (
    <Tickets>
      <p>{text}</p>
      <TicketButton label={buttonLabel} tooltip={tooltip} unavailable />
    </Tickets>
  );
}

/** The comingSoon block: its heading, then what it holds. */
export function ComingSoonBlock({ block }: { block: Block<'comingSoon'> }) {
  return (
    <Band {...sectionHeading(block)}>
      <ComingSoon text={block.text} buttonLabel={block.buttonLabel} tooltip={block.tooltip} />
    </Band>
  );
}
