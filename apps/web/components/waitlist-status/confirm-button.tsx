import styled from 'styled-components';

import { buttonBase, buttonSizes, buttonVariants } from '@/components/ui/button/button-styles';
import { theme } from '@/styles/tokens';

const Form = styled.form`
  display: grid;
  gap: ${theme.space[4]};
  justify-items: center;
  text-align: center;
`;

const Button = styled.button`
  ${buttonBase}
  ${buttonSizes.lg}
  ${buttonVariants.primary}
`;

/**
 * The one click that confirms: a plain form, so it works before (and without) any script. The
 * link alone does nothing, so a mail scanner that follows it confirms nobody.
 */
export function ConfirmButton({ token }: { token: string }) {
  return (
    <Form method="post" action="/api/waitlist/confirm">
      <p>Press the button to confirm this address is yours and take your place in line.</p>
      <input type="hidden" name="token" value={token} />
      <Button type="submit">Confirm my address</Button>
    </Form>
  );
}
