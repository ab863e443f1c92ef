import { Button, Flex, Heading, Spinner, Stack, Text } from '@sanity/ui';
import { useState } from 'react';

import { EraseDialog } from './erase-dialog';
import type { OnFailure } from './failure';
import { SupportCountCards } from './support-counts';
import { type SupportFilter, SupportFilters } from './support-filters';
import { SupportMessageDialog } from './support-message-dialog';
import { SupportTable } from './support-table';
import { SUPPORT_STATES } from './support-words';
import type { ListedSupport, TeamSite } from './types';
import { useSupportActions } from './use-support-actions';
import { useSupportList } from './use-support-list';

/**
 * What came in through the contact form and what is late: the counts, the messages (late first,
 * each with its age in business days) by state or by a search, a page at a time; one opened whole
 * to mark it answered, closed or open again, or to erase it. Every read and change is on the
 * team's record, as the waitlist's are.
 */
export function SupportView({
  site,
  version,
  onFailure,
  onDone,
}: {
  site: TeamSite;
  /** Bumped when the messages changed (a mark, an erasure, Refresh): the list is read again. */
  version: number;
  onFailure: OnFailure;
  /** A mark or an erasure is done: `notice` says what happened. */
  onDone: (notice: string) => void;
}) {
  const [state, setState] = useState<SupportFilter>('all');
  const [search, setSearch] = useState('');
  const { page, loading, more } = useSupportList(site, { state, search }, version, onFailure);
  const [opened, setOpened] = useState<ListedSupport | null>(null);
  const actions = useSupportActions(
    site,
    (notice) => {
      setOpened(null);
      onDone(notice);
    },
    onFailure,
  );
  const timeZone = page?.timeZone ?? 'UTC';
  const messages = page?.messages ?? [];

  return (
    <Stack gap={5}>
      {page && <SupportCountCards counts={page.counts} />}
      <SupportFilters state={state} search={search} onState={setState} onSearch={setSearch} />
      <Stack gap={3}>
        <Heading as="h2" size={1}>
          Support messages
        </Heading>
        {page && (
          <Text muted size={1}>
            Late ones first. Received in UTC; a reply is due by the end of its day in {timeZone}.
          </Text>
        )}
        {messages.length > 0 && (
          <SupportTable
            label="Support messages"
            messages={messages}
            timeZone={timeZone}
            onOpen={setOpened}
          />
        )}
        <Flex align="center" gap={3}>
          {loading ? (
            <>
              <Spinner muted />
              <Text muted size={1}>
                Loading the messages…
              </Text>
            </>
          ) : (
            page?.next != null && <Button text="Show more" mode="ghost" onClick={more} />
          )}
        </Flex>
        {page && (
          <Text muted size={1} role="status">
            {listStatus(page.messages.length, page.next !== null, state, search)}
          </Text>
        )}
      </Stack>
      {opened && (
        <SupportMessageDialog
          site={site}
          listed={opened}
          timeZone={timeZone}
          busy={actions.busy}
          onMark={(next) => void actions.mark(opened.reference, next)}
          onErase={actions.askErase}
          onClose={() => setOpened(null)}
          onFailure={onFailure}
        />
      )}
      {opened && actions.asking && (
        <EraseDialog
          id="support-erase"
          header="Erase a support message"
          question={`Erase the message ${opened.reference} from ${opened.email}? This deletes it, as its sender asked; it cannot be undone.`}
          erasing={actions.busy === 'erase'}
          onCancel={actions.cancelErase}
          onConfirm={() => void actions.erase(opened.reference)}
        />
      )}
    </Stack>
  );
}

/** What the list shows, in words: "Showing 3 messages matching “ada@”; more below." */
function listStatus(shown: number, more: boolean, state: SupportFilter, search: string): string {
  const matching = search ? ` matching “${search}”` : '';
  if (shown === 0) {
    const kind = state === 'all' ? 'support' : SUPPORT_STATES[state].label.toLowerCase();
    return `No ${kind} messages${matching}.`;
  }
  const count = shown === 1 ? '1 message' : `${shown} messages`;
  return `Showing ${count}${matching}${more ? '; more below.' : '.'}`;
}
