import type { Block } from '../shared/block';
import { Hero } from './hero-section';

/** The hero block: its words, with the site's launch label (read with the page) as its badge. */
export function HeroBlock({ block }: { block: Block<'hero'> }) {
  return <Hero hero={block} />;
}
