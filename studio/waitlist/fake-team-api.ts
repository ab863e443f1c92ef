import { listen, type LocalServer, readBody, sendJson } from '@brp/testing/http';

import { segmentOfQuery, signupsIn, sourcesOf, areasOf, mapOf } from './fake-team-insights';
import {
  type FakeSupportMessage,
  markedAs,
  supportCounts,
  supportPage,
  supportQueryOf,
} from './fake-team-support';
import type {
  InvitationAsk,
  Count,
  FlaggedReferrer,
  NominatedShop,
  Signup,
  Summary,
  SupportQuery,
  SupportState,
  TeamAction,
  TeamRefusal,
  TeamThresholds,
  Thresholds,
} from './types';

/**
 * A local stand-in for the site's team API, for the tool's tests: the same paths, bearer check
 * and answer shapes, over real HTTP, computed from an in-memory list that erasure changes.
 */
export interface FakeTeamApi extends LocalServer {
  /** The waitlist as it stands, after any erasure. */
  signups: Signup[];
  /** `METHOD path` of every request that carried the right credential, in order. */
  served: string[];
  /** The referrers flagged for a burst, as voiding leaves them. */
  flagged: FlaggedReferrer[];
  /** The support messages, as marking and erasure leave them. */
  support: FakeSupportMessage[];
  /** How far behind the site's e-mail is, as the summary tells it: a test sets it. */
  mail: Summary['mail'];
  /** The webhook receivers failing, as the summary tells them: a test sets them. */
  webhooks: Summary['webhooks'];
  /** The shops people nominated, as the site lists them: a test sets them. */
  nominations: NominatedShop[];
  /** Makes every later request answer this status (e.g. 500), as a failing site would. */
  failWith(status: number | null): void;
}

/** Nothing waiting: the site's e-mail keeping up. */
const MAIL_KEEPING_UP: Summary['mail'] = {
  waiting: 0,
  retrying: 0,
  sending: 0,
  oldestSeconds: null,
  oldestLinkSeconds: null,
  lateAfterSeconds: 120,
};

export const TEAM_TOKEN = 'team-credential-for-tests';
/** A credential that was a member's and expired: refused as the site refuses one. */
export const EXPIRED_TOKEN = 'expired-team-credential-for-tests';
/** What the site says to the holder of EXPIRED_TOKEN. */
export const EXPIRED_NOTICE =
  'Your team credential expired on 2026-11-01 at 09:30 UTC; ask the site’s operator to renew it';
/** People a page lists: fewer than the site's, so the tests turn a page without hundreds. */
const PEOPLE_PAGE = 5;
/** The member TEAM_TOKEN was issued to. */
export const TEAM_MEMBER = 'Ada Lovelace';

export async function startFakeTeamApi(
  signups: Signup[],
  flagged: FlaggedReferrer[] = [],
  support: FakeSupportMessage[] = [],
): Promise<FakeTeamApi> {
  const served: string[] = [];
  let failure: number | null = null;
  let batches = 0;
  const state = {
    signups: [...signups],
    flagged: structuredClone(flagged),
    thresholds: { users: 50, vendors: 5, setBy: null, setAt: null } as TeamThresholds,
    support: structuredClone(support),
  };
  const actions: TeamAction[] = [];
  const record = (action: TeamAction['action'], detail: string | null = null) =>
    actions.unshift({
      id: actions.length + 1,
      at: new Date().toISOString(),
      member: TEAM_MEMBER,
      action,
      detail,
    });

  const server = await listen(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const path = url.pathname.replace('/api/waitlist/team/', '');
    if (request.headers.authorization === `Bearer ${EXPIRED_TOKEN}`) {
      const refused: TeamRefusal = { error: EXPIRED_NOTICE, fields: {}, credential: 'expired' };
      sendJson(response, 401, refused);
      return;
    }
    if (request.headers.authorization !== `Bearer ${TEAM_TOKEN}`) {
      sendJson(response, 401, { error: 'A valid team credential is required.', fields: {} });
      return;
    }
    // With its query, if any: a test can tell that no address travelled in a URL.
    served.push(`${request.method} ${path}${url.search}`);
    if (failure) {
      sendJson(response, failure, { error: 'database unavailable' });
      return;
    }
    // Reads of people are on the record, as on the site: the summary's before its answer.
    if (request.method === 'GET' && path === 'summary') {
      record('summary');
      sendJson(response, 200, {
        ...summarise(state.signups),
        flagged: state.flagged,
        actions,
        support: supportCounts(state.support),
        mail: fake.mail,
        webhooks: fake.webhooks,
      });
    } else if (request.method === 'POST' && path === 'search') {
      const { email } = JSON.parse(await readBody(request)) as { email: string };
      record('search');
      const found = state.signups.filter((signup) => signup.email.includes(email));
      sendJson(response, 200, { signups: found.slice(0, 20) });
    } else if (request.method === 'GET' && path === 'export') {
      record('export');
      const chosen = signupsIn(state.signups, segmentOfQuery(url.searchParams)).filter(
        (row) => url.searchParams.get('format') !== 'mailing' || (row.confirmedAt && row.notify),
      );
      response.writeHead(200, { 'content-type': 'text/csv; charset=utf-8' });
      response.end(toCsv(chosen));
    } else if (request.method === 'GET' && path === 'nominations') {
      sendJson(response, 200, { shops: fake.nominations });
    } else if (request.method === 'GET' && path === 'areas') {
      sendJson(response, 200, { areas: areasOf(state.signups), thresholds: state.thresholds });
    } else if (request.method === 'POST' && path === 'thresholds') {
      const { users, vendors } = JSON.parse(await readBody(request)) as Thresholds;
      state.thresholds = { users, vendors, setBy: TEAM_MEMBER, setAt: new Date().toISOString() };
      record('thresholds');
      sendJson(response, 200, { thresholds: state.thresholds });
    } else if (
      request.method === 'POST' &&
      (path === 'invitations/preview' || path === 'invitations')
    ) {
      const ask = JSON.parse(await readBody(request)) as InvitationAsk;
      const next = nextToInvite(state.signups, ask);
      if (path === 'invitations') {
        const at = new Date().toISOString();
        for (const person of next) person.invitedAt = at;
        record('invite', `${next.length} ${ask.type}s of ${ask.count} asked`);
        sendJson(response, 200, { batch: { id: ++batches, invited: next.length } });
      } else {
        record('people');
        const people = next.map(({ id, name, email, postalCode, place, confirmedAt }) => ({
          id,
          name,
          email,
          postalCode,
          place,
          confirmedAt,
        }));
        sendJson(response, 200, { people });
      }
    } else if (request.method === 'GET' && path === 'sources') {
      record('sources');
      sendJson(response, 200, sourcesOf(state.signups, url.searchParams));
    } else if (request.method === 'GET' && path === 'map') {
      const segment = segmentOfQuery(url.searchParams);
      sendJson(response, 200, { places: mapOf(signupsIn(state.signups, segment)) });
    } else if (request.method === 'GET' && path === 'people') {
      record('people');
      const before = Number(url.searchParams.get('before') ?? Infinity);
      const found = signupsIn(state.signups, segmentOfQuery(url.searchParams))
        .filter(({ id }) => id < before)
        .sort((a, b) => b.id - a.id);
      const page = found.slice(0, PEOPLE_PAGE);
      sendJson(response, 200, {
        signups: page,
        next: found.length > PEOPLE_PAGE ? page.at(-1)!.id : null,
      });
    } else if (request.method === 'POST' && path === 'erase') {
      const { email } = JSON.parse(await readBody(request)) as { email: string };
      const before = state.signups.length;
      state.signups = state.signups.filter((signup) => signup.email !== email);
      if (state.signups.length < before) record('erase');
      sendJson(response, 200, { erased: state.signups.length < before });
    } else if (request.method === 'POST' && path === 'void') {
      const { id } = JSON.parse(await readBody(request)) as { id: number };
      const friend = state.flagged
        .flatMap(({ referees }) => referees)
        .find((referee) => referee.id === id && referee.credited);
      if (friend) {
        Object.assign(friend, { credited: false, creditVoidedAt: new Date().toISOString() });
        record('void');
      }
      sendJson(response, 200, { voided: Boolean(friend) });
    } else if (request.method === 'GET' && path === 'support') {
      record('support');
      sendJson(response, 200, supportPage(state.support, supportQueryOf(url.searchParams)));
    } else if (request.method === 'POST' && path === 'support/search') {
      record('support-search');
      const asked = JSON.parse(await readBody(request)) as SupportQuery;
      sendJson(response, 200, supportPage(state.support, asked));
    } else if (request.method === 'GET' && path === 'support/message') {
      const found = state.support.find(
        ({ reference }) => reference === url.searchParams.get('reference'),
      );
      if (!found) return sendJson(response, 404, { error: 'No message has that reference' });
      record('support-read');
      const { ageBusinessDays: _age, ...message } = found;
      sendJson(response, 200, { message });
    } else if (request.method === 'POST' && path === 'support/mark') {
      const { reference, state: marked } = JSON.parse(await readBody(request)) as {
        reference: string;
        state: SupportState;
      };
      const found = state.support.find((message) => message.reference === reference);
      if (!found) return sendJson(response, 404, { error: 'No message has that reference' });
      Object.assign(found, markedAs(marked, TEAM_MEMBER));
      record(`support-${marked}`);
      sendJson(response, 200, { marked });
    } else if (request.method === 'POST' && path === 'support/erase') {
      const { reference } = JSON.parse(await readBody(request)) as { reference: string };
      const before = state.support.length;
      state.support = state.support.filter((message) => message.reference !== reference);
      const erased = state.support.length < before;
      if (erased) record('support-erase');
      sendJson(response, 200, { erased });
    } else {
      sendJson(response, 404, { error: 'Not found' });
    }
  });

  const fake: FakeTeamApi = {
    ...server,
    mail: { ...MAIL_KEEPING_UP },
    webhooks: [],
    nominations: [],
    get signups() {
      return state.signups;
    },
    get flagged() {
      return state.flagged;
    },
    get support() {
      return state.support;
    },
    served,
    failWith: (status) => {
      failure = status;
    },
  };
  return fake;
}

/** The confirmed people of an area and kind not invited yet, best placed first, as the site
 * picks them (@brp/db's nextToInvite). */
function nextToInvite(signups: Signup[], ask: InvitationAsk): Signup[] {
  return signups
    .filter(
      (row) =>
        row.confirmedAt &&
        !row.invitedAt &&
        row.type === ask.type &&
        row.geoCountry === ask.country &&
        row.geoCity === ask.city &&
        (ask.postalCode === null || row.postalCode === ask.postalCode),
    )
    .sort((a, b) => (a.place ?? 0) - (b.place ?? 0))
    .slice(0, ask.count);
}

/** A signup with plausible defaults; tests name only what they are about. */
export function signup(fields: Partial<Signup> & Pick<Signup, 'id' | 'email'>): Signup {
  return {
    name: `Person ${fields.id}`,
    mailbox: fields.email,
    location: '94607',
    phone: null,
    type: 'user',
    company: null,
    notify: true,
    consentText: 'I agree to be contacted about the pilot.',
    consentedAt: '2026-11-20T10:00:00.000Z',
    confirmedAt: '2026-11-20T10:05:00.000Z',
    geoCity: 'Oakland',
    geoCountry: 'United States',
    geoLatitude: 37.8,
    geoLongitude: -122.3,
    reportedCity: null,
    reportedCountry: null,
    postalCode: '94607',
    utmSource: null,
    utmMedium: null,
    utmCampaign: null,
    utmContent: null,
    utmTerm: null,
    referrerHost: null,
    landingPath: '/',
    referralCode: `REF${fields.id}`,
    credits: 0,
    referredBy: null,
    nextReferredBy: null,
    credited: false,
    creditVoidedAt: null,
    creditDay: null,
    creditsThatDay: 0,
    lineNumber: fields.id,
    confirmBy: null,
    mailDueAt: null,
    mailQuietUntil: null,
    repeatMails: 0,
    teamEmailSentAt: null,
    invitedAt: null,
    invitationBatch: null,
    acceptedAt: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    place: fields.id,
    ...fields,
  };
}

function summarise(
  signups: Signup[],
): Omit<Summary, 'flagged' | 'actions' | 'support' | 'mail' | 'webhooks'> {
  return {
    member: TEAM_MEMBER,
    totals: {
      all: signups.filter(({ confirmedAt }) => confirmedAt).length,
      unconfirmed: signups.filter(({ confirmedAt }) => !confirmedAt).length,
      byType: {
        user: signups.filter(({ type, confirmedAt }) => confirmedAt && type === 'user').length,
        vendor: signups.filter(({ type, confirmedAt }) => confirmedAt && type === 'vendor').length,
      },
      byCity: countBy(signups, ({ geoCity }) => geoCity ?? '').sort((a, b) => b.count - a.count),
      byLocation: countBy(signups, ({ location }) => location).sort((a, b) => b.count - a.count),
    },
    perDay: countBy(signups, ({ createdAt }) => createdAt.slice(0, 10)).sort((a, b) =>
      a.key.localeCompare(b.key),
    ),
    newest: [...signups].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(0, 10),
  };
}

function countBy(signups: Signup[], keyOf: (signup: Signup) => string): Count[] {
  const counts = new Map<string, number>();
  for (const signup of signups) counts.set(keyOf(signup), (counts.get(keyOf(signup)) ?? 0) + 1);
  return [...counts].map(([key, count]) => ({ key, count }));
}

function toCsv(signups: Signup[]): string {
  const cell = (value: string | number) => `"${String(value).replaceAll('"', '""')}"`;
  const rows = signups.map(({ id, email, name }) => [id, email, name].map(cell).join(','));
  return ['id,email,name', ...rows].join('\n') + '\n';
}
