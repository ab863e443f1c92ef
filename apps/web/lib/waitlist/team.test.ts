import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import {
  confirmSignup,
  issueConfirmation,
  newCode,
  type OpenedDatabase,
  openDatabase,
  recordSignup,
  searchByEmail,
  type SignupInput,
} from '@brp/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { forTeam, preflight, type TeamAccess } from './team-access';
import { erase, exportCsv, search, summary } from './team-views';

let folder: string;
let opened: OpenedDatabase;

/** A signup whose person followed their link: the team counts confirmed people. */
async function signUpConfirmed(database: OpenedDatabase, input: SignupInput) {
  const { signup } = await recordSignup(database.db, database.mail, input);
  const token = newCode();
  await issueConfirmation(database.db, signup.id, token, new Date(Date.now() + 864e5));
  await confirmSignup(database.db, database.mail, token);
}

const signup = (email: string, name: string, type: 'user' | 'vendor' = 'user') =>
  signUpConfirmed(opened, {
    email,
    mailbox: email,
    name,
    location: '94110',
    phone: null,
    type,
    company: type === 'vendor' ? 'Bean Co' : null,
    notify: true,
    consentText: 'Notify me',
    consentedAt: new Date(),
    geoCity: 'Oakland',
    geoCountry: 'United States',
  });

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'waitlist-team-'));
  opened = await openDatabase({ folder });
  await signup('ada@example.com', '<script>alert(1)</script>');
  await signup('bo@example.com', '=HYPERLINK("http://evil.example","x")', 'vendor');
});
afterAll(async () => {
  await opened.close();
  rmSync(folder, { recursive: true, force: true });
});

const TOKEN = 't'.repeat(40);
const access: TeamAccess = { token: TOKEN, studioOrigins: ['http://studio.test'] };
const ok = () => Promise.resolve(Response.json({ ok: true }));
const request = (headers: Record<string, string>) =>
  new Request('http://site.test/api/waitlist/team/summary', { headers });

describe('forTeam', () => {
  it('answers 401 without the credential, with a wrong one, and when none is configured', async () => {
    for (const [headers, configured] of [
      [{}, access],
      [{ authorization: `Bearer ${TOKEN}x` }, access],
      [{ authorization: TOKEN }, access],
      [{ authorization: 'Bearer ' }, { ...access, token: undefined }],
    ] as const) {
      const response = await forTeam(request(headers), configured, ok);
      expect(response.status).toBe(401);
      expect(response.headers.get('www-authenticate')).toBe('Bearer realm="waitlist"');
    }
  });

  it('runs the request with the credential, readable from the studio’s origin only', async () => {
    const fromStudio = await forTeam(
      request({ authorization: `Bearer ${TOKEN}`, origin: 'http://studio.test' }),
      access,
      ok,
    );
    expect(fromStudio.status).toBe(200);
    expect(fromStudio.headers.get('access-control-allow-origin')).toBe('http://studio.test');
    const elsewhere = await forTeam(
      request({ authorization: `Bearer ${TOKEN}`, origin: 'http://evil.test' }),
      access,
      ok,
    );
    expect(elsewhere.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers the studio’s preflight', () => {
    const answer = preflight(request({ origin: 'http://studio.test' }), access);
    expect(answer.status).toBe(204);
    expect(answer.headers.get('access-control-allow-headers')).toContain('Authorization');
  });
});

describe('the team’s views', () => {
  it('sums the list by type and city, per day, with the newest first and their places', async () => {
    const body = (await (await summary(opened.db)).json()) as {
      totals: { all: number; byType: object; byCity: object[] };
      perDay: { count: number }[];
      newest: { email: string; place: number; receipt?: string }[];
    };
    expect(body.totals).toMatchObject({
      all: 2,
      byType: { user: 1, vendor: 1 },
      byCity: [{ key: 'Oakland', count: 2 }],
    });
    expect(body.perDay).toEqual([{ key: expect.any(String) as string, count: 2 }]);
    expect(body.newest.map(({ email, place }) => [email, place])).toEqual([
      ['bo@example.com', 2],
      ['ada@example.com', 1],
    ]);
    expect(body.newest[0]).not.toHaveProperty('receipt');
  });

  it('searches by part of an e-mail, refusing an empty search', async () => {
    const searching = (email: string) =>
      new Request('http://site.test/api/waitlist/team/search', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email }),
      });
    const found = await search(opened.db, searching('ADA@'));
    expect(((await found.json()) as { signups: unknown[] }).signups).toHaveLength(1);
    expect((await search(opened.db, searching(' '))).status).toBe(400);
  });

  it('exports every field as CSV a spreadsheet opens inert', async () => {
    const response = exportCsv(opened.db, new Date('2026-11-26T12:00:00Z'));
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="waitlist-2026-11-26.csv"',
    );
    const text = await response.text();
    const [header, ...rows] = text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(header).toBe(
      'id,createdAt,email,mailbox,name,type,company,location,phone,notify,consentText,consentedAt,confirmedAt,geoCity,geoCountry,geoLatitude,geoLongitude,reportedCity,reportedCountry,referralCode,credits,referredBy,credited,teamEmailSentAt',
    );
    expect(rows).toHaveLength(2);
    expect(rows[0]).toContain(',<script>alert(1)</script>,');
    expect(rows[1]).toContain(`,"'=HYPERLINK(""http://evil.example"",""x"")",`);
  });

  it('erases one person on request: gone from the database', async () => {
    const erasing = new Request('http://site.test/api/waitlist/team/erase', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: ' ADA@example.com' }),
    });
    expect(await (await erase(opened.db, erasing)).json()).toEqual({ erased: true });
    expect(await searchByEmail(opened.db, 'ada@')).toHaveLength(0);
  });
});
