import { Badge, Button, Flex, Text } from '@sanity/ui';

import { stateWords, teamDay } from './support-words';
import { ActionsHeaderCell, Cell, HeaderCell, MinuteCell, Table } from './table';
import type { ListedSupport } from './types';

/**
 * Support messages, one per row, in the server's order (late first). A late one says "Late" in
 * words beside its state, not in colour alone. What senders typed is a React text child: shown as
 * the characters it is.
 */
export function SupportTable({
  label,
  messages,
  timeZone,
  onOpen,
}: {
  label: string;
  messages: readonly ListedSupport[];
  /** The team's zone, where a due day is a day. */
  timeZone: string;
  onOpen: (message: ListedSupport) => void;
}) {
  return (
    <Table label={label}>
      <thead>
        <tr>
          <HeaderCell>Reference</HeaderCell>
          <HeaderCell>State</HeaderCell>
          <HeaderCell>Name</HeaderCell>
          <HeaderCell>E-mail</HeaderCell>
          <HeaderCell>Received (UTC)</HeaderCell>
          <HeaderCell>Due</HeaderCell>
          <HeaderCell numeric>Age (business days)</HeaderCell>
          <ActionsHeaderCell />
        </tr>
      </thead>
      <tbody>
        {messages.map((message) => (
          <tr key={message.reference}>
            <Cell nowrap>{message.reference}</Cell>
            <td data-nowrap="">
              <Flex align="center" gap={2}>
                <Text size={1}>{stateWords(message)}</Text>
                {message.late && (
                  <Badge tone="critical" fontSize={1}>
                    Late
                  </Badge>
                )}
              </Flex>
            </td>
            <Cell>{message.name}</Cell>
            <Cell>{message.email}</Cell>
            <MinuteCell iso={message.receivedAt} />
            <Cell>
              <time dateTime={message.dueAt}>{teamDay(message.dueAt, timeZone)}</time>
            </Cell>
            <Cell numeric>{message.ageBusinessDays}</Cell>
            <td>
              <Button
                text="Open"
                mode="ghost"
                fontSize={1}
                padding={2}
                // Names the message, as every row's button would otherwise sound the same.
                aria-label={`Open ${message.reference}`}
                onClick={() => onOpen(message)}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
