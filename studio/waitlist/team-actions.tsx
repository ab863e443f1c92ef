import type { TeamActionKind } from '@brp/core/team-contract';
import { Heading, Stack, Text } from '@sanity/ui';

import { Cell, HeaderCell, MinuteCell, Table } from './table';
import type { TeamAction } from './types';

const DONE: Record<TeamActionKind, string> = {
  export: 'Exported the list',
  erase: 'Erased a person on request',
  void: 'Voided a referral credit',
  thresholds: 'Set the readiness thresholds',
  summary: 'Opened the overview and its newest signups',
  people: 'Listed the people of a segment',
  search: 'Searched by e-mail',
  sources: 'Read the sources and their referrers',
  'unknown-credential': 'Refused: a credential nobody holds',
  'expired-credential': 'Refused: their expired credential',
  support: 'Listed the support messages',
  'support-search': 'Searched the support messages',
  'support-read': 'Opened a support message',
  'support-answered': 'Marked a support message answered',
  'support-closed': 'Marked a support message closed',
  'support-open': 'Marked a support message open again',
  'support-erase': 'Erased a support message on request',
  invite: 'Invited the next people of an area',
};

/** What an action did, in words; a kind newer than this studio, as the site names it. */
const doneOf = (kind: string) =>
  Object.hasOwn(DONE, kind) ? (DONE as Record<string, string>)[kind] : kind;

/** Who on the team read people or support messages, exported, erased, voided, marked, set
 * thresholds or invited, and when, and the credentials refused: never whom. */
export function TeamActions({ actions }: { actions: readonly TeamAction[] }) {
  return (
    <Stack gap={3}>
      <Heading as="h2" size={1}>
        The team’s actions
      </Heading>
      {actions.length === 0 ? (
        <Text muted size={1}>
          Nothing is on the record yet.
        </Text>
      ) : (
        <Table label="The team’s actions">
          <thead>
            <tr>
              <HeaderCell>When (UTC)</HeaderCell>
              <HeaderCell>Who</HeaderCell>
              <HeaderCell>What</HeaderCell>
            </tr>
          </thead>
          <tbody>
            {actions.map((action) => (
              <tr key={action.id}>
                <MinuteCell iso={action.at} />
                <Cell>{action.member}</Cell>
                <Cell>
                  {doneOf(action.action)}
                  {action.detail ? `: ${action.detail}` : ''}
                </Cell>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </Stack>
  );
}
