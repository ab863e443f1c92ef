'use client';

import { buildSupportParams } from '@brp/core/email';
import { EMPTY_CONTACT_FORM, validateContact } from '@brp/core/validation';

import { deliverEmail, type EmailTarget } from '@/lib/forms/deliver-email';
import { useFormSubmission } from '@/lib/forms/use-form-submission';

import { FormFrame, type FormFrameSlots } from './form-state';

/** The contact form's state: validated with the spec's rules, sent as a support message. */
export function ContactFormState({ email, ...slots }: FormFrameSlots & { email: EmailTarget }) {
  const form = useFormSubmission({
    initial: EMPTY_CONTACT_FORM,
    validate: validateContact,
    fieldOrder: ['name', 'email', 'message'],
    logName: 'contact',
    send: (values) => deliverEmail(email, buildSupportParams(values), 'contact'),
  });
  return <FormFrame form={form} {...slots} />;
}
