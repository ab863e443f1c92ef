import { Band } from '@/components/page/blocks';

import { type Block, closingLink, sectionHeading } from '../shared/block';
import { UseCaseSlides } from './use-case-slides';

/** The use-case carousel block: its heading, the cases one at a time, and its closing link. */
export function UseCaseCarouselBlock({ block }: { block: Block<'useCaseCarousel'> }) {
  return (
    <Band {...sectionHeading(block)}>
      <UseCaseSlides cases={block.cases} />
      {/* The carousel's controls sit low: the link stands further off. */}
      {closingLink(block.link, 10)}
    </Band>
  );
}
