import { Button, Card, Grid, Select, Stack, Text, TextInput } from '@sanity/ui';
import { type ReactNode, useId, useState } from 'react';

import type { AreaGroup } from './readiness';
import { SOURCE_DIMENSIONS, type Segment, type SourceDimension } from './types';

/** A city's option value: country and city, which together name it. */
const cityKey = (country: string | null, city: string | null) => JSON.stringify([country, city]);

/**
 * The segment every view below reads and exports: an area (a city, then a ZIP code typed
 * there), a type, confirmation, one value of one source, a first day. Lists apply as they
 * change; typed values on Enter or on leaving the field. Wraps to one column on a phone.
 */
export function SegmentFilters({
  segment,
  areas,
  onChange,
}: {
  segment: Segment;
  areas: readonly AreaGroup[];
  onChange: (segment: Segment) => void;
}) {
  const cities = areas.filter(({ city }) => city.city !== null);
  const chosenCity = cities.find(
    ({ city }) => city.city === segment.city && city.country === (segment.country ?? null),
  );
  const set = (part: Partial<Segment>) => {
    const next: Segment = { ...segment, ...part };
    for (const key of Object.keys(next) as (keyof Segment)[]) {
      if (next[key] === undefined) delete next[key];
    }
    onChange(next);
  };

  return (
    <Card padding={3} radius={2} border tone="transparent">
      <Stack gap={3}>
        <Grid gridTemplateColumns={[1, 1, 2, 3]} gap={3}>
          <Labelled label="Area">
            {(id) => (
              <Select
                id={id}
                value={
                  segment.city === undefined ? '' : cityKey(segment.country ?? null, segment.city)
                }
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  if (!value)
                    return set({ country: undefined, city: undefined, postalCode: undefined });
                  const [country, city] = JSON.parse(value) as [string | null, string];
                  set({ country: country ?? undefined, city, postalCode: undefined });
                }}
              >
                <option value="">Everywhere</option>
                {cities.map(({ city }) => (
                  <option
                    key={cityKey(city.country, city.city)}
                    value={cityKey(city.country, city.city)}
                  >
                    {city.country ? `${city.city}, ${city.country}` : city.city}
                  </option>
                ))}
              </Select>
            )}
          </Labelled>
          <Labelled label="ZIP code">
            {(id) => (
              <Select
                id={id}
                value={segment.postalCode ?? ''}
                disabled={!chosenCity || chosenCity.postalCodes.length === 0}
                onChange={(event) => set({ postalCode: event.currentTarget.value || undefined })}
              >
                <option value="">{chosenCity ? 'Every ZIP code' : 'Choose a city first'}</option>
                {chosenCity?.postalCodes.map(({ postalCode }) => (
                  <option key={postalCode} value={postalCode ?? ''}>
                    {postalCode}
                  </option>
                ))}
              </Select>
            )}
          </Labelled>
          <Labelled label="Type">
            {(id) => (
              <Select
                id={id}
                value={segment.type ?? ''}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  set({ type: value === 'user' || value === 'vendor' ? value : undefined });
                }}
              >
                <option value="">Users and vendors</option>
                <option value="user">Users</option>
                <option value="vendor">Vendors</option>
              </Select>
            )}
          </Labelled>
          <Labelled label="Confirmation">
            {(id) => (
              <Select
                id={id}
                value={segment.confirmed === undefined ? '' : segment.confirmed ? 'yes' : 'no'}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  set({ confirmed: value === '' ? undefined : value === 'yes' });
                }}
              >
                <option value="">Confirmed or not</option>
                <option value="yes">Confirmed</option>
                <option value="no">Not confirmed</option>
              </Select>
            )}
          </Labelled>
          <Labelled label="Signed up since">
            {(id) => (
              <TextInput
                id={id}
                type="date"
                value={segment.since ?? ''}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  // A half-typed date is '' to the input: only a whole day applies.
                  if (value === '' || /^\d{4}-\d{2}-\d{2}$/.test(value)) {
                    set({ since: value || undefined });
                  }
                }}
              />
            )}
          </Labelled>
          <SourceFilter source={segment.source} onChange={(source) => set({ source })} />
        </Grid>
        <div>
          <Button
            text="Clear filters"
            mode="ghost"
            fontSize={1}
            disabled={Object.keys(segment).length === 0}
            onClick={() => onChange({})}
          />
        </div>
      </Stack>
    </Card>
  );
}

/** One value of one source: the source from a list, its value typed (empty: none). */
function SourceFilter({
  source,
  onChange,
}: {
  source: Segment['source'];
  onChange: (source: Segment['source']) => void;
}) {
  const [typed, setTyped] = useState(source?.value ?? '');
  const [shownFor, setShownFor] = useState(source);
  // A source chosen elsewhere (a row of the sources table) shows here.
  if (shownFor !== source) {
    setShownFor(source);
    setTyped(source?.value ?? '');
  }
  const commit = (by: SourceDimension | undefined, value: string) =>
    onChange(by === undefined ? undefined : { by, value: value.trim() || null });

  return (
    <Grid gridTemplateColumns={2} gap={2}>
      <Labelled label="Source">
        {(id) => (
          <Select
            id={id}
            value={source?.by ?? ''}
            onChange={(event) => {
              const by = event.currentTarget.value;
              commit(by === '' ? undefined : (by as SourceDimension), typed);
            }}
          >
            <option value="">Any source</option>
            {(Object.keys(SOURCE_DIMENSIONS) as SourceDimension[]).map((by) => (
              <option key={by} value={by}>
                {SOURCE_DIMENSIONS[by]}
              </option>
            ))}
          </Select>
        )}
      </Labelled>
      <Labelled label="Source value">
        {(id) => (
          <TextInput
            id={id}
            value={typed}
            placeholder={source ? 'none' : ''}
            disabled={!source}
            maxLength={200}
            onChange={(event) => setTyped(event.currentTarget.value)}
            onBlur={() => source && typed !== (source.value ?? '') && commit(source.by, typed)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && source) commit(source.by, typed);
            }}
          />
        )}
      </Labelled>
    </Grid>
  );
}

function Labelled({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <Stack gap={2}>
      <Text as="label" htmlFor={id} size={1} weight="semibold">
        {label}
      </Text>
      {children(id)}
    </Stack>
  );
}
