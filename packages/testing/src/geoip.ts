import { join } from 'node:path';

/**
 * The GeoIP database the tests name in GEOIP_DB (../geoip/make-test-city.pl writes it): loopback
 * is Oakland; 192.0.2.0/24 Austin, 198.51.100.0/24 Portland and 203.0.113.0/24 Denver (all in the
 * United States); 2001:db8::/32 Berlin; 81.2.69.0/24 London; 100.64.0.0/10 Canada, with no city.
 * Everything else is unknown.
 */
export const TEST_GEOIP_DB = join(import.meta.dirname, '..', 'geoip', 'test-city.mmdb');
