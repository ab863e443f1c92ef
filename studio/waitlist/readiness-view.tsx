import { ArrowDownIcon } from '@sanity/icons/ArrowDown';
import { ArrowUpIcon } from '@sanity/icons/ArrowUp';
import { Badge, Button, Flex, Grid, Heading, Stack, Text, TextInput } from '@sanity/ui';
import { useId, useState } from 'react';

import type { OnFailure } from './failure';
import { InviteDialog } from './invite-dialog';
import {
  type AreaGroup,
  areaName,
  isReady,
  type Sort,
  SORT_KEYS,
  type SortKey,
  sortAreas,
} from './readiness';
import { ActionsHeaderCell, Cell, Table } from './table';
import type {
  AreaCount,
  InvitationAsk,
  InvitationBatch,
  Invitee,
  TeamThresholds,
  Thresholds,
} from './types';

/**
 * Pilot readiness by area: each city the site placed people in, and the ZIP codes typed there,
 * with confirmed users and vendors, the unconfirmed and the growth; an area is marked ready when
 * both kinds pass the team's thresholds. A member tries other thresholds here (the marks follow
 * at once) and saves them for the whole team. Sortable by every column; each row opens its
 * people, and invites the area's next people to the pilot (InviteDialog), with how many were
 * invited and accepted.
 */
export function ReadinessView({
  groups,
  team,
  onSave,
  onFailure,
  onOpenPeople,
  onPreviewInvitations,
  onInvite,
}: {
  groups: readonly AreaGroup[];
  /** The team's thresholds; undefined until the areas are read. */
  team: TeamThresholds | undefined;
  onSave: (thresholds: Thresholds) => Promise<void>;
  onFailure: OnFailure;
  onOpenPeople: (area: AreaCount) => void;
  onPreviewInvitations: (ask: InvitationAsk) => Promise<Invitee[]>;
  onInvite: (ask: InvitationAsk) => Promise<InvitationBatch>;
}) {
  const [draft, setDraft] = useState<Thresholds | null>(null);
  const [inviting, setInviting] = useState<AreaCount | null>(null);
  const [saving, setSaving] = useState(false);
  const [sort, setSort] = useState<Sort>({ key: 'users', descending: true });
  if (!team) {
    return (
      <Text muted size={1}>
        Reading the areas…
      </Text>
    );
  }
  const thresholds = draft ?? team;
  const unsaved = thresholds.users !== team.users || thresholds.vendors !== team.vendors;
  const sorted = sortAreas(groups, sort);
  const ready = groups.filter((group) => isReady(group.city, thresholds)).length;

  async function save() {
    setSaving(true);
    try {
      await onSave(thresholds);
      setDraft(null);
    } catch (error) {
      onFailure(error);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Stack gap={4}>
      <Heading as="h2" size={1}>
        Pilot readiness by area
      </Heading>
      <Grid gridTemplateColumns={[1, 2]} gap={3} style={{ maxWidth: '32rem' }}>
        <ThresholdInput
          label="Ready at confirmed users"
          value={thresholds.users}
          onChange={(users) => setDraft({ ...thresholds, users })}
        />
        <ThresholdInput
          label="Ready at confirmed vendors"
          value={thresholds.vendors}
          onChange={(vendors) => setDraft({ ...thresholds, vendors })}
        />
      </Grid>
      <Flex gap={3} align="center" wrap="wrap">
        <Button
          text={saving ? 'Saving…' : 'Save for the team'}
          tone="primary"
          mode="ghost"
          disabled={!unsaved || saving}
          onClick={() => void save()}
        />
        <Text size={1} muted>
          {unsaved
            ? 'Not saved: only you see these marks until you save them.'
            : team.setBy && team.setAt
              ? `The team’s thresholds, set by ${team.setBy} on ${team.setAt.slice(0, 10)}.`
              : 'The defaults: nobody on the team has set thresholds yet.'}
        </Text>
      </Flex>
      <Text size={1} role="status">
        {ready === 1 ? '1 city is ready' : `${ready} cities are ready`} at {thresholds.users} users
        and {thresholds.vendors} vendors.
      </Text>
      {groups.length === 0 ? (
        <Text muted size={1}>
          Nobody is placed in an area yet.
        </Text>
      ) : (
        <Table label="Pilot readiness by area">
          <thead>
            <tr>
              {(Object.keys(SORT_KEYS) as SortKey[]).map((key) => (
                <SortableHeader key={key} column={key} sort={sort} onSort={setSort} />
              ))}
              <th scope="col">
                <Text size={1} weight="semibold">
                  Readiness
                </Text>
              </th>
              <ActionsHeaderCell />
            </tr>
          </thead>
          <tbody>
            {sorted.flatMap(({ city, postalCodes }) =>
              [city, ...postalCodes].map((area) => (
                <AreaRow
                  key={areaName(area)}
                  area={area}
                  ready={isReady(area, thresholds)}
                  onOpenPeople={onOpenPeople}
                  onInvite={setInviting}
                />
              )),
            )}
          </tbody>
        </Table>
      )}
      {inviting && (
        <InviteDialog
          area={inviting}
          onPreview={onPreviewInvitations}
          onInvite={onInvite}
          onClose={() => setInviting(null)}
          onFailure={onFailure}
        />
      )}
    </Stack>
  );
}

function ThresholdInput({
  label,
  value,
  onChange,
}: {
  label: string;
  value: number;
  onChange: (value: number) => void;
}) {
  const id = useId();
  return (
    <Stack gap={2}>
      <Text as="label" htmlFor={id} size={1} weight="semibold">
        {label}
      </Text>
      <TextInput
        id={id}
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        value={String(value)}
        onChange={(event) => {
          const next = Number(event.currentTarget.value);
          if (Number.isSafeInteger(next) && next >= 0) onChange(next);
        }}
      />
    </Stack>
  );
}

/** A column heading that sorts by its column: again, the other way. */
function SortableHeader({
  column,
  sort,
  onSort,
}: {
  column: SortKey;
  sort: Sort;
  onSort: (sort: Sort) => void;
}) {
  const active = sort.key === column;
  return (
    <th
      scope="col"
      data-numeric={column === 'area' ? undefined : ''}
      aria-sort={active ? (sort.descending ? 'descending' : 'ascending') : undefined}
    >
      <Button
        mode="bleed"
        padding={1}
        fontSize={1}
        text={SORT_KEYS[column]}
        iconRight={active ? (sort.descending ? ArrowDownIcon : ArrowUpIcon) : undefined}
        onClick={() =>
          onSort({
            key: column,
            // A new column starts with the most (or A first, for names).
            descending: active ? !sort.descending : column !== 'area',
          })
        }
      />
    </th>
  );
}

function AreaRow({
  area,
  ready,
  onOpenPeople,
  onInvite,
}: {
  area: AreaCount;
  ready: boolean;
  onOpenPeople: (area: AreaCount) => void;
  onInvite: (area: AreaCount) => void;
}) {
  const name = areaName(area);
  return (
    <tr>
      <Cell>
        <span style={{ paddingInlineStart: area.postalCode === null ? 0 : '1.25em' }}>
          {area.postalCode === null ? name : `ZIP ${area.postalCode}`}
        </span>
      </Cell>
      <Cell numeric>{area.users}</Cell>
      <Cell numeric>{area.vendors}</Cell>
      <Cell numeric>{area.unconfirmed}</Cell>
      <Cell numeric>+{area.last7Days}</Cell>
      <Cell numeric>+{area.last30Days}</Cell>
      <Cell numeric>{area.invited}</Cell>
      <Cell numeric>{area.accepted}</Cell>
      <td>
        {ready ? (
          <Badge tone="positive" fontSize={1}>
            Ready
          </Badge>
        ) : (
          <Flex>
            <Text size={1} muted>
              Not yet
            </Text>
          </Flex>
        )}
      </td>
      <td>
        <Flex gap={2}>
          <Button
            text="People"
            mode="ghost"
            fontSize={1}
            padding={2}
            aria-label={`People in ${name}`}
            onClick={() => onOpenPeople(area)}
          />
          <Button
            text="Invite…"
            mode="ghost"
            fontSize={1}
            padding={2}
            aria-label={`Invite the next people of ${name}`}
            onClick={() => onInvite(area)}
          />
        </Flex>
      </td>
    </tr>
  );
}
