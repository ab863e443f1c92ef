import { OneClickForm } from './one-click-form';

/** The one click that accepts an invitation to the pilot. */
export function AcceptButton({ token }: { token: string }) {
  return (
    <OneClickForm
      action="/api/waitlist/accept"
      field="token"
      code={token}
      label="Accept my invitation"
      variant="primary"
    >
      Press the button to accept: it takes you on to set up your account.
    </OneClickForm>
  );
}
