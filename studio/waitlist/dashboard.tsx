import { LockIcon } from '@sanity/icons/Lock';
import { RefreshIcon } from '@sanity/icons/Refresh';
import { Button, Card, Flex, Spinner, Stack, Text } from '@sanity/ui';
import { useCallback, useState } from 'react';

import { EmailSearch } from './email-search';
import { EraseDialog } from './erase-dialog';
import { ExportButton } from './export-button';
import { failureMessage } from './failure';
import { SummaryView } from './summary-view';
import { Unauthorized } from './team-api';
import type { TeamSite } from './types';
import { useEmailSearch } from './use-email-search';
import { FlaggedReferrers } from './flagged-referrers';
import { TeamActions } from './team-actions';
import { useCreditVoid } from './use-credit-void';
import { useErasure } from './use-erasure';
import { useSummary } from './use-summary';

interface Notice {
  tone: 'critical' | 'positive';
  text: string;
}

/** The unlocked tool: the waitlist's summary, search, export, erasure, flagged referrers and
 * the record of the team's actions. */
export function Dashboard({
  site,
  onLock,
}: {
  site: TeamSite;
  /** Forgets the credential; `notice` says why when the site refused it. */
  onLock: (notice: string | null) => void;
}) {
  const [notice, setNotice] = useState<Notice | null>(null);
  const onFailure = useCallback(
    (error: unknown) => {
      if (error instanceof Unauthorized) onLock(error.message);
      else setNotice({ tone: 'critical', text: failureMessage(site.origin, error) });
    },
    [site.origin, onLock],
  );
  const { summary, loading, reload } = useSummary(site, onFailure);
  const search = useEmailSearch(site, onFailure);
  const erasure = useErasure(
    site,
    (email, erased) => {
      setNotice({
        tone: 'positive',
        text: erased
          ? `${email} was erased from the waitlist.`
          : `${email} was not on the waitlist any more.`,
      });
      search.drop(email);
      reload();
    },
    onFailure,
  );
  const credits = useCreditVoid(
    site,
    (friend, referrer, voided) => {
      setNotice({
        tone: 'positive',
        text: voided
          ? `The credit ${friend.email} gave ${referrer.email} was voided.`
          : `The credit ${friend.email} gave ${referrer.email} was voided already.`,
      });
      reload();
    },
    onFailure,
  );

  return (
    <Stack gap={5}>
      <Flex gap={2} wrap="wrap">
        <Button
          text="Refresh"
          icon={RefreshIcon}
          mode="ghost"
          loading={loading}
          onClick={() => {
            setNotice(null);
            reload();
          }}
        />
        <ExportButton site={site} onFailure={onFailure} />
        <Button text="Lock" icon={LockIcon} mode="ghost" onClick={() => onLock(null)} />
        {summary && (
          <Flex align="center">
            <Text size={1} muted>
              Signed in as {summary.member}
            </Text>
          </Flex>
        )}
      </Flex>
      {notice && (
        <Card
          padding={3}
          radius={2}
          tone={notice.tone}
          role={notice.tone === 'critical' ? 'alert' : 'status'}
        >
          <Text size={1}>{notice.text}</Text>
        </Card>
      )}
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
          <SummaryView summary={summary} onErase={erasure.ask} />
          <EmailSearch
            result={search.result}
            searching={search.searching}
            onSearch={(query) => {
              setNotice(null);
              void search.search(query);
            }}
            onErase={erasure.ask}
          />
          <FlaggedReferrers
            flagged={summary.flagged}
            voiding={credits.voiding}
            onVoid={(friend, referrer) => {
              setNotice(null);
              void credits.voidOne(friend, referrer);
            }}
          />
        </>
      )}
      {summary && <TeamActions actions={summary.actions} />}
      {erasure.email && (
        <EraseDialog
          email={erasure.email}
          erasing={erasure.erasing}
          onCancel={erasure.cancel}
          onConfirm={() => void erasure.confirm()}
        />
      )}
    </Stack>
  );
}
