import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { BillingToggle } from './billing-toggle';

describe('BillingToggle', () => {
  // Which price shows is CSS (`:has(:checked)`), checked in Chromium by the landing e2e tests.
  it('is a native radio group named Billing, on Annual until the visitor picks Monthly', async () => {
    render(
      <BillingToggle note={<p>note</p>}>
        <p>plans</p>
      </BillingToggle>,
    );
    const group = screen.getByRole('group', { name: 'Billing' });
    expect(group.tagName).toBe('FIELDSET');
    expect(screen.getByRole('radio', { name: 'Annual' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Monthly' }));
    expect(screen.getByRole('radio', { name: 'Monthly' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Annual' })).not.toBeChecked();
  });
});
