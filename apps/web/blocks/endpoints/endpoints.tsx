import { Band } from '@/components/page/blocks';

import { type Block, sectionHeading } from '../shared/block';
import { EndpointList } from './endpoint-list';

/** The endpoints block: its heading, then what it holds. */
export function EndpointsBlock({ block }: { block: Block<'endpoints'> }) {
  return (
    <Band {...sectionHeading(block)}>
      <EndpointList endpoints={block.endpoints} note={block.note} />
    </Band>
  );
}
