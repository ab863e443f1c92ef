import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';

import { ChoiceControl } from '@/components/ui/field-group/field-controls';
import { buttonBase, buttonSizes, buttonVariants } from '@/components/ui/button/button-styles';
import { HONEYPOT_FIELD } from '@/lib/forms/honeypot';
import { media, theme } from '@/styles/tokens';

import { ErrorSummary, FailureAlert, SubmitButton, ThanksCard } from './form-state';

// The server half every form shares: the parts around the fields, each its own styled part.

/** The look of a form's root (the form, or what replaces it once sent). */
export const formLook = css`
  display: grid;
  gap: ${theme.space[6]};
`;

/** Fields side by side from the md breakpoint. */
export const FieldRow = styled.div`
  display: grid;
  gap: ${theme.space[5]};
  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Submit = styled(SubmitButton)`
  ${buttonBase}
  ${buttonSizes.lg}
  ${buttonVariants.primary}
  width: 100%;
  ${media.sm} {
    justify-self: start;
    width: auto;
  }
`;

const Failure = styled(FailureAlert)`
  padding: ${theme.space[3]} ${theme.space[4]};
  border-radius: ${theme.radius.md};
  background: ${theme.color.dangerSoft};
  color: ${theme.color.danger};
  font-weight: ${theme.weight.semibold};
`;

const HoneypotBox = styled.div`
  position: absolute;
  left: -10000px;
  width: 1px;
  height: 1px;
  overflow: hidden;
`;

/**
 * What ends every form: the honeypot, the error count for screen readers, the failure message
 * and the submit button. The failure sits above the button, or under it with `failureBelow`.
 */
export function FormFooter({
  submitLabel,
  busyLabel,
  failure,
  failureBelow = false,
}: {
  submitLabel: string;
  busyLabel: string;
  failure: string;
  failureBelow?: boolean;
}) {
  // In RSC mode each styled part writes its <style> right before its element. The part drawn
  // second goes in the first one's `before` slot, so that no <style> separates the failure from
  // the button: they stay next to each other, as the spec places them.
  const actions = failureBelow ? (
    <Failure message={failure} before={<Submit label={submitLabel} busyLabel={busyLabel} />} />
  ) : (
    <Submit label={submitLabel} busyLabel={busyLabel} before={<Failure message={failure} />} />
  );
  return (
    <>
      {/* The field people never see: bots that fill every input give themselves away here. */}
      <HoneypotBox aria-hidden="true">
        <label htmlFor={`hp-${HONEYPOT_FIELD}`}>Leave this empty</label>
        <input
          id={`hp-${HONEYPOT_FIELD}`}
          name={HONEYPOT_FIELD}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </HoneypotBox>
      <ErrorSummary />
      {actions}
    </>
  );
}

const Card = styled(ThanksCard)`
  display: grid;
  gap: ${theme.space[3]};
  padding: ${theme.space[6]};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.successSoft};
  text-align: center;
  /* A long e-mail address is one word: it breaks rather than widen a phone's page. */
  overflow-wrap: anywhere;
  &:focus-visible {
    outline: 3px solid ${theme.color.success};
  }
`;

const ThanksTitle = styled.p`
  font-size: ${theme.text.h3};
  font-weight: ${theme.weight.heavy};
  color: ${theme.color.success};
`;

/** What replaces a form once it is sent: a title, a line of thanks, and any `after` it. */
export function FormThanks({
  title,
  children,
  after,
}: {
  title: ReactNode;
  children: ReactNode;
  after?: ReactNode;
}) {
  return (
    <Card>
      <ThanksTitle>
        <span aria-hidden="true">✓{'\u00a0'}</span>
        {title}
      </ThanksTitle>
      <p>{children}</p>
      {after}
    </Card>
  );
}

const Choices = styled.fieldset`
  display: grid;
  gap: ${theme.space[3]};
  margin: 0;
  padding: 0;
  border: 0;
  ${media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Legend = styled.legend`
  margin-bottom: ${theme.space[3]};
  font-weight: ${theme.weight.semibold};
`;

const Option = styled.label`
  position: relative;
  display: grid;
  gap: ${theme.space[1]};
  padding: ${theme.space[4]} ${theme.space[4]} ${theme.space[4]} 3rem;
  border: 1.5px solid ${theme.color.border};
  border-radius: ${theme.radius.lg};
  cursor: pointer;
  transition:
    border-color ${theme.motion.fast} ease,
    background ${theme.motion.fast} ease;
  &:has(:checked) {
    border-color: ${theme.color.primary};
    background: ${theme.color.surfaceTint};
  }
  &:has(:focus-visible) {
    outline: 3px solid ${theme.color.focus};
    outline-offset: 2px;
  }
`;

const Radio = styled(ChoiceControl)`
  position: absolute;
  top: 1.15rem;
  left: ${theme.space[4]};
  width: 1.15rem;
  height: 1.15rem;
  accent-color: ${theme.color.primary};
`;

const OptionLabel = styled.span`
  font-weight: ${theme.weight.bold};
`;

const OptionDescription = styled.span`
  font-size: ${theme.text.sm};
  color: ${theme.color.inkMuted};
`;

/** One choice among a few, each a card with a label and a line that describes it. */
export function RadioCards({
  name,
  legend,
  options,
}: {
  name: string;
  legend: ReactNode;
  options: readonly { value: string; label: string; description: string }[];
}) {
  return (
    <Choices>
      <Legend>{legend}</Legend>
      {options.map((option) => (
        <Option key={option.value}>
          <Radio type="radio" name={name} value={option.value} />
          <OptionLabel>{option.label}</OptionLabel>
          <OptionDescription>{option.description}</OptionDescription>
        </Option>
      ))}
    </Choices>
  );
}

const CheckboxLabel = styled.label`
  display: flex;
  gap: ${theme.space[3]};
  align-items: center;
  min-height: ${theme.size.tap};
  cursor: pointer;
`;

const Checkbox = styled(ChoiceControl)`
  width: 1.15rem;
  height: 1.15rem;
  accent-color: ${theme.color.primary};
`;

/** A yes-or-no field, its label beside the box. */
export function CheckboxField({ name, children }: { name: string; children: ReactNode }) {
  return (
    <CheckboxLabel>
      <Checkbox type="checkbox" name={name} />
      <span>{children}</span>
    </CheckboxLabel>
  );
}
