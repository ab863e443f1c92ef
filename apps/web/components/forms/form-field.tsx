import type { ChangeEvent, Ref } from 'react';

interface FormFieldProps {
  id: string;
  label: string;
  value: string;
  /** The longest value the delivery path keeps whole (FIELD_LIMITS): every input is bounded. */
  maxLength: number;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
  required?: boolean;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  multiline?: boolean;
  inputRef?: Ref<HTMLInputElement & HTMLTextAreaElement>;
}

/**
 * A labelled text input (or textarea) with its hint and error tied to it by aria-describedby, so
 * a screen reader reads them when the field takes focus. Styled by the form's frame (data-part).
 */
export function FormField({
  id,
  label,
  value,
  maxLength,
  onChange,
  error,
  hint,
  required = false,
  type = 'text',
  autoComplete,
  multiline = false,
  inputRef,
}: FormFieldProps) {
  const describedBy =
    [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    name: id,
    value,
    maxLength,
    ref: inputRef,
    'aria-invalid': error ? true : undefined,
    'aria-required': required || undefined,
    'aria-describedby': describedBy,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      onChange(event.target.value),
  };
  return (
    <div data-part="field" data-invalid={error ? true : undefined}>
      <label htmlFor={id}>
        {label}
        {required ? null : <span data-part="optional"> (optional)</span>}
      </label>
      {multiline ? (
        <textarea rows={5} {...common} />
      ) : (
        <input type={type} autoComplete={autoComplete} {...common} />
      )}
      {hint ? (
        <p id={`${id}-hint`} data-part="hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} data-part="error">
          {/* Decoration: hidden, so the field's accessible description is the message alone. */}
          <span aria-hidden="true">⚠{'\u00a0'}</span>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The field people never see: bots that fill every input give themselves away here. */
export function Honeypot({ name }: { name: string }) {
  return (
    <div data-part="honeypot" aria-hidden="true">
      <label htmlFor={`hp-${name}`}>Leave this empty</label>
      <input
        id={`hp-${name}`}
        name={name}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  );
}
