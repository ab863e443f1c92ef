import { type CityResponse, open, type Reader, validate } from 'maxmind';

import { processSlot } from '../process-slots';
import { plainAddress } from '../rate-limits/client-address';

/** Where a signup came from, as this server reads it from the client's address. */
export interface ServerLocation {
  city: string | null;
  country: string | null;
  /** Rounded to one decimal (about 11 km): the area people are in, never their street. */
  latitude: number | null;
  longitude: number | null;
}

export type Locate = (address: string) => Promise<ServerLocation | null>;

/** Places looked up and kept per process; a flood of new addresses evicts, it does not grow. */
const CACHED_LOOKUPS = 10_000;

const roughly = (degrees: number | undefined) =>
  degrees === undefined ? null : Math.round(degrees * 10) / 10;

/** What the database holds for `address`, in GeoIP2 City's shape (MaxMind's and DB-IP's). */
function locateIn(reader: Reader<CityResponse>, address: string): ServerLocation | null {
  const plain = plainAddress(address);
  if (!validate(plain)) return null;
  const found = reader.get(plain);
  if (!found) return null;
  return {
    city: found.city?.names.en ?? null,
    country: found.country?.names.en ?? found.country?.iso_code ?? null,
    latitude: roughly(found.location?.latitude),
    longitude: roughly(found.location?.longitude),
  };
}

/** Opens a MaxMind DB file, reloaded when the operator replaces it (geoipupdate). */
function openGeoipDatabase(file: string): Promise<Reader<CityResponse>> {
  return open<CityResponse>(file, {
    cache: { max: CACHED_LOOKUPS },
    watchForUpdates: true,
    watchForUpdatesNonPersistent: true,
  });
}

/** Readers opened in this process, by file: the instrumentation (which opens it at start) and
 * each route are copies of this module, and one file read twice is held twice, watched twice. */
const readers = processSlot(
  'geoip-readers',
  () => new Map<string, Promise<Reader<CityResponse>>>(),
);

/**
 * The lookup a server does for each signup: in GEOIP_DB's file, opened once per process; without
 * one, no place at all (the browser's own lookup is only ever kept as reported). A failed open is
 * not kept: the next signup tries again.
 */
export function geoipLookup(file: string | undefined): {
  locate: Locate;
  opened: () => Promise<Reader<CityResponse> | undefined>;
} {
  const opened = async () => {
    if (!file) return undefined;
    let reader = readers.get(file);
    if (!reader) {
      reader = openGeoipDatabase(file).catch((error: unknown) => {
        readers.delete(file);
        throw error;
      });
      readers.set(file, reader);
    }
    return reader;
  };
  return {
    opened,
    locate: async (address) => {
      const database = await opened();
      return database ? locateIn(database, address) : null;
    },
  };
}
