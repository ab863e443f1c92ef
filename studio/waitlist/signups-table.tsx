import { Button } from '@sanity/ui';

import { ActionsHeaderCell, Cell, HeaderCell, Table } from './table';
import type { Signup } from './types';

/**
 * Signups, one per row. Every value is a React text child, so whatever people typed into the
 * form (markup, spreadsheet formulas) shows as the characters it is.
 */
export function SignupsTable({
  label,
  signups,
  onErase,
}: {
  label: string;
  signups: readonly Signup[];
  onErase: (email: string) => void;
}) {
  return (
    <Table label={label}>
      <thead>
        <tr>
          <HeaderCell>Joined</HeaderCell>
          <HeaderCell>Name</HeaderCell>
          <HeaderCell>E-mail</HeaderCell>
          <HeaderCell>Type</HeaderCell>
          <HeaderCell>Location</HeaderCell>
          <HeaderCell>Company</HeaderCell>
          <HeaderCell numeric>Place</HeaderCell>
          <HeaderCell numeric>Referrals</HeaderCell>
          <HeaderCell>Notify</HeaderCell>
          <HeaderCell>Team e-mail</HeaderCell>
          <ActionsHeaderCell />
        </tr>
      </thead>
      <tbody>
        {signups.map((signup) => (
          <tr key={signup.id}>
            <Cell>
              {/* The UTC day, the same days the chart counts. */}
              <time dateTime={signup.createdAt}>{signup.createdAt.slice(0, 10)}</time>
            </Cell>
            <Cell>{signup.name}</Cell>
            <Cell>{signup.email}</Cell>
            <Cell>{signup.type === 'vendor' ? 'Vendor' : 'User'}</Cell>
            <Cell>{signup.location}</Cell>
            <Cell>{signup.company ?? '—'}</Cell>
            <Cell numeric>{signup.place ?? 'Unconfirmed'}</Cell>
            <Cell numeric>{signup.credits}</Cell>
            <Cell>{signup.notify ? 'Yes' : 'No'}</Cell>
            <Cell>{signup.teamEmailSentAt ? 'Sent' : 'Not sent'}</Cell>
            <td>
              <Button
                text="Erase…"
                mode="ghost"
                tone="critical"
                fontSize={1}
                padding={2}
                // Names the person, as every row's button would otherwise sound the same.
                aria-label={`Erase ${signup.email}…`}
                onClick={() => onErase(signup.email)}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
