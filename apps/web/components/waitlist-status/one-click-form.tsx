import type { ReactNode } from 'react';
import styled from 'styled-components';

import {
  buttonBase,
  buttonSizes,
  buttonVariants,
  type ButtonVariant,
} from '@/components/ui/button/button-styles';
import { theme } from '@/styles/tokens';

const Form = styled.form`
  display: grid;
  gap: ${theme.space[4]};
  justify-items: center;
  text-align: center;
`;

const Button = styled.button<{ $variant: ButtonVariant }>`
  ${buttonBase}
  ${buttonSizes.lg}
  ${({ $variant }) => buttonVariants[$variant]}
`;

/**
 * The one confirming click of a person's link (confirm, leave): a plain form posting the link's
 * code, so it works before (and without) any script, and a mail scanner that only follows the
 * link changes nothing.
 */
export function OneClickForm({
  action,
  field,
  code,
  label,
  variant,
  children,
}: {
  action: string;
  field: string;
  code: string;
  label: string;
  variant: ButtonVariant;
  children: ReactNode;
}) {
  return (
    <Form method="post" action={action}>
      <p>{children}</p>
      <input type="hidden" name={field} value={code} />
      <Button type="submit" $variant={variant}>
        {label}
      </Button>
    </Form>
  );
}
