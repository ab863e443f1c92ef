import styled, { css } from 'styled-components';

import { theme } from '@/styles/tokens';

import { FieldControl, FieldError } from './field-controls';

export const Group = styled.div`
  display: grid;
  gap: ${theme.space[2]};
  align-content: start;
`;

export const Label = styled.label`
  font-weight: ${theme.weight.semibold};
`;

export const Optional = styled.span`
  font-weight: ${theme.weight.regular};
  color: ${theme.color.inkMuted};
`;

/** The text input or textarea; `$multiline` gives the textarea its height and vertical resize. */
export const Control = styled(FieldControl)<{ $multiline: boolean }>`
  width: 100%;
  min-height: 3rem;
  padding: ${theme.space[3]} ${theme.space[4]};
  border: 1.5px solid ${theme.color.borderStrong};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surface};
  transition:
    border-color ${theme.motion.fast} ease,
    box-shadow ${theme.motion.fast} ease;
  ${({ $multiline }) =>
    $multiline &&
    css`
      resize: vertical;
      min-height: 8rem;
    `}
  &:hover {
    border-color: ${theme.color.inkMuted};
  }
  &:focus-visible {
    outline: none;
    border-color: ${theme.color.primary};
    box-shadow: 0 0 0 4px ${theme.color.primarySoft};
  }
  &[aria-invalid='true'] {
    border-color: ${theme.color.danger};
  }
`;

export const Hint = styled.p`
  font-size: ${theme.text.sm};
  color: ${theme.color.inkMuted};
`;

export const ErrorText = styled(FieldError)`
  font-size: ${theme.text.sm};
  font-weight: ${theme.weight.semibold};
  color: ${theme.color.danger};
`;
