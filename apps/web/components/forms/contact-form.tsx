'use client';

import { CLAIMS } from '@brp/core/constants';
import { buildSupportParams } from '@brp/core/email';
import { FIELD_LIMITS } from '@brp/core/field-limits';
import { FORM_TEXT } from '@brp/core/messages';
import { EMPTY_CONTACT_FORM, validateContact } from '@brp/core/validation';

import { deliverEmail, type EmailTarget } from '@/lib/forms/deliver-email';
import { HONEYPOT_FIELD, useFormSubmission } from '@/lib/forms/use-form-submission';

import { ErrorSummary, FormThanks } from './form-feedback';
import { FormField, Honeypot } from './form-field';

/** The support contact form (spec sections 3–5 and 8), sent as a support message. */
export function ContactForm({ className, email }: { className?: string; email: EmailTarget }) {
  const form = useFormSubmission({
    initial: EMPTY_CONTACT_FORM,
    validate: validateContact,
    fieldOrder: ['name', 'email', 'message'],
    logName: 'contact',
    send: (values) => deliverEmail(email, buildSupportParams(values), 'contact'),
  });
  const { values, errors, status, setValue, register } = form;

  if (status === 'success') {
    return (
      <FormThanks className={className} title="Thank you for reaching out!">
        We&apos;ve received your message and will reply to {values.email.trim()} within{' '}
        {CLAIMS.supportReplyBusinessDays} business days.
      </FormThanks>
    );
  }

  const sending = status === 'submitting';
  return (
    <form
      className={className}
      data-state={status}
      noValidate
      onSubmit={(event) => void form.submit(event)}
      aria-label="Contact support"
    >
      <div data-part="grid">
        <FormField
          id="contact-name"
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
          id="contact-email"
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
          id="contact-phone"
          maxLength={FIELD_LIMITS.phone}
          label="Phone"
          type="tel"
          autoComplete="tel"
          value={values.phone}
          onChange={(value) => setValue('phone', value)}
        />
      </div>
      <FormField
        id="contact-message"
        maxLength={FIELD_LIMITS.message}
        label="Message"
        required
        multiline
        value={values.message}
        error={errors.message}
        onChange={(value) => setValue('message', value)}
        inputRef={register('message')}
      />
      <Honeypot name={HONEYPOT_FIELD} />
      <ErrorSummary count={Object.keys(errors).length} />
      <button type="submit" data-part="submit" disabled={sending}>
        {sending ? FORM_TEXT.contactSending : 'Send Message'}
      </button>
      {status === 'error' ? (
        <p data-part="failure" role="alert">
          {FORM_TEXT.contactFailed}
        </p>
      ) : null}
    </form>
  );
}
