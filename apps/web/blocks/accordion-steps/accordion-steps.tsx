import { Band } from '@/components/page/blocks';

import { type Block, sectionHeading } from '../shared/block';
import { StepAccordion } from '@/components/ui/accordion/step-accordion';

/** The accordionSteps block: its heading, then what it holds. */
export function AccordionStepsBlock({ block }: { block: Block<'accordionSteps'> }) {
  return (
    <Band {...sectionHeading(block)}>
      <StepAccordion
        steps={block.steps.map((step) => ({
          id: step._key,
          title: step.title,
          description: step.description,
          art: step.art,
          bullets: step.points ?? [],
        }))}
      />
    </Band>
  );
}
