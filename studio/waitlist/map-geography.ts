import type { GeoPermissibleObjects } from 'd3-geo';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

/** What the map draws under the people: land, country borders, and US state lines. */
export interface Geography {
  land: GeoPermissibleObjects;
  countryBorders: GeoPermissibleObjects;
  stateBorders: GeoPermissibleObjects;
}

/**
 * The world's countries (Natural Earth 1:50m, world-atlas) and the US states (Census 1:10m,
 * us-atlas), bundled with the studio: the map needs no tile server and works offline. Loaded
 * when the map is first opened, as their own chunks, so the rest of the studio never pays for
 * them.
 */
export async function loadGeography(): Promise<Geography> {
  const [world, us] = (await Promise.all([
    import('world-atlas/countries-50m.json').then((module) => module.default),
    import('us-atlas/states-10m.json').then((module) => module.default),
  ])) as unknown as [Topology, Topology];
  const countries = world.objects.countries as GeometryCollection;
  const states = us.objects.states as GeometryCollection;
  return {
    land: feature(world, world.objects.land as GeometryCollection),
    countryBorders: mesh(world, countries, (a, b) => a !== b),
    stateBorders: mesh(us, states, (a, b) => a !== b),
  };
}
