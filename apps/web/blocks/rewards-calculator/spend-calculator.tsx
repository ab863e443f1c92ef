'use client';

import {
  estimateRewards,
  formatMoney,
  normalizeSpend,
  type RewardEstimate,
} from '@brp/core/calculator';
import { SPEND_RANGE } from '@brp/core/constants';
import { createContext, type ReactNode, useContext, useState } from 'react';

// The parts below are the only interactive bits; the server section lays them out and styles
// them, so the browser receives the state and these few leaves, not the markup or the CSS.
const SpendContext = createContext<{
  estimate: RewardEstimate;
  setSpend: (spend: number) => void;
} | null>(null);

function useEstimate() {
  const value = useContext(SpendContext);
  if (!value) throw new Error('A calculator part is rendered outside <SpendCalculator>.');
  return value;
}

/**
 * "Try It Out": holds the Monthly Spend (whole dollars, 0 to 1000, starting at 100) and what
 * that spend earns, computed by the core package, for the parts inside it. Renders no element.
 */
export function SpendCalculator({ children }: { children: ReactNode }) {
  const [spend, setSpend] = useState<number>(SPEND_RANGE.initial);
  return (
    <SpendContext value={{ estimate: estimateRewards(spend), setSpend }}>{children}</SpendContext>
  );
}

/** The Monthly Spend slider: a native range input, so arrow keys, Page Up/Down, Home and End all work. */
export function SpendSlider({ className }: { className?: string }) {
  const { estimate, setSpend } = useEstimate();
  return (
    <input
      className={className}
      id="monthly-spend"
      type="range"
      min={SPEND_RANGE.min}
      max={SPEND_RANGE.max}
      step={SPEND_RANGE.step}
      value={estimate.spend}
      aria-valuetext={`$${estimate.spend} a month`}
      onChange={(event) => setSpend(normalizeSpend(Number(event.target.value)))}
    />
  );
}

/** The filled share of the spend bar: as wide as the spend is of the slider's maximum. */
export function SpendShare({ className }: { className?: string }) {
  const { estimate } = useEstimate();
  return (
    <span
      className={className}
      data-testid="spend-share"
      style={{ width: `${(estimate.spend / SPEND_RANGE.max) * 100}%` }}
    />
  );
}

const FIGURES = {
  spend: (estimate: RewardEstimate) => String(estimate.spend),
  points: (estimate: RewardEstimate) => String(estimate.points),
  xusd: (estimate: RewardEstimate) => formatMoney(estimate.xusd),
  giftCardDollars: (estimate: RewardEstimate) => formatMoney(estimate.giftCardDollars),
  brandTokens: (estimate: RewardEstimate) => String(estimate.brandTokens),
} as const;

/** One figure of the estimate, as text: the caller supplies the element and any unit. */
export function SpendFigure({ of }: { of: keyof typeof FIGURES }) {
  return FIGURES[of](useEstimate().estimate);
}
