import { Button, Heading, Stack, Text } from '@sanity/ui';

import { ActionsHeaderCell, Cell, HeaderCell, MinuteCell, Table } from './table';
import type { FlaggedPerson, FlaggedReferrer } from './types';

const creditState = (friend: FlaggedPerson) =>
  friend.creditVoidedAt
    ? 'Voided'
    : friend.credited
      ? 'Credited'
      : friend.confirmedAt
        ? 'Not credited'
        : 'Unconfirmed';

/**
 * The referrers whose friends signed up in a burst from one network on one day: three friends at
 * one address are often one person with three made-up mailboxes. The team looks, and voids the
 * credits they judge made up (each void is recorded with who did it).
 */
export function FlaggedReferrers({
  flagged,
  voiding,
  onVoid,
}: {
  flagged: readonly FlaggedReferrer[];
  /** The signup whose credit is being voided, if any. */
  voiding: number | null;
  onVoid: (friend: FlaggedPerson, referrer: FlaggedPerson) => void;
}) {
  return (
    <Stack gap={3}>
      <Heading as="h2" size={1}>
        Flagged referrers
      </Heading>
      {flagged.length === 0 ? (
        <Text muted size={1}>
          No referrer has had several friends join from one network.
        </Text>
      ) : (
        flagged.map(({ referrer, referees }) => (
          <Stack gap={2} key={referrer.id}>
            <Text size={1}>
              <strong>{referrer.name}</strong> ({referrer.email}): {referrer.credits} credits,{' '}
              {referees.length} friends from one network on one day
            </Text>
            <Table label={`Friends of ${referrer.email} from one network`}>
              <thead>
                <tr>
                  <HeaderCell>Joined</HeaderCell>
                  <HeaderCell>Name</HeaderCell>
                  <HeaderCell>E-mail</HeaderCell>
                  <HeaderCell>Credit</HeaderCell>
                  <ActionsHeaderCell />
                </tr>
              </thead>
              <tbody>
                {referees.map((friend) => (
                  <tr key={friend.id}>
                    <MinuteCell iso={friend.createdAt} />
                    <Cell>{friend.name}</Cell>
                    <Cell>{friend.email}</Cell>
                    <Cell>{creditState(friend)}</Cell>
                    <td>
                      {friend.credited && (
                        <Button
                          text="Void credit"
                          mode="ghost"
                          tone="caution"
                          fontSize={1}
                          padding={2}
                          loading={voiding === friend.id}
                          aria-label={`Void credit: the one ${friend.email} gave ${referrer.email}`}
                          onClick={() => onVoid(friend, referrer)}
                        />
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </Stack>
        ))
      )}
    </Stack>
  );
}
