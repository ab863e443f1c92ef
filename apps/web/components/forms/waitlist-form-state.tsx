'use client';

import { buildWaitlistParams, type GeoLookup } from '@brp/core/email';
import { EMPTY_WAITLIST_FORM, type SignupType, type WaitlistForm } from '@brp/core/validation';
import { useEffect, useRef } from 'react';

import { reportStep } from '@/lib/analytics/report-lazily';
import { visitorLocation } from '@/lib/browser/visitor-location';
import { intentFromLocation, WAITLIST_INTENT_EVENT } from '@/lib/browser/waitlist-intent';
import { deliverEmail, type EmailTarget } from '@/lib/forms/deliver-email';
import { formChecks, loadSchemasQuietly } from '@/lib/forms/form-checks';
import type { ProofsOfWork } from '@/lib/forms/proof-of-work';
import { useFormSubmission } from '@/lib/forms/use-form-submission';

import { asText } from '@/components/ui/field-group/field-ids';
import { useFieldState } from '@/components/ui/field-group/field-state';

import { FormFrame, type FormFrameSlots } from './form-state';
import { useFirstStep } from './use-first-step';
import { useProofsOfWork } from './use-proofs-of-work';

interface WaitlistFormStateProps extends FormFrameSlots {
  email: EmailTarget;
  geoEndpoint: string;
  /** The control a call to action focuses once it has chosen the type. */
  focusId: string;
}

/**
 * Records the signup on the site's server first, with the form's solved proof of work (it checks
 * everything again, refuses throwaway addresses, keeps one row per mailbox and mails the person
 * their confirmation link), then sends the spec's EmailJS message and reports it sent. The signup
 * succeeds only when both did; a retry after either failed records nothing twice. The server
 * answers a new address and one on the list alike, so the form does the same for both. A proof
 * the server refused (expired) is solved again once; after any failure the next is solved ahead
 * for the retry. The modules load when someone submits.
 */
async function join(
  values: WaitlistForm,
  geo: GeoLookup,
  email: EmailTarget,
  proofs: ProofsOfWork,
): Promise<void> {
  try {
    const [{ postSignup, reportTeamEmailSent }, { withProof }] = await Promise.all([
      import('@/lib/forms/join-waitlist'),
      import('@/lib/forms/post-form'),
    ]);
    const { receipt } = await withProof(proofs.take, (proof) => postSignup(values, geo, proof));
    // Recorded: the funnel's second step, whatever becomes of the EmailJS message.
    reportStep('waitlist-submit', { type: values.type });
    await deliverEmail(email, buildWaitlistParams(values, geo, navigator.userAgent), 'waitlist');
    await reportTeamEmailSent(receipt);
  } catch (error) {
    proofs.prepare();
    throw error;
  }
}

/**
 * The waitlist signup's state (spec sections 3–5): validated on submit with the spec's messages,
 * recorded by the site's server and sent once through EmailJS with the visitor's approximate
 * location, the type preselected by the hero and vendor calls to action.
 */
export function WaitlistFormState({
  email,
  geoEndpoint,
  focusId,
  ...slots
}: WaitlistFormStateProps) {
  const geo = useRef<GeoLookup>({});
  const proofs = useProofsOfWork('waitlist', focusId);
  useFirstStep(focusId, loadSchemasQuietly);
  const form = useFormSubmission({
    initial: EMPTY_WAITLIST_FORM,
    loadChecks: formChecks((schemas) => schemas.waitlistForm),
    fieldOrder: ['name', 'email', 'location', 'company'],
    logName: 'waitlist',
    send: async (values) => join(values, geo.current, email, await proofs()),
  });
  const { setValue } = form;

  // One lookup per visit, started when the form first loads; a failure costs only the details.
  useEffect(() => {
    void visitorLocation(geoEndpoint).then((lookup) => {
      geo.current = lookup;
    });
  }, [geoEndpoint]);

  // The funnel's first step: the visitor begins to fill the form in.
  useEffect(() => {
    const form = document.getElementById(focusId)?.closest('form');
    const onInput = () => reportStep('waitlist-start');
    form?.addEventListener('input', onInput, { once: true });
    return () => form?.removeEventListener('input', onInput);
  }, [focusId]);

  // The hero and vendor buttons choose the type and bring the visitor to the first field: through
  // the address before this code loads (or when a button's click came before it), through an
  // event after.
  useEffect(() => {
    const focusFirstField = () => document.getElementById(focusId)?.focus({ preventScroll: true });
    const fromAddress = intentFromLocation(window.location.search);
    if (fromAddress) {
      setValue('type', fromAddress);
      if (window.location.hash === '#waitlist') focusFirstField();
    }
    const onIntent = (event: Event) => {
      setValue('type', (event as CustomEvent<SignupType>).detail);
      focusFirstField();
    };
    window.addEventListener(WAITLIST_INTENT_EVENT, onIntent);
    return () => window.removeEventListener(WAITLIST_INTENT_EVENT, onIntent);
  }, [setValue, focusId]);

  return <FormFrame form={form} {...slots} />;
}

/** The thanks line: who signed up, where the confirmation went, and a word for vendors. */
export function WaitlistThanksText() {
  const field = useFieldState();
  const [name, email, location] = ['name', 'email', 'location'].map((key) =>
    asText(field.value(key)).trim(),
  );
  return (
    <>
      Thanks{name ? `, ${name}` : ''}. We&apos;ve e-mailed {email} a link: follow it to confirm your
      address and take your place in line. We&apos;ll write as soon as the pilot opens near{' '}
      {location}
      {field.value('type') === 'vendor'
        ? ', and our onboarding team will be in touch about your business.'
        : '.'}
    </>
  );
}
