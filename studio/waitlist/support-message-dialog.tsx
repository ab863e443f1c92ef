import { dueDayIn } from '@brp/core/support-links';
import {
  Badge,
  Box,
  Button,
  Card,
  Dialog,
  Flex,
  rem,
  Spinner,
  Stack,
  Text,
  useTheme_v2,
} from '@sanity/ui';
import { type ReactNode, useCallback } from 'react';

import type { OnFailure } from './failure';
import { Facts, PreservedLines } from './styles';
import { SUPPORT_STATES, stateWords } from './support-words';
import { utcMinute } from './table';
import { getSupportMessage } from './team-api';
import type { ListedSupport, SupportState, TeamSite } from './types';
import { useTeamRead } from './use-team-read';

/** What the dialog is doing: a mark under way, or an erasure being asked or done. */
export type SupportBusy = SupportState | 'erase' | null;

/**
 * One message whole, read when opened (the read is on the team's record): who wrote, how to reach
 * them, when it came and is due, who answered or closed it and when, and the text as plain text
 * with its line breaks. Its buttons mark it, open it again or erase it.
 */
export function SupportMessageDialog({
  site,
  listed,
  timeZone,
  busy,
  onMark,
  onErase,
  onClose,
  onFailure,
}: {
  site: TeamSite;
  /** The row it was opened from: its age and lateness, until the whole message is read. */
  listed: ListedSupport;
  timeZone: string;
  busy: SupportBusy;
  onMark: (state: SupportState) => void;
  onErase: () => void;
  onClose: () => void;
  onFailure: OnFailure;
}) {
  const { reference } = listed;
  const load = useCallback(
    (signal: AbortSignal) => getSupportMessage(site, reference, signal),
    [site, reference],
  );
  const { data: message, loading } = useTeamRead(load, onFailure);
  const state = message?.state ?? listed.state;

  return (
    <Dialog
      id="support-message"
      header={`Message ${reference}`}
      width={2}
      onClose={onClose}
      footer={
        <Flex gap={2} justify="flex-end" padding={3} wrap="wrap">
          {(['answered', 'closed', 'open'] as const)
            .filter((next) => next !== state)
            .map((next) => (
              <Button
                key={next}
                text={SUPPORT_STATES[next].action}
                // The likely next step stands out by its colour, outlined: white on the theme's
                // filled green or blue fails the contrast axe asks of 13 px text.
                mode="ghost"
                tone={next === 'answered' ? 'primary' : 'default'}
                loading={busy === next}
                disabled={!message || busy !== null}
                onClick={() => onMark(next)}
              />
            ))}
          <Button
            text="Erase…"
            mode="ghost"
            tone="critical"
            disabled={!message || busy !== null}
            onClick={onErase}
          />
        </Flex>
      }
    >
      <Box padding={4}>
        {!message ? (
          loading && (
            <Flex align="center" gap={3}>
              <Spinner muted />
              <Text muted>Reading the message…</Text>
            </Flex>
          )
        ) : (
          <Stack gap={4}>
            <FactList>
              <Fact name="Name">{message.name}</Fact>
              <Fact name="E-mail">{message.email}</Fact>
              <Fact name="Phone">{message.phone ?? 'Not given'}</Fact>
              <Fact name="Received">{utcMinute(message.receivedAt)} UTC</Fact>
              <Fact name="Due">
                By the end of {dueDayIn(new Date(message.dueAt), timeZone)} ({timeZone})
              </Fact>
              <Fact name="Age">
                {listed.ageBusinessDays === 1
                  ? '1 business day'
                  : `${listed.ageBusinessDays} business days`}
              </Fact>
              <Fact
                name="State"
                badge={
                  listed.late &&
                  state === 'open' && (
                    <Badge tone="critical" fontSize={1}>
                      Late
                    </Badge>
                  )
                }
              >
                {stateWords(message)}
              </Fact>
              {message.answeredAt && (
                <Fact name="Answered">
                  {utcMinute(message.answeredAt)} UTC by {message.answeredBy}
                </Fact>
              )}
              {message.closedAt && (
                <Fact name="Closed">
                  {utcMinute(message.closedAt)} UTC by {message.closedBy}
                </Fact>
              )}
            </FactList>
            <Stack gap={2}>
              <Text size={1} weight="semibold">
                Message
              </Text>
              <Card padding={3} radius={2} border tone="transparent">
                {/* A text child: whatever the sender typed (markup, links) shows as typed. */}
                <Text size={1}>
                  <PreservedLines>{message.message}</PreservedLines>
                </Text>
              </Card>
            </Stack>
          </Stack>
        )}
      </Box>
    </Dialog>
  );
}

function FactList({ children }: { children: ReactNode }) {
  const { space } = useTheme_v2();
  return <Facts $gap={String(rem(space[3] ?? 0))}>{children}</Facts>;
}

function Fact({
  name,
  badge,
  children,
}: {
  name: string;
  /** Beside the value: a mark in words, like "Late". */
  badge?: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <dt>
        <Text size={1} weight="semibold">
          {name}
        </Text>
      </dt>
      <dd>
        {badge ? (
          <Flex align="center" gap={2} wrap="wrap">
            <Text size={1}>{children}</Text>
            {badge}
          </Flex>
        ) : (
          <Text size={1}>{children}</Text>
        )}
      </dd>
    </>
  );
}
