'use client';

import { buildWaitlistParams, type GeoLookup } from '@brp/core/email';
import {
  EMPTY_WAITLIST_FORM,
  type SignupType,
  validateWaitlist,
  type WaitlistForm,
} from '@brp/core/validation';
import { createContext, lazy, Suspense, useContext, useEffect, useRef, useState } from 'react';

import { visitorLocation } from '@/lib/browser/visitor-location';
import { intentFromLocation, WAITLIST_INTENT_EVENT } from '@/lib/browser/waitlist-intent';
import { deliverEmail, type EmailTarget } from '@/lib/forms/deliver-email';
import { useFormSubmission } from '@/lib/forms/use-form-submission';
import type { SignupAnswer } from '@/lib/waitlist/signup';

import { asText } from '@/components/ui/field-group/field-ids';
import { useFieldState } from '@/components/ui/field-group/field-state';

import { FormFrame, type FormFrameSlots } from './form-state';

interface WaitlistFormStateProps extends FormFrameSlots {
  email: EmailTarget;
  geoEndpoint: string;
  /** The control a call to action focuses once it has chosen the type. */
  focusId: string;
}

/** What the site's server answered the signup: the place in line and the personal link. */
const AnswerContext = createContext<SignupAnswer | undefined>(undefined);

/** The signup's answer, for the thanks card; undefined until the form is sent. */
function useSignupAnswer(): SignupAnswer | undefined {
  return useContext(AnswerContext);
}

/**
 * Records the signup on the site's server first (it checks everything again, refuses throwaway
 * addresses, and keeps one place per e-mail), then, when the team has not had it yet, sends the
 * spec's EmailJS message and reports it sent. The signup succeeds only when both did; a retry
 * after either failed records nothing twice. Both modules load when someone submits.
 */
async function join(
  values: WaitlistForm,
  geo: GeoLookup,
  email: EmailTarget,
  search: string,
): Promise<SignupAnswer> {
  const { recordSignup, referralCodeIn, reportTeamEmailSent } =
    await import('@/lib/forms/join-waitlist');
  const answer = await recordSignup(values, geo, referralCodeIn(search));
  if (answer.receipt) {
    await deliverEmail(email, buildWaitlistParams(values, geo, navigator.userAgent), 'waitlist');
    await reportTeamEmailSent(answer.receipt);
  }
  return answer;
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
  const [answer, setAnswer] = useState<SignupAnswer>();
  const form = useFormSubmission({
    initial: EMPTY_WAITLIST_FORM,
    validate: validateWaitlist,
    fieldOrder: ['name', 'email', 'location', 'company'],
    logName: 'waitlist',
    send: async (values) => {
      setAnswer(await join(values, geo.current, email, window.location.search));
    },
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

  return (
    <AnswerContext.Provider value={answer}>
      <FormFrame form={form} {...slots} />
    </AnswerContext.Provider>
  );
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

/** The thanks' title: a repeat signup hears that they were on the list already. */
export function WaitlistThanksTitle() {
  return useSignupAnswer()?.alreadyListed ? "You're already on the list!" : "You're on the list!";
}

// The place and the link load with the answer: a page that nobody signs up on never loads them.
const PlaceAndLink = lazy(() => import('./waitlist-place'));

/** The visitor's place in line and their personal link, once the server has answered. */
export function WaitlistPlace() {
  const answer = useSignupAnswer();
  return answer ? (
    <Suspense fallback={null}>
      <PlaceAndLink answer={answer} />
    </Suspense>
  ) : null;
}
