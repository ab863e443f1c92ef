import { getSiteSettings } from '@/lib/content';

import type { Block } from '../shared/block';
import { Hero } from './hero-section';

/** The hero block: its words, with the site's launch label as its badge. */
export async function HeroBlock({ block }: { block: Block<'hero'> }) {
  const { launchLabel } = await getSiteSettings();
  return <Hero content={{ ...block, headline: block.title, launchLabel }} />;
}
