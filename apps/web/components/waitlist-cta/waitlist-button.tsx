import styled from 'styled-components';

import { type ButtonLookProps, buttonStyles } from '@/components/ui/button/button-styles';

import { WaitlistCta } from './waitlist-cta';

/** A waitlist call to action with a button's look: `<WaitlistButton type="vendor" $variant="primary" $size="lg">`. */
export const WaitlistButton = styled(WaitlistCta)<ButtonLookProps>`
  ${buttonStyles}
`;
