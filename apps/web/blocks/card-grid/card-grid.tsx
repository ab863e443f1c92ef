import { type Block, sectionHeading, closingLink } from '../shared/block';
import { Band, Cards } from '@/components/page/blocks';

/** The cardGrid block: its heading, then what it holds. */
export function CardGridBlock({ block }: { block: Block<'cardGrid'> }) {
  return (
    <Band {...sectionHeading(block)}>
      <Cards
        columns={block.columns ?? 3}
        items={block.cards.map((card) => ({
          title: card.title,
          body: card.body,
          icon: card.icon,
          points: card.points?.length ? card.points : undefined,
        }))}
      />
      {closingLink(block.link)}
    </Band>
  );
}
