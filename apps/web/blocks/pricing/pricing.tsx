import { getPricingPlans } from '@/lib/content';

import type { Block } from '../shared/block';
import { Pricing } from './pricing-section';

/** The pricing block (#pricing): its heading, then the plans edited under Pricing plans. */
export async function PricingBlock({ block }: { block: Block<'pricing'> }) {
  return <Pricing heading={block} plans={await getPricingPlans()} />;
}
