import { CLAIMS } from '@brp/core/constants';
import { FIELD_LIMITS } from '@brp/core/field-limits';
import { FORM_TEXT } from '@brp/core/messages';
import styled from 'styled-components';

import { FieldGroup } from '@/components/ui/field-group/field-group';
import type { EmailTarget } from '@/lib/forms/deliver-email';

import { COMMON_FIELDS } from './common-fields';
import { ContactFormState, SupportReceipt } from './contact-form-state';
import { FieldRow, FormFooter, formLook, FormThanks } from './form-parts';
import { FieldValue } from './form-state';

const Frame = styled(ContactFormState)`
  ${formLook}
`;

/** The support contact form (spec sections 3–5 and 8), sent as a support message. */
export function ContactForm({ email }: { email: EmailTarget }) {
  return (
    <Frame
      email={email}
      focusId="contact-name"
      label="Contact support"
      thanks={
        <FormThanks title="Thank you for reaching out!">
          We&apos;ve received your message and will reply to <FieldValue name="email" /> within{' '}
          {CLAIMS.supportReplyBusinessDays} business days.
          <SupportReceipt />
        </FormThanks>
      }
    >
      <FieldRow>
        <FieldGroup id="contact-name" {...COMMON_FIELDS.name} />
        <FieldGroup id="contact-email" {...COMMON_FIELDS.email} />
        <FieldGroup id="contact-phone" {...COMMON_FIELDS.phone} />
      </FieldRow>
      <FieldGroup
        id="contact-message"
        name="message"
        label="Message"
        required
        multiline
        maxLength={FIELD_LIMITS.message}
      />
      <FormFooter
        submitLabel="Send Message"
        busyLabel={FORM_TEXT.contactSending}
        failure={FORM_TEXT.contactFailed}
        failureBelow
      />
    </Frame>
  );
}
