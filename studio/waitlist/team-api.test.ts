import { listen } from '@brp/testing/http';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import {
  EXPIRED_NOTICE,
  EXPIRED_TOKEN,
  type FakeTeamApi,
  signup,
  startFakeTeamApi,
  TEAM_TOKEN,
} from './fake-team-api';
import { failureMessage } from './failure';
import {
  eraseByEmail,
  exportCsv,
  getSummary,
  searchByEmail,
  TeamApiError,
  Unauthorized,
} from './team-api';

const SIGNUPS = [
  signup({ id: 1, email: 'ana@example.org', createdAt: '2026-11-18T09:00:00.000Z' }),
  signup({ id: 2, email: 'bo+shop@example.org', type: 'vendor', geoCity: null }),
  signup({ id: 3, email: 'cy@example.net', name: '=HYPERLINK("http://evil.test","x")' }),
];

let api: FakeTeamApi;
const site = () => ({ origin: api.url, token: TEAM_TOKEN });

beforeAll(async () => {
  api = await startFakeTeamApi(SIGNUPS);
});
afterAll(() => api.close());
afterEach(() => api.failWith(null));

describe('the team API client', () => {
  it.each([
    ['summary', () => getSummary({ origin: api.url, token: 'wrong' })],
    ['search', () => searchByEmail({ origin: api.url, token: 'wrong' }, 'ana')],
    ['export', () => exportCsv({ origin: api.url, token: 'wrong' })],
    ['erase', () => eraseByEmail({ origin: api.url, token: 'wrong' }, 'ana@example.org')],
  ])('throws Unauthorized when the site refuses the credential (%s)', async (_, call) => {
    await expect(call()).rejects.toBeInstanceOf(Unauthorized);
    expect(api.signups).toHaveLength(3);
  });

  it('says why when the credential was the editor’s but expired: in the site’s words', async () => {
    const refused = getSummary({ origin: api.url, token: EXPIRED_TOKEN });
    await expect(refused).rejects.toBeInstanceOf(Unauthorized);
    await expect(refused).rejects.toThrow(EXPIRED_NOTICE);
    await expect(getSummary({ origin: api.url, token: 'wrong' })).rejects.toThrow(
      'That credential was not accepted.',
    );
  });

  it('reads the summary the site computed', async () => {
    const summary = await getSummary(site());
    expect(summary.totals).toMatchObject({ all: 3, byType: { user: 2, vendor: 1 } });
    expect(summary.totals.byCity).toContainEqual({ key: '', count: 1 });
    expect(summary.perDay).toEqual([
      { key: '2026-11-18', count: 1 },
      { key: '2026-11-20', count: 2 },
    ]);
  });

  it('accepts an origin written with a trailing slash', async () => {
    await expect(getSummary({ ...site(), origin: `${api.url}/` })).resolves.toMatchObject({
      totals: { all: 3 },
    });
  });

  it('searches by a part of the e-mail, sent in the body: no address in a URL', async () => {
    const found = await searchByEmail(site(), 'bo+shop');
    expect(found.map(({ id }) => id)).toEqual([2]);
    expect(await searchByEmail(site(), 'nobody')).toEqual([]);
    expect(api.served.filter((line) => line.includes('search'))).toEqual([
      'POST search',
      'POST search',
    ]);
  });

  it('exports the CSV as the site wrote it', async () => {
    const csv = await exportCsv(site());
    expect(csv.type).toMatch(/^text\/csv/);
    expect(await csv.text()).toContain(
      '"3","cy@example.net","=HYPERLINK(""http://evil.test"",""x"")"',
    );
  });

  it('erases one person, and says so only the first time', async () => {
    const local = await startFakeTeamApi(SIGNUPS);
    try {
      const localSite = { origin: local.url, token: TEAM_TOKEN };
      expect(await eraseByEmail(localSite, 'ana@example.org')).toBe(true);
      expect(await eraseByEmail(localSite, 'ana@example.org')).toBe(false);
      expect(local.signups.map(({ id }) => id)).toEqual([2, 3]);
      expect(local.served).toEqual(['POST erase', 'POST erase']);
    } finally {
      await local.close();
    }
  });

  it('names the status and the reason of any other failure', async () => {
    api.failWith(500);
    const failure = await getSummary(site()).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(TeamApiError);
    expect((failure as TeamApiError).status).toBe(500);
    expect(failureMessage(api.url, failure)).toBe(
      `The site could not be reached at ${api.url}: the site answered 500 (database unavailable)`,
    );
  });

  it('says which field of an answer it cannot read: a site of another version', async () => {
    // A summary whose newest signup has its place in words: a site the contract does not know.
    const { newest, ...rest } = await getSummary(site());
    const older = await listen((_, response) => {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ ...rest, newest: [{ ...newest[0], place: 'first' }] }));
    });
    try {
      const failure = await getSummary({ origin: older.url, token: TEAM_TOKEN }).catch(
        (error: unknown) => error,
      );
      expect(failureMessage(older.url, failure)).toBe(
        `The site at ${older.url} answered, but its summary answer is not one this studio reads ` +
          '(newest.0.place: expected number): the site and the studio may be of different versions.',
      );
    } finally {
      await older.close();
    }
  });

  it('rejects with a network error, not Unauthorized, when nothing listens', async () => {
    const gone = await listen(() => undefined);
    await gone.close();
    const failure = await getSummary({ origin: gone.url, token: TEAM_TOKEN }).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(TypeError);
    expect(failureMessage(gone.url, failure)).toMatch(
      `The site could not be reached at ${gone.url}: `,
    );
  });
});
