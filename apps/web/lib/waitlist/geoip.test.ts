import { copyFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { TEST_GEOIP_DB } from '@brp/testing/geoip';
import { describe, expect, it } from 'vitest';

import { geoipLookup } from './geoip';

describe('the server-side lookup of where a signup came from', () => {
  const { locate } = geoipLookup(TEST_GEOIP_DB);

  it.each([
    ['127.0.0.1', 'Oakland', 'United States', 37.8, -122.3],
    ['::ffff:127.0.0.1', 'Oakland', 'United States', 37.8, -122.3],
    ['81.2.69.142', 'London', 'United Kingdom', 51.5, -0.1],
    ['203.0.113.50', 'Denver', 'United States', 39.7, -105],
    ['2001:db8:1:2::7', 'Berlin', 'Germany', 52.5, 13.4],
  ])('finds %s in %s, %s, near %d, %d', async (address, city, country, latitude, longitude) => {
    expect(await locate(address)).toEqual({ city, country, latitude, longitude });
  });

  it('gives a country alone where the database knows no city', async () => {
    expect(await locate('100.64.3.9')).toEqual({
      city: null,
      country: 'Canada',
      latitude: null,
      longitude: null,
    });
  });

  it('knows nothing of an address it does not hold, or of something that is no address', async () => {
    expect(await locate('8.8.8.8')).toBeNull();
    expect(await locate('unknown')).toBeNull();
    expect(await locate('999.1.1.1')).toBeNull();
  });

  it('tries again after a failed open: a file put in place later is read', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'geoip-')), 'city.mmdb');
    const later = geoipLookup(file);
    await expect(later.locate('81.2.69.142')).rejects.toThrow(/ENOENT/);
    copyFileSync(TEST_GEOIP_DB, file);
    expect(await later.locate('81.2.69.142')).toMatchObject({ city: 'London' });
  });

  it('without a database, places nobody', async () => {
    expect(await geoipLookup(undefined).locate('81.2.69.142')).toBeNull();
  });
});
