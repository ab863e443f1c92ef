import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { FieldGroup } from './field-group';
import { type FieldState, FieldStateProvider } from './field-state';

/** A minimal form around the field: one value, the errors a test gives it. */
function Form({
  errors = {},
  onSet = () => undefined,
  children,
}: {
  errors?: Record<string, string>;
  onSet?: (name: string, value: string | boolean) => void;
  children: React.ReactNode;
}) {
  const [values, setValues] = useState<Record<string, unknown>>({});
  const state: FieldState = {
    value: (name) => values[name],
    error: (name) => errors[name],
    setValue: (name, value) => {
      onSet(name, value);
      setValues((current) => ({ ...current, [name]: value }));
    },
    register: () => () => undefined,
  };
  return <FieldStateProvider value={state}>{children}</FieldStateProvider>;
}

describe('FieldGroup', () => {
  it('labels its control and marks it required, or optional in the label', () => {
    render(
      <Form>
        <FieldGroup id="f-name" name="name" label="Name" required maxLength={10} />
        <FieldGroup id="f-phone" name="phone" label="Phone" type="tel" maxLength={10} />
      </Form>,
    );
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(name).toHaveAttribute('aria-required', 'true');
    expect(name).toHaveAttribute('maxlength', '10');
    // By the label's text: jsdom drops the space before the span in the computed name.
    expect(screen.getByLabelText('Phone (optional)')).toHaveAttribute('type', 'tel');
  });

  it('describes the control by its hint', () => {
    render(
      <Form>
        <FieldGroup id="f-phone" name="phone" label="Phone" hint="We may text you" maxLength={9} />
      </Form>,
    );
    const phone = screen.getByLabelText('Phone (optional)');
    expect(phone).toHaveAccessibleDescription('We may text you');
    expect(phone).not.toBeInvalid();
  });

  it('shows the error, marks the control invalid and adds the error to its description', () => {
    render(
      <Form errors={{ email: 'Email is required' }}>
        <FieldGroup
          id="f-email"
          name="email"
          label="Email"
          hint="Work address"
          required
          maxLength={9}
        />
      </Form>,
    );
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(screen.getByText('Email is required')).toBeVisible();
    expect(email).toBeInvalid();
    // The warning sign is decoration: the description is the hint, then the message alone.
    expect(email).toHaveAccessibleDescription('Work address Email is required');
  });

  it('has no error element and no invalid mark without an error', () => {
    const { container } = render(
      <Form>
        <FieldGroup id="f-email" name="email" label="Email" required maxLength={9} />
      </Form>,
    );
    expect(container.querySelector('#f-email-error')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Email' })).not.toHaveAttribute('aria-describedby');
  });

  it('hands every keystroke to the form, as a textarea when multiline', async () => {
    const onSet = vi.fn();
    render(
      <Form onSet={onSet}>
        <FieldGroup id="f-msg" name="message" label="Message" multiline required maxLength={20} />
      </Form>,
    );
    const message = screen.getByRole('textbox', { name: 'Message' });
    expect(message.tagName).toBe('TEXTAREA');
    await userEvent.type(message, 'Hi');
    expect(message).toHaveValue('Hi');
    expect(onSet).toHaveBeenLastCalledWith('message', 'Hi');
  });
});
