import { Box, Button, Dialog, Flex, Grid, Select, Stack, Text, TextInput } from '@sanity/ui';
import { useId, useState } from 'react';

import type { OnFailure } from './failure';
import { PrimaryButton } from './primary-button';
import { areaName } from './readiness';
import { Cell, HeaderCell, Table } from './table';
import type { AreaCount, InvitationAsk, InvitationBatch, Invitee } from './types';

/** The most one batch invites (INVITATION_BATCH_MAX in @brp/core/invitations). */
const MOST = 500;

/**
 * "Invite the next N" of one area: choose users or vendors and how many, see who that is (the
 * confirmed people of the area in line order, never invited), then invite them, each by e-mail
 * in marketing's words (the studio's waitlist settings). The site invites nobody twice: a second
 * batch continues down the line, and two members inviting at once get disjoint people.
 */
export function InviteDialog({
  area,
  onPreview,
  onInvite,
  onClose,
  onFailure,
}: {
  area: AreaCount;
  onPreview: (ask: InvitationAsk) => Promise<Invitee[]>;
  onInvite: (ask: InvitationAsk) => Promise<InvitationBatch>;
  onClose: () => void;
  onFailure: OnFailure;
}) {
  const id = useId();
  const [type, setType] = useState<'user' | 'vendor'>('user');
  const [countText, setCountText] = useState('20');
  const count = Number(countText);
  const countValid = Number.isSafeInteger(count) && count >= 1 && count <= MOST;
  const [people, setPeople] = useState<Invitee[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [invited, setInvited] = useState<InvitationBatch | null>(null);
  const ask: InvitationAsk = {
    country: area.country,
    city: area.city,
    postalCode: area.postalCode,
    type,
    count,
  };
  const name = areaName(area);

  async function run<T>(work: () => Promise<T>, then: (value: T) => void) {
    setBusy(true);
    try {
      then(await work());
    } catch (error) {
      onFailure(error);
    } finally {
      setBusy(false);
    }
  }

  const footer = invited ? (
    <Flex justify="flex-end" padding={3}>
      <Button text="Done" mode="ghost" onClick={onClose} />
    </Flex>
  ) : (
    <Flex gap={2} justify="flex-end" padding={3}>
      <Button text="Cancel" mode="ghost" onClick={onClose} disabled={busy} />
      <PrimaryButton
        text={people?.length ? `Invite ${people.length}` : 'Invite'}
        tone="primary"
        disabled={busy || !people?.length}
        onClick={() => void run(() => onInvite(ask), setInvited)}
      />
    </Flex>
  );

  return (
    <Dialog
      id={id}
      header={`Invite the next people of ${name}`}
      width={2}
      onClose={onClose}
      footer={footer}
    >
      <Box padding={4}>
        {invited ? (
          <Text role="status">
            {invited.invited === 1
              ? 'Invited 1 person: the invitation e-mail is on its way.'
              : `Invited ${invited.invited} people: each gets the invitation e-mail.`}
          </Text>
        ) : (
          <Stack gap={4}>
            <Grid gridTemplateColumns={[1, 2]} gap={3} style={{ maxWidth: '28rem' }}>
              <Stack gap={2}>
                <Text as="label" htmlFor={`${id}-type`} size={1} weight="semibold">
                  Who
                </Text>
                <Select
                  id={`${id}-type`}
                  value={type}
                  onChange={(event) => {
                    setType(event.currentTarget.value === 'vendor' ? 'vendor' : 'user');
                    setPeople(null);
                  }}
                >
                  <option value="user">Users</option>
                  <option value="vendor">Vendors</option>
                </Select>
              </Stack>
              <Stack gap={2}>
                <Text as="label" htmlFor={`${id}-count`} size={1} weight="semibold">
                  How many
                </Text>
                <TextInput
                  id={`${id}-count`}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={MOST}
                  step={1}
                  value={countText}
                  customValidity={countValid ? undefined : `A whole number from 1 to ${MOST}`}
                  onChange={(event) => {
                    setCountText(event.currentTarget.value);
                    setPeople(null);
                  }}
                />
              </Stack>
            </Grid>
            <Flex gap={3} align="center" wrap="wrap">
              <Button
                text="Show who"
                mode="ghost"
                disabled={busy || !countValid}
                onClick={() => void run(() => onPreview(ask), setPeople)}
              />
              <Text size={1} muted>
                The confirmed {type === 'user' ? 'users' : 'vendors'} of {name} in line order, never
                invited before.
              </Text>
            </Flex>
            {people?.length === 0 && (
              <Text size={1} role="status">
                Nobody left to invite here: everyone confirmed has been invited.
              </Text>
            )}
            {people && people.length > 0 && (
              <Table label="Who would be invited">
                <thead>
                  <tr>
                    <HeaderCell numeric>Place</HeaderCell>
                    <HeaderCell>Name</HeaderCell>
                    <HeaderCell>E-mail</HeaderCell>
                    <HeaderCell>ZIP</HeaderCell>
                  </tr>
                </thead>
                <tbody>
                  {people.map((person) => (
                    <tr key={person.id}>
                      <Cell numeric>{person.place}</Cell>
                      <Cell>{person.name}</Cell>
                      <Cell>{person.email}</Cell>
                      <Cell>{person.postalCode ?? '—'}</Cell>
                    </tr>
                  ))}
                </tbody>
              </Table>
            )}
          </Stack>
        )}
      </Box>
    </Dialog>
  );
}
