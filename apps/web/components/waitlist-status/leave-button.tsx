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
  ${buttonVariants.outline}
`;

/** The one confirming click that erases the person: a plain form, like the confirmation's. */
export function LeaveButton({ code }: { code: string }) {
  return (
    <Form method="post" action="/api/waitlist/leave">
      <p>
        This erases your signup, your place and everything we keep about you. It cannot be undone,
        but you can join again any time.
      </p>
      <input type="hidden" name="code" value={code} />
      <Button type="submit">Erase me from the waitlist</Button>
    </Form>
  );
}
