import { CtaBand } from '@/components/page/blocks';

import { ActionButton } from '../shared/action-button';
import type { Block } from '../shared/block';

/** The call-to-action block on the dark band: the first button filled, a second an outline. */
export function CtaBandBlock({ block }: { block: Block<'ctaBand'> }) {
  return (
    <CtaBand title={block.title} text={block.text}>
      {block.buttons.map((button, index) => (
        <ActionButton
          key={button._key}
          button={button}
          variant={button.look ?? (index === 0 ? 'primary' : 'outline')}
          size="lg"
        />
      ))}
    </CtaBand>
  );
}
