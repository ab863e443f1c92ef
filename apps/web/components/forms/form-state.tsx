'use client';

import {
  type FormEvent,
  type ReactNode,
  createContext,
  useContext,
  useEffect,
  useMemo,
  useRef,
} from 'react';

import { asText } from '@/components/ui/field-group/field-ids';
import {
  type FieldState,
  FieldStateProvider,
  useFieldState,
} from '@/components/ui/field-group/field-state';
import type { FormSubmission, SubmitStatus } from '@/lib/forms/use-form-submission';

interface Feedback {
  status: SubmitStatus;
  errorCount: number;
}

const FeedbackContext = createContext<Feedback>({ status: 'editing', errorCount: 0 });

export interface FormFrameSlots {
  className?: string;
  /** The form's accessible name. */
  label: string;
  /** What replaces the form once it is sent. */
  thanks: ReactNode;
  /** The fields and the footer, drawn on the server. */
  children: ReactNode;
}

/**
 * The client half every form shares: it hands the state from useFormSubmission to the
 * server-drawn fields and footer below it, and swaps the form for its thanks once sent.
 */
export function FormFrame<Values extends object>({
  form,
  className,
  label,
  thanks,
  children,
}: FormFrameSlots & { form: FormSubmission<Values> }) {
  const { values, errors, status, setValue, register, submit } = form;
  const fields = useMemo<FieldState>(
    () => ({
      value: (name) => values[name as keyof Values],
      error: (name) => errors[name as keyof typeof errors],
      setValue: setValue as FieldState['setValue'],
      register: register as FieldState['register'],
    }),
    [values, errors, setValue, register],
  );
  const feedback = useMemo(
    () => ({ status, errorCount: Object.keys(errors).length }),
    [status, errors],
  );
  return (
    <FieldStateProvider value={fields}>
      <FeedbackContext.Provider value={feedback}>
        {status === 'success' ? (
          <div className={className} data-state="success">
            {thanks}
          </div>
        ) : (
          <form
            className={className}
            data-state={status}
            noValidate
            onSubmit={(event: FormEvent<HTMLFormElement>) => void submit(event)}
            aria-label={label}
          >
            {children}
          </form>
        )}
      </FeedbackContext.Provider>
    </FieldStateProvider>
  );
}

/**
 * The submit button: disabled, with its busy label, while the form is sending. `before` is drawn
 * right before it (see FormFooter).
 */
export function SubmitButton({
  className,
  label,
  busyLabel,
  before,
}: {
  className?: string;
  label: string;
  busyLabel: string;
  before?: ReactNode;
}) {
  const busy = useContext(FeedbackContext).status === 'submitting';
  return (
    <>
      {before}
      <button type="submit" className={className} disabled={busy}>
        {busy ? busyLabel : label}
      </button>
    </>
  );
}

/**
 * The message shown, and announced, when sending failed; the form and its values stay. `before`
 * is drawn right before it (see FormFooter).
 */
export function FailureAlert({
  className,
  message,
  before,
}: {
  className?: string;
  message: string;
  before?: ReactNode;
}) {
  const failed = useContext(FeedbackContext).status === 'error';
  return (
    <>
      {before}
      {failed ? (
        <p className={className} role="alert">
          {message}
        </p>
      ) : null}
    </>
  );
}

/** Tells screen-reader users how many fields need correcting after a rejected submit. */
export function ErrorSummary() {
  const count = useContext(FeedbackContext).errorCount;
  return (
    <p className="visually-hidden" role="status">
      {count > 0 ? `Please correct ${count} field(s).` : ''}
    </p>
  );
}

/** The thanks card. It takes focus when it appears, so the thanks is read out at once. */
export function ThanksCard({ className, children }: { className?: string; children: ReactNode }) {
  const card = useRef<HTMLDivElement>(null);
  useEffect(() => card.current?.focus(), []);
  return (
    <div ref={card} className={className} tabIndex={-1} role="status">
      {children}
    </div>
  );
}

/** A value the visitor typed, trimmed, for the thanks; `prefix` only shows with a value. */
export function FieldValue({ name, prefix = '' }: { name: string; prefix?: string }) {
  const value = asText(useFieldState().value(name)).trim();
  return value ? `${prefix}${value}` : null;
}

/** Shows its children while a field holds `equals`, else `otherwise`. */
export function ShowWhen({
  name,
  equals,
  otherwise = null,
  children,
}: {
  name: string;
  equals: string;
  otherwise?: ReactNode;
  children: ReactNode;
}) {
  return useFieldState().value(name) === equals ? children : otherwise;
}
