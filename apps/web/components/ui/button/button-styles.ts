import { css } from 'styled-components';

import { theme } from '@/styles/tokens';

/** The button looks of spec section 3: three variants, three sizes. */
export type ButtonVariant = 'primary' | 'secondary' | 'outline';
type ButtonSize = 'sm' | 'md' | 'lg';

/** How a button component is asked for a look: `<Button variant="outline" size="lg">`. */
export interface ButtonLook {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/** The same look as the styled parts read it: transient, so it never reaches the DOM. */
export interface ButtonLookProps {
  $variant: ButtonVariant;
  $size: ButtonSize;
}

export const buttonSizes = {
  sm: css`
    min-height: 2.25rem;
    padding: 0 ${theme.space[4]};
    font-size: ${theme.text.sm};
  `,
  md: css`
    min-height: ${theme.size.tap};
    padding: 0 ${theme.space[5]};
    font-size: ${theme.text.md};
  `,
  lg: css`
    min-height: 3.25rem;
    padding: 0 ${theme.space[8]};
    font-size: ${theme.text.lg};
  `,
};

export const buttonVariants = {
  primary: css`
    background: ${theme.color.primary};
    color: ${theme.color.onPrimary};
    border-color: ${theme.color.primary};
    box-shadow: ${theme.shadow.glow};
    &:hover:not([aria-disabled='true'], :disabled) {
      background: ${theme.color.primaryHover};
      border-color: ${theme.color.primaryHover};
    }
  `,
  secondary: css`
    background: ${theme.color.surface};
    color: ${theme.color.ink};
    border-color: ${theme.color.border};
    box-shadow: ${theme.shadow.sm};
    &:hover:not([aria-disabled='true'], :disabled) {
      border-color: ${theme.color.borderStrong};
      box-shadow: ${theme.shadow.md};
    }
  `,
  outline: css`
    background: transparent;
    color: inherit;
    border-color: currentColor;
    &:hover:not([aria-disabled='true'], :disabled) {
      background: ${theme.color.hoverWash};
    }
  `,
};

/** The shape every button shares, whatever its variant and size. */
export const buttonBase = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space[2]};
  border: 1.5px solid transparent;
  border-radius: ${theme.radius.pill};
  font-weight: ${theme.weight.bold};
  line-height: 1.2;
  text-align: center;
  text-decoration: none;
  cursor: pointer;
  transition:
    background ${theme.motion.fast} ease,
    border-color ${theme.motion.fast} ease,
    box-shadow ${theme.motion.fast} ease,
    transform ${theme.motion.fast} ease;

  &:active:not([aria-disabled='true'], :disabled) {
    transform: translateY(1px);
  }
  &:disabled,
  &[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.6;
    box-shadow: none;
  }
`;

/** A button look chosen by transient props (`$variant`, `$size`). */
export const buttonStyles = css<ButtonLookProps>`
  ${buttonBase}
  ${({ $size }) => buttonSizes[$size]}
  ${({ $variant }) => buttonVariants[$variant]}
`;
