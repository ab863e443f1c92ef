import type { ComponentProps } from 'react';
import styled from 'styled-components';

import {
  type ButtonLook,
  type ButtonLookProps,
  buttonStyles,
} from '@/components/ui/button/button-styles';

import { WaitlistCta } from './waitlist-cta';

const StyledCta = styled(WaitlistCta)<ButtonLookProps>`
  ${buttonStyles}
`;

/**
 * A waitlist call to action with a button's look, asked for like Button and ButtonLink:
 * `<WaitlistButton type="vendor" variant="primary" size="lg">`.
 */
export function WaitlistButton({
  variant = 'primary',
  size = 'md',
  ...props
}: ButtonLook & ComponentProps<typeof WaitlistCta>) {
  return <StyledCta $variant={variant} $size={size} {...props} />;
}
