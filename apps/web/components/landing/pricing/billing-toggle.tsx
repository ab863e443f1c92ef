'use client';

import { type Billing, BILLING_OPTIONS, DEFAULT_BILLING } from '@brp/core/pricing';
import { type KeyboardEvent, type ReactNode, useRef, useState } from 'react';

const LABELS: Record<Billing, string> = { annual: 'Annual', monthly: 'Monthly' };

/**
 * The Annual / Monthly switch. Both prices are already in the page (rendered on the server); this
 * only records the choice as `data-billing`, and the styles show the matching price. A radio
 * group: arrow keys move the choice, as they do in any radio group.
 */
export function BillingToggle({
  className,
  children,
  note,
}: {
  className?: string;
  children: ReactNode;
  note: ReactNode;
}) {
  const [billing, setBilling] = useState<Billing>(DEFAULT_BILLING);
  const options = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent) => {
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
    if (!step) return;
    event.preventDefault();
    const next =
      (BILLING_OPTIONS.indexOf(billing) + step + BILLING_OPTIONS.length) % BILLING_OPTIONS.length;
    setBilling(BILLING_OPTIONS[next]!);
    options.current[next]?.focus();
  };

  return (
    <div className={className} data-billing={billing}>
      <div data-part="switch">
        <div role="radiogroup" aria-label="Billing" data-part="options" onKeyDown={onKeyDown}>
          {BILLING_OPTIONS.map((option, position) => (
            <button
              key={option}
              ref={(element) => {
                options.current[position] = element;
              }}
              type="button"
              role="radio"
              aria-checked={billing === option}
              tabIndex={billing === option ? 0 : -1}
              onClick={() => setBilling(option)}
            >
              {LABELS[option]}
            </button>
          ))}
        </div>
        {note}
      </div>
      {children}
    </div>
  );
}
