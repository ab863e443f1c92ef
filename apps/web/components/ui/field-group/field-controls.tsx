'use client';

import type { ChangeEvent } from 'react';

import { asText, errorId, hintId } from './field-ids';
import { useFieldState } from './field-state';

export interface FieldControlProps {
  className?: string;
  id: string;
  /** The value's key in the form's state. */
  name: string;
  /** The longest value the delivery path keeps whole (FIELD_LIMITS): every input is bounded. */
  maxLength: number;
  required?: boolean;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  multiline?: boolean;
  hasHint?: boolean;
}

/**
 * A text input (or textarea) bound to the form's state, its hint and error tied to it by
 * aria-describedby, so a screen reader reads them when the field takes focus.
 */
export function FieldControl({
  className,
  id,
  name,
  maxLength,
  required = false,
  type = 'text',
  autoComplete,
  multiline = false,
  hasHint = false,
}: FieldControlProps) {
  const field = useFieldState();
  const error = field.error(name);
  const describedBy =
    [hasHint ? hintId(id) : '', error ? errorId(id) : ''].filter(Boolean).join(' ') || undefined;
  const common = {
    className,
    id,
    name: id,
    value: asText(field.value(name)),
    maxLength,
    ref: field.register(name),
    'aria-invalid': error ? true : undefined,
    'aria-required': required || undefined,
    'aria-describedby': describedBy,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      field.setValue(name, event.target.value),
  };
  return multiline ? (
    <textarea rows={5} {...common} />
  ) : (
    <input type={type} autoComplete={autoComplete} {...common} />
  );
}

/** The field's error message, present only while the field has one. */
export function FieldError({
  className,
  id,
  name,
}: {
  className?: string;
  id: string;
  name: string;
}) {
  const error = useFieldState().error(name);
  if (!error) return null;
  return (
    <p id={errorId(id)} className={className}>
      {/* Decoration: hidden, so the field's accessible description is the message alone. */}
      <span aria-hidden="true">⚠{'\u00a0'}</span>
      {error}
    </p>
  );
}

/** A radio button or checkbox bound to the form's state: a radio sets `value`, a box a boolean. */
export function ChoiceControl({
  className,
  name,
  type,
  value,
}: {
  className?: string;
  name: string;
  type: 'radio' | 'checkbox';
  value?: string;
}) {
  const field = useFieldState();
  const current = field.value(name);
  return (
    <input
      className={className}
      type={type}
      name={name}
      value={value}
      checked={type === 'radio' ? current === value : current === true}
      onChange={(event) =>
        field.setValue(name, type === 'radio' ? (value ?? '') : event.target.checked)
      }
    />
  );
}
