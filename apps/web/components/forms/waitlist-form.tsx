'use client';

import { buildWaitlistParams, type GeoLookup } from '@brp/core/email';
import { FIELD_LIMITS } from '@brp/core/field-limits';
import { FORM_TEXT } from '@brp/core/messages';
import { EMPTY_WAITLIST_FORM, type SignupType, validateWaitlist } from '@brp/core/validation';
import { useEffect, useRef } from 'react';

import { deliverEmail, type EmailTarget } from '@/lib/forms/deliver-email';
import { HONEYPOT_FIELD, useFormSubmission } from '@/lib/forms/use-form-submission';
import { visitorLocation } from '@/lib/browser/visitor-location';
import { intentFromLocation, WAITLIST_INTENT_EVENT } from '@/lib/browser/waitlist-intent';

import { ErrorSummary, FormThanks } from './form-feedback';
import { FormField, Honeypot } from './form-field';

interface WaitlistFormProps {
  className?: string;
  email: EmailTarget;
  geoEndpoint: string;
}

const TYPES: { value: SignupType; label: string; description: string }[] = [
  { value: 'user', label: 'User', description: 'I shop locally and want my rewards in one wallet' },
  {
    value: 'vendor',
    label: 'Vendor',
    description: 'I run a local business and want to join the network',
  },
];

/**
 * The waitlist signup (spec sections 3–5): validated on submit with the spec's messages, sent
 * once through EmailJS with the visitor's approximate location, replaced by a thank-you on
 * success, kept intact with a message on failure.
 */
export function WaitlistForm({ className, email, geoEndpoint }: WaitlistFormProps) {
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
  const { values, errors, status, setValue, register } = form;

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
      document.getElementById('waitlist-name')?.focus({ preventScroll: true });
    };
    window.addEventListener(WAITLIST_INTENT_EVENT, onIntent);
    return () => window.removeEventListener(WAITLIST_INTENT_EVENT, onIntent);
  }, [setValue]);

  if (status === 'success') {
    return (
      <FormThanks className={className} title="You're on the list!">
        Thanks{values.name.trim() ? `, ${values.name.trim()}` : ''}. We&apos;ll e-mail{' '}
        {values.email.trim()} as soon as the pilot opens near {values.location.trim()}
        {values.type === 'vendor'
          ? ', and our onboarding team will be in touch about your business.'
          : '.'}
      </FormThanks>
    );
  }

  const submitting = status === 'submitting';
  return (
    <form
      className={className}
      data-state={status}
      noValidate
      onSubmit={(event) => void form.submit(event)}
      aria-label="Join the waitlist"
    >
      <fieldset data-part="choice">
        <legend>I&apos;m joining as</legend>
        {TYPES.map((option) => (
          <label key={option.value} data-part="option">
            <input
              type="radio"
              name="type"
              value={option.value}
              checked={values.type === option.value}
              onChange={() => setValue('type', option.value)}
            />
            <span data-part="option-label">{option.label}</span>
            <span data-part="option-description">{option.description}</span>
          </label>
        ))}
      </fieldset>
      <div data-part="grid">
        <FormField
          id="waitlist-name"
          maxLength={FIELD_LIMITS.name}
          label="Name"
          required
          autoComplete="name"
          value={values.name}
          error={errors.name}
          onChange={(value) => setValue('name', value)}
          inputRef={register('name')}
        />
        <FormField
          id="waitlist-email"
          maxLength={FIELD_LIMITS.email}
          label="Email"
          type="email"
          required
          autoComplete="email"
          value={values.email}
          error={errors.email}
          onChange={(value) => setValue('email', value)}
          inputRef={register('email')}
        />
        <FormField
          id="waitlist-location"
          maxLength={FIELD_LIMITS.location}
          label="Location/ZIP Code"
          required
          autoComplete="postal-code"
          value={values.location}
          error={errors.location}
          onChange={(value) => setValue('location', value)}
          inputRef={register('location')}
        />
        <FormField
          id="waitlist-phone"
          maxLength={FIELD_LIMITS.phone}
          label="Phone"
          type="tel"
          autoComplete="tel"
          hint={FORM_TEXT.phoneHint}
          value={values.phone}
          onChange={(value) => setValue('phone', value)}
        />
        {values.type === 'vendor' ? (
          <FormField
            id="waitlist-company"
            maxLength={FIELD_LIMITS.company}
            label="Company"
            required
            autoComplete="organization"
            value={values.company}
            error={errors.company}
            onChange={(value) => setValue('company', value)}
            inputRef={register('company')}
          />
        ) : null}
      </div>
      <label data-part="checkbox">
        <input
          type="checkbox"
          name="notify"
          checked={values.notify}
          onChange={(event) => setValue('notify', event.target.checked)}
        />
        <span>Notify me about launch news and the pilot in my area</span>
      </label>
      <Honeypot name={HONEYPOT_FIELD} />
      <ErrorSummary count={Object.keys(errors).length} />
      {status === 'error' ? (
        <p data-part="failure" role="alert">
          {FORM_TEXT.waitlistFailed}
        </p>
      ) : null}
      <button type="submit" data-part="submit" disabled={submitting}>
        {submitting ? FORM_TEXT.waitlistSubmitting : 'Join Waitlist'}
      </button>
    </form>
  );
}
