import { Flex, Spinner, Stack, Text } from '@sanity/ui';
import type { ComponentProps } from 'react';

import { EmailSearch } from './email-search';
import { FlaggedReferrers } from './flagged-referrers';
import { MailLagSummary } from './mail-lag-cards';
import { SummaryView } from './summary-view';
import { SupportSummary } from './support-counts';
import { TeamActions } from './team-actions';
import { WebhookTrouble } from './webhook-trouble';
import type { Summary } from './types';
import type { useEmailSearch } from './use-email-search';

/** The first tab: the summary, the search by e-mail, the flagged referrers, the support counts,
 * the e-mail's lag, the team's actions. */
export function Overview({
  summary,
  loading,
  search,
  voiding,
  onSearch,
  onErase,
  onVoid,
  onOpenSupport,
}: {
  summary: Summary | null;
  loading: boolean;
  search: ReturnType<typeof useEmailSearch>;
  voiding: number | null;
  onSearch: (query: string) => void;
  onErase: (email: string) => void;
  onVoid: ComponentProps<typeof FlaggedReferrers>['onVoid'];
  /** Opens the Support tab, where the messages behind the counts are. */
  onOpenSupport: () => void;
}) {
  return (
    <Stack gap={5}>
      {!summary ? (
        loading && (
          <Flex align="center" gap={3}>
            <Spinner muted />
            <Text muted>Loading the waitlist…</Text>
          </Flex>
        )
      ) : summary.totals.all + summary.totals.unconfirmed === 0 ? (
        <Text>Nobody has signed up yet.</Text>
      ) : (
        <>
          <SummaryView summary={summary} onErase={onErase} />
          <EmailSearch
            result={search.result}
            searching={search.searching}
            onSearch={onSearch}
            onErase={onErase}
          />
          <FlaggedReferrers flagged={summary.flagged} voiding={voiding} onVoid={onVoid} />
        </>
      )}
      {summary && <SupportSummary counts={summary.support} onOpenSupport={onOpenSupport} />}
      {summary && <MailLagSummary mail={summary.mail} />}
      {summary && <WebhookTrouble receivers={summary.webhooks} />}
      {summary && <TeamActions actions={summary.actions} />}
    </Stack>
  );
}
