import { type Billing, BILLING_OPTIONS, DEFAULT_BILLING } from '@brp/core/pricing';
import { type ReactNode, useId } from 'react';
import styled from 'styled-components';

import { theme } from '@/styles/tokens';

const LABELS: Record<Billing, string> = { annual: 'Annual', monthly: 'Monthly' };

// Both prices of a plan are in the page, each marked `data-price`; the checked radio decides
// which one shows. Pure CSS: the switch works before (and without) any script.
const Root = styled.div`
  ${BILLING_OPTIONS.map(
    (billing) =>
      `&:has(input[value='${billing}']:checked) [data-price]:not([data-price='${billing}']) { display: none; }`,
  ).join('\n')}
`;

const Switch = styled.div`
  display: grid;
  justify-items: center;
  gap: ${theme.space[3]};
  margin-bottom: ${theme.space[10]};
`;

const Options = styled.fieldset`
  display: inline-flex;
  padding: ${theme.space[1]};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.pill};
  background: ${theme.color.surface};
  box-shadow: ${theme.shadow.sm};
`;

// The radio covers its label, invisible: a click lands on the real control, and focus, arrow
// keys and checked state are the browser's own. The label draws the pill.
const Option = styled.label`
  position: relative;
  display: inline-grid;
  place-items: center;
  min-width: 7.5rem;
  min-height: ${theme.size.tap};
  padding: 0 ${theme.space[5]};
  border-radius: ${theme.radius.pill};
  font-weight: ${theme.weight.bold};
  color: ${theme.color.inkMuted};
  transition:
    background ${theme.motion.fast} ease,
    color ${theme.motion.fast} ease;

  &:has(input:checked) {
    background: ${theme.color.primary};
    color: ${theme.color.onPrimary};
  }
  &:has(input:focus-visible) {
    outline: 3px solid ${theme.color.focus};
    outline-offset: 3px;
  }
  /* Forced colours drop the fill: a border marks the chosen option instead. */
  @media (forced-colors: active) {
    &:has(input:checked) {
      outline: 2px solid CanvasText;
    }
  }
`;

const Radio = styled.input`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  margin: 0;
  opacity: 0;
  cursor: pointer;
`;

/**
 * The Annual / Monthly switch: a native radio group (one tab stop, arrow keys move the choice),
 * Annual by default. Both prices are rendered on the server; the styles show the chosen one.
 */
export function BillingToggle({ children, note }: { children: ReactNode; note: ReactNode }) {
  const group = useId();
  return (
    <Root>
      <Switch>
        <Options>
          <legend className="visually-hidden">Billing</legend>
          {BILLING_OPTIONS.map((option) => (
            <Option key={option}>
              <Radio
                type="radio"
                name={group}
                value={option}
                defaultChecked={option === DEFAULT_BILLING}
              />
              {LABELS[option]}
            </Option>
          ))}
        </Options>
        {note}
      </Switch>
      {children}
    </Root>
  );
}
