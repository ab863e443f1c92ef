import { PortableText } from '@/components/portable-text/portable-text';

import { type Block, sectionHeading } from '../shared/block';
import { TextWithMedia } from './media-columns';

/** The text-with-image block; one whose image was removed is left out rather than drawn half. */
export function TextWithMediaBlock({ block }: { block: Block<'textWithMedia'> }) {
  return block.image.asset ? (
    <TextWithMedia
      {...sectionHeading(block)}
      image={block.image}
      imageLeft={block.imageSide === 'left'}
    >
      <PortableText value={block.body} />
    </TextWithMedia>
  ) : null;
}
