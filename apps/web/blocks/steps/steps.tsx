import { type Block, sectionHeading } from '../shared/block';
import { Band, Steps } from '@/components/page/blocks';

/** The steps block: its heading, then what it holds. */
export function StepsBlock({ block }: { block: Block<'steps'> }) {
  return (
    <Band {...sectionHeading(block)}>
      <Steps steps={block.steps} />
    </Band>
  );
}
