import { getFeatureCards } from '@/lib/content';

import type { Block } from '../shared/block';
import { Features } from './features-section';

/** The features block (#features): its heading, then the feature cards edited under Features. */
export async function FeaturesBlock({ block }: { block: Block<'features'> }) {
  return <Features heading={block} cards={await getFeatureCards()} />;
}
