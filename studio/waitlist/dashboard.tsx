import { LockIcon } from '@sanity/icons/Lock';
import { RefreshIcon } from '@sanity/icons/Refresh';
import { Box, Button, Card, Flex, Stack, Tab, TabList, TabPanel, Text } from '@sanity/ui';
import { useCallback, useState } from 'react';
import { useRouter } from 'sanity/router';
import styled from 'styled-components';

import { EraseDialog } from './erase-dialog';
import { ExportButton } from './export-button';
import { failureMessage } from './failure';
import { Insights } from './insights';
import { Unauthorized } from './team-api';
import type { TeamSite } from './types';
import { useEmailSearch } from './use-email-search';
import { NominationsView } from './nominations-view';
import { Overview } from './overview';
import { SupportView } from './support-view';
import { useCreditVoid } from './use-credit-void';
import { useErasure } from './use-erasure';
import { useSummary } from './use-summary';

const TABS = {
  overview: 'Overview',
  readiness: 'Readiness',
  map: 'Map',
  sources: 'Sources',
  people: 'People',
  shops: 'Shops',
  support: 'Support',
} as const;

type TabName = keyof typeof TABS;

/** Seven tabs fill one row from about 520 px up; on a phone, rows of four and three, rather than
 * six and one left alone on a second row. (Sanity UI's TabList lays its tabs inline, each in a
 * div.) */
const Tabs = styled(TabList)`
  @media (max-width: 599px) {
    &&&:not([hidden]) {
      display: grid;
      grid-template-columns: repeat(4, 1fr);
    }
    & > div > button {
      width: 100%;
    }
  }
`;

interface Notice {
  tone: 'critical' | 'positive';
  text: string;
}

/** The unlocked tool: the waitlist's summary, search, export, erasure, flagged referrers, the
 * support counts and the record of the team's actions; readiness by area, the map, the sources,
 * the people of a segment and the support messages, each on its own tab. */
export function Dashboard({
  site,
  onLock,
}: {
  site: TeamSite;
  /** Forgets the credential; `notice` says why when the site refused it. */
  onLock: (notice: string | null) => void;
}) {
  const [notice, setNotice] = useState<Notice | null>(null);
  const router = useRouter();
  const routed = router.state.tab;
  const tab: TabName =
    typeof routed === 'string' && Object.hasOwn(TABS, routed) ? (routed as TabName) : 'overview';
  const setTab = useCallback(
    (name: TabName) => router.navigate(name === 'overview' ? {} : { tab: name }),
    [router],
  );
  // Bumped by Refresh and by an erasure: the open view reads the list again.
  const [version, setVersion] = useState(0);
  const onFailure = useCallback(
    (error: unknown) => {
      if (error instanceof Unauthorized) onLock(error.message);
      else setNotice({ tone: 'critical', text: failureMessage(site.origin, error) });
    },
    [site.origin, onLock],
  );
  const { summary, loading, reload: reloadSummary } = useSummary(site, onFailure);
  const reload = useCallback(() => {
    reloadSummary();
    setVersion((current) => current + 1);
  }, [reloadSummary]);
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
      <Box overflow="auto">
        <Tabs gap={1}>
          {(Object.keys(TABS) as TabName[]).map((name) => (
            <Tab
              key={name}
              id={`waitlist-tab-${name}`}
              aria-controls={`waitlist-panel-${name}`}
              label={TABS[name]}
              selected={tab === name}
              onClick={() => setTab(name)}
            />
          ))}
        </Tabs>
      </Box>
      <TabPanel id={`waitlist-panel-${tab}`} aria-labelledby={`waitlist-tab-${tab}`}>
        {tab === 'overview' ? (
          <Overview
            summary={summary}
            loading={loading}
            search={search}
            voiding={credits.voiding}
            onSearch={(query) => {
              setNotice(null);
              void search.search(query);
            }}
            onErase={erasure.ask}
            onVoid={(friend, referrer) => {
              setNotice(null);
              void credits.voidOne(friend, referrer);
            }}
            onOpenSupport={() => setTab('support')}
          />
        ) : tab === 'shops' ? (
          <NominationsView site={site} version={version} onFailure={onFailure} />
        ) : tab === 'support' ? (
          <SupportView
            site={site}
            version={version}
            onFailure={onFailure}
            onDone={(text) => {
              setNotice({ tone: 'positive', text });
              reload();
            }}
          />
        ) : (
          <Insights
            site={site}
            view={tab}
            onView={setTab}
            version={version}
            onFailure={onFailure}
            onErase={erasure.ask}
          />
        )}
      </TabPanel>
      {erasure.email && (
        <EraseDialog
          id="waitlist-erase"
          header="Erase from the waitlist"
          question={`Erase ${erasure.email} from the waitlist? This deletes the record; it cannot be undone.`}
          erasing={erasure.erasing}
          onCancel={erasure.cancel}
          onConfirm={() => void erasure.confirm()}
        />
      )}
    </Stack>
  );
}
