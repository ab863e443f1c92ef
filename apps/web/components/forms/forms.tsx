import styled from 'styled-components';

import { ContactForm as ContactFormClient } from './contact-form';
import { formStyles } from './form-styles';
import { WaitlistForm as WaitlistFormClient } from './waitlist-form';

// The forms are client components that draw plain markup; their look is applied here, on the server.
export const WaitlistForm = styled(WaitlistFormClient)`
  ${formStyles}
`;

export const ContactForm = styled(ContactFormClient)`
  ${formStyles}
`;
