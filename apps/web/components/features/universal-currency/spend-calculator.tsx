'use client';

import { estimateRewards, formatMoney, normalizeSpend } from '@brp/core/calculator';
import { SPEND_RANGE } from '@brp/core/constants';
import { useState } from 'react';

/**
 * "Try It Out": a Monthly Spend slider (whole dollars, 0 to 1000, starting at 100) and what that
 * spend earns, computed by the core package. A native range input, so arrow keys, Page Up/Down,
 * Home and End all work.
 */
export function SpendCalculator({ className }: { className?: string }) {
  const [spend, setSpend] = useState<number>(SPEND_RANGE.initial);
  const estimate = estimateRewards(spend);
  const share = (estimate.spend / SPEND_RANGE.max) * 100;
  return (
    <div className={className}>
      <div data-part="control">
        <label htmlFor="monthly-spend">Monthly Spend</label>
        <output htmlFor="monthly-spend" data-part="spend">
          ${estimate.spend}
        </output>
      </div>
      <input
        id="monthly-spend"
        type="range"
        min={SPEND_RANGE.min}
        max={SPEND_RANGE.max}
        step={SPEND_RANGE.step}
        value={estimate.spend}
        aria-valuetext={`$${estimate.spend} a month`}
        onChange={(event) => setSpend(normalizeSpend(Number(event.target.value)))}
      />
      <div data-part="progress" aria-hidden="true">
        <span style={{ width: `${share}%` }} />
      </div>
      <p data-part="points">
        That earns <strong>{estimate.points} BRP</strong> a month, redeemable for:
      </p>
      <dl data-part="results">
        <div>
          <dt>XUSD on your debit card</dt>
          <dd data-testid="result-xusd">{formatMoney(estimate.xusd)}</dd>
        </div>
        <div>
          <dt>Gift-card in-store credit</dt>
          <dd data-testid="result-gift-card">${formatMoney(estimate.giftCardDollars)}</dd>
        </div>
        <div>
          <dt>Brand tokens</dt>
          <dd data-testid="result-brand-tokens">{estimate.brandTokens}</dd>
        </div>
      </dl>
    </div>
  );
}
