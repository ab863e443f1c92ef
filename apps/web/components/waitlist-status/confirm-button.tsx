import { OneClickForm } from './one-click-form';

/** The one click that confirms the address. */
export function ConfirmButton({ token }: { token: string }) {
  return (
    <OneClickForm
      action="/api/waitlist/confirm"
      field="token"
      code={token}
      label="Confirm my address"
      variant="primary"
    >
      Press the button to confirm this address is yours and take your place in line.
    </OneClickForm>
  );
}
