import { OneClickForm } from './one-click-form';

/** The one confirming click that erases the person. */
export function LeaveButton({ code }: { code: string }) {
  return (
    <OneClickForm
      action="/api/waitlist/leave"
      field="code"
      code={code}
      label="Erase me from the waitlist"
      variant="outline"
    >
      This erases your signup, your place and everything we keep about you. It cannot be undone, but
      you can join again any time.
    </OneClickForm>
  );
}
