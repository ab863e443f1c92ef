import type { ComponentProps } from 'react';
import styled from 'styled-components';

import { Link } from '@/components/ui/link/link';

import { type ButtonLook, type ButtonLookProps, buttonStyles } from './button-styles';

const StyledButton = styled.button<ButtonLookProps>`
  ${buttonStyles}
`;
const StyledLink = styled(Link)<ButtonLookProps>`
  ${buttonStyles}
`;

/** A button that does something on the page. */
export function Button({
  variant = 'primary',
  size = 'md',
  type = 'button',
  ...props
}: ButtonLook & ComponentProps<'button'>) {
  return <StyledButton $variant={variant} $size={size} type={type} {...props} />;
}

/** A link that looks like a button: for calls to action that go somewhere. */
export function ButtonLink({
  variant = 'primary',
  size = 'md',
  ...props
}: ButtonLook & ComponentProps<typeof Link>) {
  return <StyledLink $variant={variant} $size={size} {...props} />;
}
