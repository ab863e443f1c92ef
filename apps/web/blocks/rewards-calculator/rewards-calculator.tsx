import type { Block } from '../shared/block';
import { CalculatorSection } from './calculator-section';

/** The rewards-calculator block: its words from the block, its rates from @brp/core. */
export function RewardsCalculatorBlock({ block }: { block: Block<'rewardsCalculator'> }) {
  return <CalculatorSection eyebrow={block.eyebrow} title={block.title} tone={block.tone} />;
}
