import { type FakeFastly, startFakeFastly } from '@brp/testing/fastly';
import { listen, type LocalServer } from '@brp/testing/http';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { purgeEdgeCaches } from './purge';

const SECRET = 'a-purge-secret-that-is-long-enough-32';

/** A cache taking the VCL's purge (deploy/varnish/default.vcl): PURGE, keys and secret headers. */
async function fakeVarnish(answers: number[] = []) {
  const purged: string[] = [];
  const server = await listen((request, response) => {
    const status =
      answers.shift() ??
      (request.method === 'PURGE' && request.headers['x-purge-secret'] === SECRET ? 200 : 403);
    if (status === 200) purged.push(String(request.headers['xkey-purge']));
    response.writeHead(status).end();
  });
  return { ...server, purged };
}

describe('purgeEdgeCaches', () => {
  const servers: LocalServer[] = [];
  let fastly: FakeFastly;

  beforeEach(async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fastly = await startFakeFastly({ token: 'fastly-token', serviceId: 'svc1' });
    servers.push(fastly);
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await Promise.all(servers.splice(0).map((server) => server.close()));
  });

  it('purges the keys from every Varnish and from Fastly', async () => {
    const [one, two] = [await fakeVarnish(), await fakeVarnish()];
    servers.push(one, two);
    const outcomes = await purgeEdgeCaches(
      {
        varnish: { urls: [one.url, two.url], secret: SECRET },
        fastly: { apiUrl: fastly.url, token: 'fastly-token', serviceId: 'svc1' },
      },
      ['blogPost', 'site'],
    );
    expect(outcomes).toEqual([
      { target: `varnish ${one.url}`, ok: true, attempts: 1 },
      { target: `varnish ${two.url}`, ok: true, attempts: 1 },
      { target: 'fastly svc1', ok: true, attempts: 1 },
    ]);
    expect([one.purged, two.purged]).toEqual([['blogPost site'], ['blogPost site']]);
    expect(fastly.purged).toEqual([['blogPost', 'site']]);
  });

  it('tries a failing cache again, three times at most, and says what went wrong', async () => {
    const flaky = await fakeVarnish([503]);
    servers.push(flaky);
    fastly.failNext(3);
    const outcomes = await purgeEdgeCaches(
      {
        varnish: { urls: [flaky.url], secret: SECRET },
        fastly: { apiUrl: fastly.url, token: 'fastly-token', serviceId: 'svc1' },
      },
      ['faq'],
    );
    expect(outcomes).toEqual([
      { target: `varnish ${flaky.url}`, ok: true, attempts: 2 },
      { target: 'fastly svc1', ok: false, attempts: 3, error: 'it answered 503' },
    ]);
    expect(flaky.purged).toEqual(['faq']);
    expect(console.warn).toHaveBeenCalledWith(
      '⚠ Purge of faq at fastly svc1 failed after 3 attempt(s): it answered 503',
    );
  });

  it('does not try a refused secret or token again', async () => {
    const varnish = await fakeVarnish();
    servers.push(varnish);
    const outcomes = await purgeEdgeCaches(
      {
        varnish: { urls: [varnish.url], secret: 'not-the-secret-not-the-secret-000' },
        fastly: { apiUrl: fastly.url, token: 'stolen-token', serviceId: 'svc1' },
      },
      ['faq'],
    );
    expect(outcomes.map(({ ok, attempts, error }) => ({ ok, attempts, error }))).toEqual([
      { ok: false, attempts: 1, error: 'it answered 403' },
      { ok: false, attempts: 1, error: 'it answered 401' },
    ]);
    expect(varnish.purged).toEqual([]);
    expect(fastly.purged).toEqual([]);
  });

  it('reports a cache that cannot be reached', async () => {
    const gone = await fakeVarnish();
    await gone.close();
    const [outcome] = await purgeEdgeCaches(
      { varnish: { urls: [gone.url], secret: SECRET }, fastly: undefined },
      ['site'],
    );
    expect(outcome).toMatchObject({ target: `varnish ${gone.url}`, ok: false, attempts: 3 });
    expect(outcome?.error).toMatch(/ECONNREFUSED|fetch failed/);
  });

  it('does nothing without caches', async () => {
    expect(await purgeEdgeCaches({ varnish: undefined, fastly: undefined }, ['site'])).toEqual([]);
  });
});
