import { FIELD_LIMITS } from '@brp/core/field-limits';
import { FORM_TEXT, WAITLIST_TEXT } from '@brp/core/messages';
import type { SignupType } from '@brp/core/validation';
import styled from 'styled-components';

import { FieldGroup } from '@/components/ui/field-group/field-group';
import type { EmailTarget } from '@/lib/forms/deliver-email';

import { COMMON_FIELDS } from './common-fields';
import {
  CheckboxField,
  FieldRow,
  FormFooter,
  formLook,
  FormThanks,
  RadioCards,
} from './form-parts';
import { ShowWhen } from './form-state';
import { WaitlistFormState, WaitlistThanksText } from './waitlist-form-state';

const TYPES: { value: SignupType; label: string; description: string }[] = [
  { value: 'user', label: 'User', description: 'I shop locally and want my rewards in one wallet' },
  {
    value: 'vendor',
    label: 'Vendor',
    description: 'I run a local business and want to join the network',
  },
];

const Frame = styled(WaitlistFormState)`
  ${formLook}
`;

/**
 * The waitlist signup (spec sections 3–5): replaced by a thank-you with the visitor's place in
 * line and personal link on success, kept intact with a message on failure. Company is asked of
 * vendors only. The notify choice's words are stored with the signup as the consent given.
 */
export function WaitlistForm({ email, geoEndpoint }: { email: EmailTarget; geoEndpoint: string }) {
  return (
    <Frame
      email={email}
      geoEndpoint={geoEndpoint}
      focusId="waitlist-name"
      label="Join the waitlist"
      thanks={
        <FormThanks title="Check your inbox to confirm">
          <WaitlistThanksText />
        </FormThanks>
      }
    >
      <RadioCards name="type" legend={<>I&apos;m joining as</>} options={TYPES} />
      <FieldRow>
        <FieldGroup id="waitlist-name" {...COMMON_FIELDS.name} />
        <FieldGroup id="waitlist-email" {...COMMON_FIELDS.email} />
        <FieldGroup
          id="waitlist-location"
          name="location"
          label="Location/ZIP Code"
          required
          autoComplete="postal-code"
          maxLength={FIELD_LIMITS.location}
        />
        <FieldGroup id="waitlist-phone" {...COMMON_FIELDS.phone} hint={FORM_TEXT.phoneHint} />
        <ShowWhen name="type" equals="vendor">
          <FieldGroup
            id="waitlist-company"
            name="company"
            label="Company"
            required
            autoComplete="organization"
            maxLength={FIELD_LIMITS.company}
          />
        </ShowWhen>
      </FieldRow>
      <CheckboxField name="notify">{WAITLIST_TEXT.notifyConsent}</CheckboxField>
      <FormFooter
        submitLabel="Join Waitlist"
        busyLabel={FORM_TEXT.waitlistSubmitting}
        failure={FORM_TEXT.waitlistFailed}
      />
    </Frame>
  );
}
