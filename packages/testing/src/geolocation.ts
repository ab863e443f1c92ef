import { listen, type LocalServer, sendJson } from './http.ts';

/** What the fake IP-geolocation service answers, in the shape of the real one (ipwho.is). */
export const FAKE_GEO = {
  ip: '203.0.113.7',
  city: 'Oakland',
  country: 'United States',
  latitude: 37.8044,
  longitude: -122.2712,
};

/**
 * A local stand-in for the IP-geolocation service, for runs that serve the site to a browser
 * without Playwright's request interception (the benchmark): it answers every GET, with CORS.
 */
export function startFakeGeolocation(): Promise<LocalServer> {
  return listen((request, response) => {
    response.setHeader('access-control-allow-origin', '*');
    if (request.method !== 'GET') {
      sendJson(response, 405, { success: false });
      return;
    }
    sendJson(response, 200, { success: true, ...FAKE_GEO });
  });
}
