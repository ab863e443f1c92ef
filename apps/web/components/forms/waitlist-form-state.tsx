'use client';

import { buildWaitlistParams, type GeoLookup } from '@brp/core/email';
import { EMPTY_WAITLIST_FORM, type SignupType, validateWaitlist } from '@brp/core/validation';
import { useEffect, useRef } from 'react';

import { visitorLocation } from '@/lib/browser/visitor-location';
import { intentFromLocation, WAITLIST_INTENT_EVENT } from '@/lib/browser/waitlist-intent';
import { deliverEmail, type EmailTarget } from '@/lib/forms/deliver-email';
import { useFormSubmission } from '@/lib/forms/use-form-submission';

import { asText } from '@/components/ui/field-group/field-ids';
import { useFieldState } from '@/components/ui/field-group/field-state';

import { FormFrame, type FormFrameSlots } from './form-state';

interface WaitlistFormStateProps extends FormFrameSlots {
  email: EmailTarget;
  geoEndpoint: string;
  /** The control a call to action focuses once it has chosen the type. */
  focusId: string;
}

/**
 * The waitlist signup's state (spec sections 3–5): validated on submit with the spec's messages,
 * sent once through EmailJS with the visitor's approximate location, the type preselected by the
 * hero and vendor calls to action.
 */
export function WaitlistFormState({
  email,
  geoEndpoint,
  focusId,
  ...slots
}: WaitlistFormStateProps) {
  const geo = useRef<GeoLookup>({});
  const form = useFormSubmission({
    initial: EMPTY_WAITLIST_FORM,
    validate: validateWaitlist,
    fieldOrder: ['name', 'email', 'location', 'company'],
    logName: 'waitlist',
    send: (values) =>
      deliverEmail(
        email,
        buildWaitlistParams(values, geo.current, navigator.userAgent),
        'waitlist',
      ),
  });
  const { setValue } = form;

  // One lookup per visit, started when the form first loads; a failure costs only the details.
  useEffect(() => {
    void visitorLocation(geoEndpoint).then((lookup) => {
      geo.current = lookup;
    });
  }, [geoEndpoint]);

  // The hero and vendor buttons choose the type: through the address before this code loads,
  // through an event after.
  useEffect(() => {
    const fromAddress = intentFromLocation(window.location.search);
    if (fromAddress) setValue('type', fromAddress);
    const onIntent = (event: Event) => {
      setValue('type', (event as CustomEvent<SignupType>).detail);
      document.getElementById(focusId)?.focus({ preventScroll: true });
    };
    window.addEventListener(WAITLIST_INTENT_EVENT, onIntent);
    return () => window.removeEventListener(WAITLIST_INTENT_EVENT, onIntent);
  }, [setValue, focusId]);

  return <FormFrame form={form} {...slots} />;
}

/** The thanks line: who signed up, where we will write, and a word for vendors. */
export function WaitlistThanksText() {
  const field = useFieldState();
  const [name, email, location] = ['name', 'email', 'location'].map((key) =>
    asText(field.value(key)).trim(),
  );
  // Laid out as the text nodes have always been, so the line renders exactly as before.
  // prettier-ignore
  return (
    <>
      Thanks{name ? `, ${name}` : ''}. We&apos;ll e-mail{' '}
      {email} as soon as the pilot opens near {location}
      {field.value('type') === 'vendor'
        ? ', and our onboarding team will be in touch about your business.'
        : '.'}
    </>
  );
}
