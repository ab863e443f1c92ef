import { type FieldErrors, hasErrors } from '@brp/core/validation';
import { type FormEvent, useCallback, useLayoutEffect, useRef, useState } from 'react';

import { HONEYPOT_FIELD } from './honeypot';

/**
 * What a send throws when the server refused some fields (its checks go further than the
 * browser's: a throwaway address, say): their messages show under them, as the browser's do.
 */
export class FieldRejection extends Error {
  override name = 'FieldRejection';
  constructor(readonly fields: Record<string, string>) {
    super(`the server refused: ${Object.keys(fields).join(', ')}`);
  }
}

export type SubmitStatus = 'editing' | 'submitting' | 'success' | 'error';

interface Options<Values> {
  initial: Values;
  /** Loads the form's checks (their module loads on first use), run on submit. */
  loadChecks: () => Promise<(values: Values) => FieldErrors<Extract<keyof Values, string>>>;
  /** Fields in the order they appear, so focus goes to the first invalid one. */
  fieldOrder: Extract<keyof Values, string>[];
  send: (values: Values) => Promise<void>;
  /** Names the form in the error log. */
  logName: string;
}

/**
 * A form's state from editing to sent: values, field errors (checked on submit, each cleared when
 * its field is edited), focus on the first invalid field, one send at a time however often the
 * button is pressed, a honeypot that makes bots "succeed" without sending, and failures logged
 * with every typed value kept.
 */
export function useFormSubmission<Values extends object>({
  initial,
  loadChecks,
  fieldOrder,
  send,
  logName,
}: Options<Values>) {
  type Field = Extract<keyof Values, string>;
  const [values, setValues] = useState(initial);
  // What the fields hold now: an edit made while the checks load is checked and sent with the rest.
  const latest = useRef(values);
  useLayoutEffect(() => {
    latest.current = values;
  }, [values]);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [status, setStatus] = useState<SubmitStatus>('editing');
  const inFlight = useRef(false);
  const fields = useRef(new Map<Field, HTMLElement>());

  const setValue = useCallback(<Name extends Field>(field: Name, value: Values[Name]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      if (!(field in current)) return current;
      const { [field]: _cleared, ...rest } = current;
      return rest as FieldErrors<Field>;
    });
  }, []);

  const register = useCallback(
    (field: Field) => (element: HTMLElement | null) => {
      if (element) fields.current.set(field, element);
      else fields.current.delete(field);
    },
    [],
  );

  const showErrors = (found: FieldErrors<Field>) => {
    setErrors(found);
    const first = fieldOrder.find((field) => found[field] !== undefined);
    if (first) fields.current.get(first)?.focus();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    inFlight.current = true;
    const honeypot = new FormData(event.currentTarget).get(HONEYPOT_FIELD);
    try {
      const check = await loadChecks();
      const sent = latest.current;
      const found = check(sent);
      if (hasErrors(found)) return showErrors(found);
      setErrors(found);
      setStatus('submitting');
      if (!honeypot) await send(sent);
      setStatus('success');
    } catch (error) {
      const refused = error instanceof FieldRejection ? knownFields(error.fields) : {};
      if (hasErrors(refused)) {
        setStatus('editing');
        showErrors(refused);
      } else {
        console.error(`The ${logName} form could not be sent:`, error);
        setStatus('error');
      }
    } finally {
      inFlight.current = false;
    }
  };

  /** The server's messages for this form's fields; one for a field it does not have is not shown. */
  function knownFields(refused: Record<string, string>): FieldErrors<Field> {
    return Object.fromEntries(
      Object.entries(refused).filter(([field]) => fieldOrder.includes(field as Field)),
    ) as FieldErrors<Field>;
  }

  return { values, errors, status, setValue, register, submit };
}

/** What useFormSubmission hands a form: its state and the submit handler. */
export type FormSubmission<Values extends object> = ReturnType<typeof useFormSubmission<Values>>;
