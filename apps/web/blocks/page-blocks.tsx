import type { PageBlock } from '@brp/blocks/types';

import { BLOCK_COMPONENTS } from './components';
import type { BlockComponent, OnPage } from './shared/block';

function PageBlock({ block, page }: { block: PageBlock; page: OnPage }) {
  // A block type the studio has and this build does not (deployed in the other order) is skipped.
  const Component = BLOCK_COMPONENTS[block._type] as BlockComponent<PageBlock['_type']> | undefined;
  return Component ? <Component block={block} page={page} /> : null;
}

/** A page built in the studio: its blocks, top to bottom. The words come from the blocks; layout
 * and behaviour from each block's component. */
export function PageBlocks({ blocks, title }: { blocks: PageBlock[]; title: string }) {
  return blocks.map((block) => <PageBlock key={block._key} block={block} page={{ title }} />);
}
