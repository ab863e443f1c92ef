import { readdirSync } from 'node:fs';
import { join } from 'node:path';

import { expect, it } from 'vitest';

import { allowedMethods, API_ROUTES, refuseMethod } from './methods';

const apiDir = join(import.meta.dirname, '../../app/api');

// The proxy sends any /api/ address not in this list to the 404 page: a route file added without
// its entry would never be reached.
it('lists exactly the API route files', () => {
  const routes = readdirSync(apiDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('route.ts'))
    .map((file) => `/api/${file.replace(/\/?route\.ts$/, '')}`);
  expect([...API_ROUTES].sort()).toEqual(routes.sort());
});

it('lets the routes that take a body take POST, and everything else GET and HEAD', () => {
  expect(allowedMethods('/api/revalidate')).toEqual(['POST']);
  expect(allowedMethods('/api/v1.0/email/send')).toEqual(['POST']);
  expect(allowedMethods('/about')).toEqual(['GET', 'HEAD']);
});

it('lets the team routes answer the studio’s CORS preflight themselves', () => {
  expect(refuseMethod('OPTIONS', '/api/waitlist/team/summary')).toBeUndefined();
  expect(refuseMethod('OPTIONS', '/api/waitlist/team/erase')).toBeUndefined();
  expect(refuseMethod('GET', '/api/waitlist/team/erase')?.headers.get('allow')).toBe(
    'POST, OPTIONS',
  );
  expect(refuseMethod('OPTIONS', '/api/waitlist')?.status).toBe(204);
});
