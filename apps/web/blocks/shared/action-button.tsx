import { ButtonLink } from '@/components/ui/button/button';
import type { ButtonVariant } from '@/components/ui/button/button-styles';
import { WaitlistButton } from '@/components/waitlist-cta/waitlist-button';
import { intentFromHref } from '@/lib/browser/waitlist-intent';

/** A button of a header or a call to action: one to the landing page's waitlist
 * (`/?join=vendor#waitlist`) chooses the signup type there, as the code's waitlist buttons do. */
export function ActionButton({
  button,
  variant,
  size,
}: {
  button: { label: string; href: string };
  variant: ButtonVariant;
  size?: 'lg';
}) {
  const joining = intentFromHref(button.href);
  return joining ? (
    <WaitlistButton type={joining} variant={variant} size={size}>
      {button.label}
    </WaitlistButton>
  ) : (
    <ButtonLink href={button.href} variant={variant} size={size}>
      {button.label}
    </ButtonLink>
  );
}
