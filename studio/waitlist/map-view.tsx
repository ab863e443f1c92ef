import { AddIcon } from '@sanity/icons/Add';
import { RemoveIcon } from '@sanity/icons/Remove';
import { ResetIcon } from '@sanity/icons/Reset';
import { Box, Button, Card, Flex, Grid, Heading, Spinner, Stack, Text } from '@sanity/ui';
import { geoEqualEarth, geoPath } from 'd3-geo';
import { select } from 'd3-selection';
import { zoom, zoomIdentity, type ZoomBehavior } from 'd3-zoom';
import { type RefObject, useEffect, useId, useMemo, useRef, useState } from 'react';

import { ChartLegend } from './chart-legend';
import {
  type Cluster,
  clusterPoints,
  describeMap,
  drawable,
  type PlacedPoint,
  placeName,
} from './map-clusters';
import { type Geography, loadGeography } from './map-geography';
import { MapSvg, PEOPLE_COLOURS } from './map-styles';
import { Cell, HeaderCell, Table } from './table';
import type { MapPlace } from './types';

/** Drawing units are the card's own pixels (measured), so marks and labels keep their size
 * on a phone; before it is measured, a desktop's. */
const DEFAULT_SIZE = { width: 960, height: 540 };
/** Room around the places for their marks and counts. */
const PADDING = 64;
/** Degrees across a metro area: the closest the map zooms to. */
const METRO_DEGREES = 0.5;
/** Marks closer than this on screen merge into one. */
const CLUSTER_RADIUS = 22;

/**
 * The segment's confirmed people on a map at their approximate places (the site's GeoIP lookup,
 * city level): users and vendors in two colours, a mark's size by its people, clustered where
 * dense. Zoom with the buttons, the wheel, a pinch or a double click; drag to pan; "Show on map"
 * in the table zooms to a place. The description and the table say everything it draws.
 */
export function MapView({ places }: { places: readonly MapPlace[] }) {
  const [geography, setGeography] = useState<Geography | null>(null);
  const [failed, setFailed] = useState(false);
  const svg = useRef<SVGSVGElement>(null);
  const { width, height } = useDrawingSize(svg, geography !== null);
  const [transform, setTransform] = useState(zoomIdentity);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    let current = true;
    loadGeography().then(
      (loaded) => current && setGeography(loaded),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, []);

  const { drawn } = useMemo(() => drawable(places), [places]);
  const { projection, metroZoom } = useMemo(
    () => fitted(drawn, width, height),
    [drawn, width, height],
  );
  const points = useMemo<PlacedPoint[]>(
    () =>
      drawn.map((place) => {
        const [x, y] = projection([place.longitude, place.latitude]) ?? [0, 0];
        return { place, x, y };
      }),
    [drawn, projection],
  );
  const clusters = useMemo(
    () => clusterPoints(points, transform, CLUSTER_RADIUS),
    [points, transform],
  );
  const path = useMemo(() => geoPath(projection), [projection]);
  const largest = Math.max(1, ...clusters.map(({ users, vendors }) => users + vendors));

  const behavior = useMemo<ZoomBehavior<SVGSVGElement, unknown>>(
    () =>
      zoom<SVGSVGElement, unknown>()
        .extent([
          [0, 0],
          [width, height],
        ])
        .scaleExtent([1, metroZoom])
        .on('zoom', (event: { transform: typeof zoomIdentity }) => setTransform(event.transform)),
    [metroZoom, width, height],
  );
  useEffect(() => {
    const element = svg.current;
    if (!element) return;
    select(element).call(behavior);
    return () => {
      select(element).on('.zoom', null);
    };
  }, [behavior, geography]);
  // A new segment starts from the whole picture.
  useEffect(() => {
    if (svg.current) behavior.transform(select(svg.current), zoomIdentity);
  }, [behavior, projection]);

  const act = (change: (on: ReturnType<typeof select<SVGSVGElement, unknown>>) => void) => {
    if (svg.current) change(select(svg.current));
  };
  const showPlace = (place: PlacedPoint['place']) => {
    const point = points.find((candidate) => candidate.place === place);
    if (!point) return;
    act((on) =>
      behavior.transform(
        on,
        zoomIdentity
          .translate(width / 2, height / 2)
          .scale(metroZoom)
          .translate(-point.x, -point.y),
      ),
    );
  };
  const zoomInto = (cluster: Cluster) =>
    act((on) => behavior.scaleBy(on, 4, [cluster.x, cluster.y]));

  const description = describeMap(places);
  return (
    <Stack gap={4}>
      <Heading as="h2" size={1} id={titleId}>
        Where confirmed people are
      </Heading>
      <Flex gap={3} wrap="wrap" align="center" justify="space-between">
        <ChartLegend
          entries={[
            { label: 'Users', swatch: { color: PEOPLE_COLOURS.user } },
            { label: 'Vendors', swatch: { color: PEOPLE_COLOURS.vendor } },
          ]}
        />
        <Flex gap={2}>
          <Button
            icon={AddIcon}
            mode="ghost"
            aria-label="Zoom in"
            title="Zoom in"
            onClick={() => act((on) => behavior.scaleBy(on, 2))}
          />
          <Button
            icon={RemoveIcon}
            mode="ghost"
            aria-label="Zoom out"
            title="Zoom out"
            onClick={() => act((on) => behavior.scaleBy(on, 0.5))}
          />
          <Button
            icon={ResetIcon}
            mode="ghost"
            text="Show all"
            onClick={() => act((on) => behavior.transform(on, zoomIdentity))}
          />
        </Flex>
      </Flex>
      <Card radius={2} border overflow="hidden" tone="transparent">
        {failed ? (
          <Box padding={4}>
            <Text size={1}>
              The map's geography could not be loaded; the table lists every place.
            </Text>
          </Box>
        ) : !geography ? (
          <Flex padding={4} gap={3} align="center">
            <Spinner muted />
            <Text muted size={1}>
              Drawing the map…
            </Text>
          </Flex>
        ) : (
          <MapSvg
            ref={svg}
            viewBox={`0 0 ${width} ${height}`}
            role="img"
            aria-labelledby={titleId}
            aria-describedby={descriptionId}
            data-zoom={transform.k.toFixed(2)}
          >
            <desc id={descriptionId}>{description}</desc>
            <g transform={transform.toString()}>
              <path className="land" d={path(geography.land) ?? ''} />
              <path className="borders" d={path(geography.countryBorders) ?? ''} />
              <path className="borders states" d={path(geography.stateBorders) ?? ''} />
            </g>
            {clusters.map((cluster) => (
              <ClusterMark
                key={`${cluster.places[0]?.latitude},${cluster.places[0]?.longitude}`}
                cluster={cluster}
                radius={4 + 14 * Math.sqrt((cluster.users + cluster.vendors) / largest)}
                onZoom={() => zoomInto(cluster)}
              />
            ))}
          </MapSvg>
        )}
      </Card>
      <Text size={1}>{description}</Text>
      <PlacesTable places={drawn} onShow={showPlace} />
    </Stack>
  );
}

/**
 * A projection framing the places (the world when there are none), a region 8° across at
 * least, and the zoom at which a metro area fills the map.
 */
function fitted(places: readonly PlacedPoint['place'][], width: number, height: number) {
  const projection = geoEqualEarth();
  const frame: [[number, number], [number, number]] = [
    [PADDING, PADDING],
    [width - PADDING, height - PADDING],
  ];
  if (places.length === 0) {
    return {
      projection: projection.fitExtent(frame, { type: 'Sphere' }),
      metroZoom: 360 / METRO_DEGREES,
    };
  }
  const longitudes = places.map(({ longitude }) => longitude);
  const latitudes = places.map(({ latitude }) => latitude);
  // One city alone would fill the map: frame at least 8° around, a region to see it in.
  const span = (values: number[]) =>
    Math.max(8, 1.1 * (Math.max(...values) - Math.min(...values))) / 2;
  const middle = (values: number[]) => (Math.max(...values) + Math.min(...values)) / 2;
  const [x, y] = [middle(longitudes), middle(latitudes)];
  const [dx, dy] = [span(longitudes), span(latitudes)];
  return {
    projection: projection.fitExtent(frame, {
      type: 'MultiPoint',
      coordinates: [
        [x - dx, y - dy],
        [x + dx, y + dy],
      ],
    }),
    metroZoom: (2 * Math.max(dx, dy)) / METRO_DEGREES,
  };
}

/**
 * The SVG's size in CSS pixels, measured once it is drawn and again when the card changes width:
 * its height 9/16 of its width, 260 px at least.
 */
function useDrawingSize(svg: RefObject<SVGSVGElement | null>, drawn: boolean) {
  const [size, setSize] = useState(DEFAULT_SIZE);
  useEffect(() => {
    const element = svg.current?.parentElement;
    // jsdom has no layout: there the desktop's size stands.
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const width = Math.round(entry?.contentRect.width ?? 0);
      if (width > 0) setSize({ width, height: Math.max(260, Math.round((width * 9) / 16)) });
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [svg, drawn]);
  return size;
}

/** One mark: a disc split between users and vendors by their share; a click zooms into it. */
function ClusterMark({
  cluster,
  radius,
  onZoom,
}: {
  cluster: Cluster;
  radius: number;
  onZoom: () => void;
}) {
  const { x, y, users, vendors, places } = cluster;
  const total = users + vendors;
  const name =
    places.length === 1
      ? placeName(places[0]!)
      : `${places.length} places around ${placeName(places[0]!)}`;
  return (
    <g className="mark" onClick={onZoom} onDoubleClick={(event) => event.stopPropagation()}>
      <title>{`${name}: ${users} users, ${vendors} vendors`}</title>
      {vendors === 0 || users === 0 ? (
        <circle
          cx={x}
          cy={y}
          r={radius}
          fill={users === 0 ? PEOPLE_COLOURS.vendor : PEOPLE_COLOURS.user}
        />
      ) : (
        <>
          <circle cx={x} cy={y} r={radius} fill={PEOPLE_COLOURS.user} />
          <path d={wedge(x, y, radius, vendors / total)} fill={PEOPLE_COLOURS.vendor} />
        </>
      )}
      {total > 1 && (
        <text x={x} y={y - radius - 4} textAnchor="middle">
          {total}
        </text>
      )}
    </g>
  );
}

/** A pie slice of `share` of a full turn, from twelve o'clock, clockwise. */
function wedge(x: number, y: number, radius: number, share: number): string {
  const angle = share * 2 * Math.PI;
  const endX = x + radius * Math.sin(angle);
  const endY = y - radius * Math.cos(angle);
  const large = share > 0.5 ? 1 : 0;
  return `M${x},${y} L${x},${y - radius} A${radius},${radius} 0 ${large} 1 ${endX},${endY} Z`;
}

/** Every place drawn, the most people first, each with a button that zooms the map to it. */
function PlacesTable({
  places,
  onShow,
}: {
  places: readonly PlacedPoint['place'][];
  onShow: (place: PlacedPoint['place']) => void;
}) {
  if (places.length === 0) {
    return (
      <Text muted size={1}>
        Nobody confirmed in this segment has a place yet.
      </Text>
    );
  }
  return (
    <Grid>
      <Table label="Places on the map">
        <thead>
          <tr>
            <HeaderCell>Place</HeaderCell>
            <HeaderCell numeric>Latitude</HeaderCell>
            <HeaderCell numeric>Longitude</HeaderCell>
            <HeaderCell numeric>Users</HeaderCell>
            <HeaderCell numeric>Vendors</HeaderCell>
            <th scope="col">
              <Text size={1} weight="semibold">
                Map
              </Text>
            </th>
          </tr>
        </thead>
        <tbody>
          {places.map((place) => (
            <tr key={`${place.latitude},${place.longitude},${place.city},${place.country}`}>
              <Cell>{placeName(place)}</Cell>
              <Cell numeric>{place.latitude}</Cell>
              <Cell numeric>{place.longitude}</Cell>
              <Cell numeric>{place.users}</Cell>
              <Cell numeric>{place.vendors}</Cell>
              <td>
                <Button
                  text="Show on map"
                  mode="ghost"
                  fontSize={1}
                  padding={2}
                  aria-label={`Show on map: ${placeName(place)}`}
                  onClick={() => onShow(place)}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Grid>
  );
}
