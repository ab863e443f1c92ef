import { Band } from '@/components/page/blocks';

import { type Block, sectionHeading } from '../shared/block';
import { SupportedSystems } from './supported-systems';

/** The system-picker block: its heading, then the systems to choose from. */
export function SystemPickerBlock({ block }: { block: Block<'systemPicker'> }) {
  return (
    <Band {...sectionHeading(block)}>
      <SupportedSystems
        systems={block.systems.map(({ title, kind, detail }) => ({ name: title, kind, detail }))}
        prompt={block.prompt}
      />
    </Band>
  );
}
