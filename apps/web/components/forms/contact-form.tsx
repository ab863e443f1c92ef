'use client';

import { CLAIMS } from '@brp/core/constants';
import { buildSupportParams } from '@brp/core/email';
import { FORM_TEXT } from '@brp/core/messages';
import { EMPTY_CONTACT_FORM, validateContact } from '@brp/core/validation';
import { useEffect, useRef } from 'react';

import { deliverEmail, type EmailTarget } from '@/lib/forms/deliver-email';
import { HONEYPOT_FIELD, useFormSubmission } from '@/lib/forms/use-form-submission';

import { FormField, Honeypot } from './form-field';

/** The support contact form (spec sections 3–5 and 8), sent as a support message. */
export function ContactForm({ className, email }: { className?: string; email: EmailTarget }) {
  const thanks = useRef<HTMLDivElement>(null);
  const form = useFormSubmission({
    initial: EMPTY_CONTACT_FORM,
    validate: validateContact,
    fieldOrder: ['name', 'email', 'message'],
    logName: 'contact',
    send: (values) => deliverEmail(email, buildSupportParams(values), 'contact'),
  });
  const { values, errors, status, setValue, register } = form;

  useEffect(() => {
    if (status === 'success') thanks.current?.focus();
  }, [status]);

  if (status === 'success') {
    return (
      <div className={className} data-state="success">
        <div ref={thanks} data-part="thanks" tabIndex={-1} role="status">
          <p data-part="thanks-title">Thank you for reaching out!</p>
          <p>
            We&apos;ve received your message and will reply to {values.email.trim()} within{' '}
            {CLAIMS.supportReplyBusinessDays} business days.
          </p>
        </div>
      </div>
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
          label="Phone"
          type="tel"
          autoComplete="tel"
          value={values.phone}
          onChange={(value) => setValue('phone', value)}
        />
      </div>
      <FormField
        id="contact-message"
        label="Message"
        required
        multiline
        value={values.message}
        error={errors.message}
        onChange={(value) => setValue('message', value)}
        inputRef={register('message')}
      />
      <Honeypot name={HONEYPOT_FIELD} />
      <p data-part="summary" className="visually-hidden" role="status">
        {Object.keys(errors).length > 0
          ? `Please correct ${Object.keys(errors).length} field(s).`
          : ''}
      </p>
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
