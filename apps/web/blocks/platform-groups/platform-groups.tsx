import { Band } from '@/components/page/blocks';

import { type Block, sectionHeading } from '../shared/block';
import { PlatformGroups } from './platform-group-list';

/** The platformGroups block: its heading, then what it holds. */
export function PlatformGroupsBlock({ block }: { block: Block<'platformGroups'> }) {
  return (
    <Band {...sectionHeading(block)}>
      <PlatformGroups groups={block.groups} />
    </Band>
  );
}
