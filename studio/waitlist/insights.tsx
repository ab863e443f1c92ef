import { Stack } from '@sanity/ui';
import { useCallback, useEffect, useMemo, useState } from 'react';

import type { OnFailure } from './failure';
import { MapView } from './map-view';
import { PeopleView } from './people-view';
import { groupAreas } from './readiness';
import { ReadinessView } from './readiness-view';
import { SegmentFilters } from './segment-filters';
import { SourcesView } from './sources-view';
import {
  getAreas,
  getMap,
  getSources,
  invite,
  previewInvitations,
  setThresholds,
} from './team-api';
import type {
  AreaCount,
  InvitationAsk,
  Segment,
  SourceDimension,
  TeamSite,
  TeamThresholds,
  Thresholds,
} from './types';
import { useTeamRead } from './use-team-read';

type InsightView = 'readiness' | 'map' | 'sources' | 'people';

/**
 * The views the team picks pilot areas with: readiness by area, the map, the sources, and the
 * people of a segment (with its export). The map, sources and people share one segment; a
 * readiness row opens its area's people. Only the open view reads from the site.
 */
export function Insights({
  site,
  view,
  onView,
  version,
  onFailure,
  onErase,
}: {
  site: TeamSite;
  view: InsightView;
  onView: (view: InsightView) => void;
  /** Bumped when the list changed (Refresh, an erasure): every view reads again. */
  version: number;
  onFailure: OnFailure;
  onErase: (email: string) => void;
}) {
  const [segment, setSegment] = useState<Segment>({});
  const [by, setBy] = useState<SourceDimension>('source');
  const loadAreas = useCallback((signal: AbortSignal) => getAreas(site, signal), [site]);
  // Each batch invited here reads the areas again: their invited counts changed.
  const [batches, setBatches] = useState(0);
  const areas = useTeamRead(loadAreas, onFailure, version + batches);
  const groups = useMemo(() => groupAreas(areas.data?.areas ?? []), [areas.data]);
  // What this member saved last, until the next read (which says what the team has now).
  const [saved, setSaved] = useState<TeamThresholds | null>(null);
  useEffect(() => setSaved(null), [areas.data]);
  const saveThresholds = useCallback(
    async (thresholds: Thresholds) => setSaved(await setThresholds(site, thresholds)),
    [site],
  );

  const preview = useCallback((ask: InvitationAsk) => previewInvitations(site, ask), [site]);
  const inviteNext = useCallback(
    async (ask: InvitationAsk) => {
      const batch = await invite(site, ask);
      setBatches((count) => count + 1);
      return batch;
    },
    [site],
  );

  const openPeople = useCallback(
    ({ country, city, postalCode }: AreaCount) => {
      setSegment({
        ...(country === null ? {} : { country }),
        ...(city === null ? {} : { city }),
        ...(postalCode === null ? {} : { postalCode }),
      });
      onView('people');
    },
    [onView],
  );

  if (view === 'readiness') {
    return (
      <ReadinessView
        groups={groups}
        team={saved ?? areas.data?.thresholds}
        onSave={saveThresholds}
        onFailure={onFailure}
        onOpenPeople={openPeople}
        onPreviewInvitations={preview}
        onInvite={inviteNext}
      />
    );
  }
  return (
    <Stack gap={5}>
      <SegmentFilters segment={segment} areas={groups} onChange={setSegment} />
      {view === 'map' && (
        <MapPanel site={site} segment={segment} version={version} onFailure={onFailure} />
      )}
      {view === 'sources' && (
        <SourcesPanel
          site={site}
          segment={segment}
          by={by}
          onBy={setBy}
          version={version}
          onFailure={onFailure}
          onFilter={(source) => setSegment((current) => ({ ...current, source }))}
        />
      )}
      {view === 'people' && (
        <PeopleView
          site={site}
          segment={segment}
          version={version}
          onFailure={onFailure}
          onErase={onErase}
        />
      )}
    </Stack>
  );
}

interface PanelProps {
  site: TeamSite;
  segment: Segment;
  version: number;
  onFailure: OnFailure;
}

function MapPanel({ site, segment, version, onFailure }: PanelProps) {
  const load = useCallback((signal: AbortSignal) => getMap(site, segment, signal), [site, segment]);
  const { data } = useTeamRead(load, onFailure, version);
  return data && <MapView places={data} />;
}

function SourcesPanel({
  site,
  segment,
  by,
  onBy,
  version,
  onFailure,
  onFilter,
}: PanelProps & {
  by: SourceDimension;
  onBy: (by: SourceDimension) => void;
  onFilter: (source: Segment['source']) => void;
}) {
  const load = useCallback(
    (signal: AbortSignal) => getSources(site, by, segment, signal),
    [site, by, segment],
  );
  const { data } = useTeamRead(load, onFailure, version);
  return <SourcesView sources={data} by={by} onBy={onBy} onFilter={onFilter} />;
}
