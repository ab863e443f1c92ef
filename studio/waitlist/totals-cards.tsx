import { CountCards } from './count-cards';
import type { Summary } from './types';

export function TotalsCards({ totals }: { totals: Summary['totals'] }) {
  return (
    <CountCards
      label="Signups"
      cards={[
        { label: 'Confirmed', value: totals.all },
        { label: 'Users', value: totals.byType.user },
        { label: 'Vendors', value: totals.byType.vendor },
        { label: 'Unconfirmed', value: totals.unconfirmed },
      ]}
    />
  );
}
