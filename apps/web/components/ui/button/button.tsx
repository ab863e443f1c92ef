import type { ComponentProps } from 'react';
import styled from 'styled-components';

import { Link } from '@/components/ui/link/link';

import { type ButtonLook, type ButtonLookProps, buttonStyles } from './button-styles';

const StyledLink = styled(Link)<ButtonLookProps>`
  ${buttonStyles}
`;

/** A link that looks like a button: for calls to action that go somewhere. */
export function ButtonLink({
  variant = 'primary',
  size = 'md',
  ...props
}: ButtonLook & ComponentProps<typeof Link>) {
  return <StyledLink $variant={variant} $size={size} {...props} />;
}
