import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { readTeamAnswer } from '@brp/core/team-contract';
import {
  confirmSignup,
  insertSignup,
  issueConfirmation,
  newCode,
  type OpenedDatabase,
  openDatabase,
  searchByEmail,
  type SignupInput,
} from '@brp/db';
import { embeddedTemplate } from '@brp/db/test-template';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createClientLimiter } from '../rate-limits/limits';
import { businessCalendar } from '../support/business-days';

import { forTeam, preflight, type TeamAccess } from './team-access';
import {
  issueMember,
  OPERATOR,
  renewMember,
  revokeMember,
  teamMembers,
  UNKNOWN_CREDENTIAL,
} from './team-members';
import { erase, exportCsv, search, summary, voidReferral } from './team-views';

let folder: string;
let opened: OpenedDatabase;
const calendar = businessCalendar('America/New_York', 'US');
/** The summary's settings: the team's calendar, and mail late past two minutes. */
const summarySettings = { calendar, mailLateAfterSeconds: 120 };

/** A signup whose person followed their link: the team counts confirmed people. */
async function signUpConfirmed(database: OpenedDatabase, input: SignupInput) {
  const { signup } = await insertSignup(database.db, database.relay, input);
  const token = newCode();
  await issueConfirmation(database.db, signup.id, token);
  await confirmSignup(database.db, database.relay, token);
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
  opened = await openDatabase({ folder, template: embeddedTemplate() });
  await signup('ada@example.com', '<script>alert(1)</script>');
  await signup('bo@example.com', '=HYPERLINK("http://evil.example","x")', 'vendor');
});
afterAll(async () => {
  await opened.close();
  rmSync(folder, { recursive: true, force: true });
});

const TOKEN = 't'.repeat(40);
let membersFile: string;
let access: TeamAccess;
/** What the record got of refused credentials, in order (the site writes them to team_actions). */
let refused: [string, string][];
/** A limit of 3 wrong credentials a window per network, and `everyone` in all, as the site's. */
const failures = (everyone = 100) => ({
  network: createClientLimiter({ points: 3, seconds: 900, keyPrefix: 'test' }),
  everyone: createClientLimiter({ points: everyone, seconds: 900, keyPrefix: 'test-all' }),
});
const QUARTER = { days: 90 };
const answerMember = (member: string) => Promise.resolve(Response.json({ member }));
const ok = () => Promise.resolve(Response.json({ ok: true }));
const request = (headers: Record<string, string>) =>
  new Request('http://site.test/api/waitlist/team/summary', {
    headers: { 'x-forwarded-for': '203.0.113.7', ...headers },
  });

beforeAll(() => {
  membersFile = join(folder, 'team');
  refused = [];
  access = {
    holderOf: teamMembers(membersFile, TOKEN),
    studioOrigins: ['http://studio.test'],
    failures: failures(),
    clientAddress: (incoming) => incoming.headers.get('x-forwarded-for') ?? 'unknown',
    recordRefusal: (member, action) => {
      refused.push([member, action]);
      return Promise.resolve();
    },
  };
});

/** `count` requests from `address` with `credential`, all at once; their statuses, sorted. */
async function together(limited: TeamAccess, address: string, credential: string, count: number) {
  const answers = await Promise.all(
    Array.from({ length: count }, () =>
      forTeam(
        request({ authorization: `Bearer ${credential}`, 'x-forwarded-for': address }),
        limited,
        ok,
      ),
    ),
  );
  return answers;
}

describe('forTeam', () => {
  it('answers 401 without a credential, with a wrong one, and when none is configured', async () => {
    const nobody = { ...access, holderOf: teamMembers(undefined, undefined) };
    for (const [headers, configured] of [
      [{}, access],
      [{ authorization: `Bearer ${TOKEN}x`, 'x-forwarded-for': '198.51.100.1' }, access],
      [{ authorization: TOKEN, 'x-forwarded-for': '198.51.100.2' }, access],
      [{ authorization: 'Bearer ', 'x-forwarded-for': '198.51.100.3' }, nobody],
    ] as const) {
      const response = await forTeam(request(headers), configured, ok);
      expect(response.status).toBe(401);
      expect(response.headers.get('www-authenticate')).toBe('Bearer realm="waitlist"');
    }
  });

  it('names each member by their own credential, issued and revoked while it runs', async () => {
    const asking = async (credential: string) => {
      const response = await forTeam(
        request({ authorization: `Bearer ${credential}`, 'x-forwarded-for': '192.0.2.9' }),
        access,
        answerMember,
      );
      return response.status === 200 ? ((await response.json()) as { member: string }).member : 401;
    };
    const ada = issueMember(membersFile, 'Ada Lovelace', QUARTER);
    const grace = issueMember(membersFile, 'Grace Hopper', QUARTER);
    expect(ada).toMatch(/^brp_team_[\w-]{43}$/);
    // The file holds hashes only: the credential is shown once, when issued.
    expect(readFileSync(membersFile, 'utf8')).not.toContain(ada.slice(9));
    expect(() => issueMember(membersFile, 'Ada Lovelace', QUARTER)).toThrow(
      /has a credential already/,
    );
    expect(await asking(ada)).toBe('Ada Lovelace');
    expect(await asking(grace)).toBe('Grace Hopper');
    expect(await asking(TOKEN)).toBe(OPERATOR);
    expect(revokeMember(membersFile, 'Ada Lovelace', QUARTER)).toBe(true);
    expect(revokeMember(membersFile, 'Ada Lovelace', QUARTER)).toBe(false);
    expect(await asking(ada)).toBe(401);
    expect(await asking(grace)).toBe('Grace Hopper');
  });

  it('lets the right credential through from a network at its limit of wrong ones', async () => {
    const limited = { ...access, failures: failures() };
    const from = (address: string, credential: string) =>
      forTeam(
        request({ authorization: `Bearer ${credential}`, 'x-forwarded-for': address }),
        limited,
        ok,
      );
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await from('203.0.113.50', `guess-${attempt}`)).status).toBe(401);
    }
    const stopped = await from('203.0.113.50', 'guess-3');
    expect(stopped.status).toBe(429);
    expect(Number(stopped.headers.get('retry-after'))).toBeGreaterThan(890);
    expect(readTeamAnswer('refusal', await stopped.json()).error).toBe(
      'Too many wrong credentials from your network; try again later',
    );
    // A neighbour's guesses do not lock a member out: the credential is looked at first.
    expect((await from('203.0.113.50', TOKEN)).status).toBe(200);
    expect((await from('198.51.100.50', 'guess-4')).status).toBe(401);
  });

  it('checks no more wrong credentials than the limit, however many arrive at once', async () => {
    const limited = { ...access, failures: failures() };
    refused.length = 0;
    const answers = await together(limited, '203.0.113.60', 'guess', 12);
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(9);
    for (const answer of answers.filter(({ status }) => status === 429)) {
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    // Recorded while the limit allowed, and only then: a flood writes three rows, not twelve.
    expect(refused).toEqual(Array(3).fill([UNKNOWN_CREDENTIAL, 'unknown-credential']));
    // The right credential, sent in the same burst, is answered all the same.
    const [wrong, right] = await Promise.all([
      together(limited, '203.0.113.60', 'guess', 2),
      together(limited, '203.0.113.60', TOKEN, 2),
    ]);
    expect([...wrong, ...right].map((answer) => answer.status)).toEqual([429, 429, 200, 200]);
  });

  it('bounds what floods from many networks write, whatever each network’s own count', async () => {
    const limited = { ...access, failures: failures(5) };
    refused.length = 0;
    const statuses = [];
    for (let network = 0; network < 8; network += 1) {
      const [answer] = await together(limited, `2001:db8:${network}::1`, 'guess', 1);
      statuses.push(answer!.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
    expect(refused).toHaveLength(5);
    expect((await together(limited, '2001:db8:9::1', TOKEN, 1))[0]!.status).toBe(200);
  });

  it('tells the holder of an expired credential so, and records it under their name', async () => {
    const file = join(folder, 'expiring');
    const issued = new Date('2026-03-01T09:30:00Z');
    const bo = issueMember(file, 'Bo Diaz', { days: 30, now: issued });
    let now = new Date('2026-03-31T09:29:59Z');
    const expiring = {
      ...access,
      holderOf: teamMembers(file, undefined, () => now),
      failures: failures(),
    };
    refused.length = 0;
    expect((await together(expiring, '192.0.2.70', bo, 1))[0]!.status).toBe(200);
    now = new Date('2026-03-31T09:30:00Z');
    // Past the network's limit too: only Bo can send Bo's credential, so telling is no leak.
    const answers = await together(expiring, '192.0.2.70', bo, 5);
    for (const answer of answers) {
      expect(answer.status).toBe(401);
      expect(answer.headers.get('www-authenticate')).toBe(
        'Bearer realm="waitlist", error="invalid_token"',
      );
      expect(await answer.json()).toEqual({
        error:
          'Your team credential expired on 2026-03-31 at 09:30 UTC; ask the site’s operator to renew it',
        fields: {},
        credential: 'expired',
      });
    }
    expect(refused).toEqual(Array(3).fill(['Bo Diaz', 'expired-credential']));
    // Renewed, Bo is in again at once, with the new credential only.
    const renewed = renewMember(file, 'Bo Diaz', { days: 30, now })!;
    expect((await together(expiring, '192.0.2.70', renewed, 1))[0]!.status).toBe(200);
    expect((await together(expiring, '192.0.2.71', bo, 1))[0]!.status).toBe(401);
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
    const sent: unknown = await (await summary(opened.db, 'Ada', summarySettings)).json();
    // In the shape the studio parses: a field renamed here would blank its tool.
    const body = readTeamAnswer('summary', sent);
    expect(body, 'the contract names every field the site sends').toEqual(sent);
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
    // The person's own secrets stay theirs: the team sees neither receipt nor links' codes.
    for (const secret of ['receipt', 'statusCode', 'leaveCode', 'confirmTokenHash']) {
      expect((sent as { newest: object[] }).newest[0]).not.toHaveProperty(secret);
    }
    expect(body.member).toBe('Ada');
    // Nobody wrote to support: the overview's support counts are there, all nought.
    expect(body.support).toEqual({ open: 0, late: 0, answeredInTime: 0, answeredLate: 0 });
    // The e-mail's lag, and when the team should call it late.
    expect(body.mail).toMatchObject({
      waiting: expect.any(Number) as number,
      retrying: 0,
      lateAfterSeconds: 120,
    });
  });

  it('searches by part of an e-mail, refusing an empty search', async () => {
    const searching = (email: string) =>
      new Request('http://site.test/api/waitlist/team/search', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email }),
      });
    const found = await search(opened.db, searching('ADA@'), 'Grace');
    expect(readTeamAnswer('signups', await found.json()).signups).toHaveLength(1);
    expect((await search(opened.db, searching(' '), 'Grace')).status).toBe(400);
  });

  it('exports every field as CSV a spreadsheet opens inert', async () => {
    const response = await exportCsv(opened.db, 'Ada', undefined, new Date('2026-11-26T12:00:00Z'));
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="waitlist-2026-11-26.csv"',
    );
    const text = await response.text();
    const [header, ...rows] = text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(header).toBe(
      'id,createdAt,email,mailbox,name,type,company,location,postalCode,phone,notify,consentText,consentedAt,confirmedAt,geoCity,geoCountry,geoLatitude,geoLongitude,reportedCity,reportedCountry,utmSource,utmMedium,utmCampaign,utmContent,utmTerm,referrerHost,landingPath,referralCode,credits,referredBy,credited,creditVoidedAt,teamEmailSentAt',
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
    expect(await (await erase(opened.db, erasing, 'Grace')).json()).toEqual({ erased: true });
    expect(await searchByEmail(opened.db, 'ada@')).toHaveLength(0);
  });

  it('refuses to void a credit without a signup’s id, and voids nothing twice', async () => {
    const voiding = (body: unknown) =>
      voidReferral(
        opened.db,
        new Request('http://site.test/api/waitlist/team/void', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        }),
        'Grace',
      );
    for (const body of [{}, { id: '1' }, { id: 1.5 }, { id: -1 }]) {
      expect((await voiding(body)).status).toBe(400);
    }
    // bo@ was referred by nobody: there is no credit to take back.
    expect(await (await voiding({ id: 2 })).json()).toEqual({ voided: false });
  });

  it('records who read, searched, exported and erased, never whom nor what', async () => {
    const body = readTeamAnswer(
      'summary',
      await (await summary(opened.db, 'Ada', summarySettings)).json(),
    );
    // Newest first: this summary's own read, then what the tests above did (the empty search and
    // the refused voids did nothing, and are not there).
    expect(body.actions.map(({ member, action }) => [member, action])).toEqual([
      ['Ada', 'summary'],
      ['Grace', 'erase'],
      ['Ada', 'export'],
      ['Grace', 'search'],
      ['Ada', 'summary'],
    ]);
    expect(JSON.stringify(body.actions)).not.toMatch(/ada@|example\.com/i);
  });

  it('exports exactly a segment, and as a mailing tool imports it', async () => {
    const csv = async (query: string) =>
      (await (await exportCsv(opened.db, 'Ada', new URLSearchParams(query))).text())
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n');
    const [, ...vendors] = await csv('type=vendor&city=Oakland');
    expect(vendors).toHaveLength(1);
    expect(vendors[0]).toContain(',bo@example.com,');
    expect(await csv('format=mailing&type=vendor')).toEqual([
      'Email Address,First Name,Last Name,Tags',
      `bo@example.com,"'=HYPERLINK(""http://evil.example"",""x"")",,"waitlist,vendor,Oakland"`,
    ]);
    expect(await csv('city=Nowhere')).toHaveLength(1);
    for (const query of ['format=xlsx', 'type=robot', 'confirmed=maybe']) {
      expect((await exportCsv(opened.db, 'Ada', new URLSearchParams(query))).status).toBe(400);
    }
  });
});
