import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { BillingToggle } from './billing-toggle';

describe('BillingToggle', () => {
  const renderToggle = () =>
    render(
      <BillingToggle note={<p>note</p>}>
        <p data-testid="plans">plans</p>
      </BillingToggle>,
    );

  it('starts on annual billing and records the choice for the styles to show', async () => {
    renderToggle();
    const plans = screen.getByTestId('plans').parentElement;
    expect(screen.getByRole('radio', { name: 'Annual' })).toBeChecked();
    expect(plans).toHaveAttribute('data-billing', 'annual');
    await userEvent.click(screen.getByRole('radio', { name: 'Monthly' }));
    expect(screen.getByRole('radio', { name: 'Monthly' })).toBeChecked();
    expect(plans).toHaveAttribute('data-billing', 'monthly');
  });

  it('is one tab stop, moved with the arrow keys', async () => {
    renderToggle();
    expect(screen.getByRole('radio', { name: 'Annual' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('radio', { name: 'Monthly' })).toHaveAttribute('tabindex', '-1');
    screen.getByRole('radio', { name: 'Annual' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Monthly' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: 'Monthly' })).toBeChecked();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Annual' })).toBeChecked();
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('radio', { name: 'Monthly' })).toBeChecked();
  });
});
