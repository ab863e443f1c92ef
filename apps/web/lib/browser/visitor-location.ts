import type { GeoLookup } from '@brp/core/email';

/** How long the waitlist waits for the geolocation service before going on without it. */
const GEO_TIMEOUT_MS = 5000;

/** Reads what the geolocation service answered, whatever it left out. */
function readGeo(data: unknown): GeoLookup {
  const answer = (data ?? {}) as Record<string, unknown>;
  const text = (value: unknown) =>
    typeof value === 'string' || typeof value === 'number' ? value : null;
  return {
    ip: text(answer.ip) as string | null,
    city: text(answer.city) as string | null,
    country: text(answer.country ?? answer.country_name) as string | null,
    latitude: text(answer.latitude),
    longitude: text(answer.longitude),
  };
}

async function lookUp(endpoint: string): Promise<GeoLookup> {
  // A timer of the page's own (not AbortSignal.timeout), so tests can run the page's clock.
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new Error(`no answer within ${GEO_TIMEOUT_MS / 1000} s`)),
    GEO_TIMEOUT_MS,
  );
  try {
    const response = await fetch(endpoint, { signal: controller.signal });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return readGeo(await response.json());
  } catch (error) {
    console.warn('Geolocation lookup failed; signups go on without it.', error);
    return {};
  } finally {
    clearTimeout(timer);
  }
}

const lookups = new Map<string, Promise<GeoLookup>>();

/**
 * The visitor's approximate location, asked of the geolocation service once per visit however
 * often the waitlist form mounts (navigating away and back mounts it again). It never rejects: a
 * failure or a timeout gives an empty lookup, and signups go on with "Not available".
 */
export function visitorLocation(endpoint: string): Promise<GeoLookup> {
  let lookup = lookups.get(endpoint);
  if (!lookup) {
    lookup = lookUp(endpoint);
    lookups.set(endpoint, lookup);
  }
  return lookup;
}
