import { readTeamAnswer, type TeamAnswerName, type TeamContract } from '@brp/core/team-contract';

import { segmentQuery } from './segment-query';
import type {
  AreasAnswer,
  ExportFormat,
  InvitationAsk,
  InvitationBatch,
  Invitee,
  MapPlace,
  NominationsAnswer,
  PeoplePage,
  Segment,
  Signup,
  SourceDimension,
  Sources,
  Summary,
  SupportMessage,
  SupportPage,
  SupportQuery,
  SupportState,
  TeamSite,
  TeamThresholds,
  Thresholds,
} from './types';

/** The site refused the credential (401): the tool forgets it and asks again, saying why: the
 * site's own words when the credential was the editor's but expired, so they know to ask the
 * operator to renew it. */
export class Unauthorized extends Error {
  constructor(message = 'That credential was not accepted.') {
    super(message);
    this.name = 'Unauthorized';
  }
}

/** The site answered, but with another failure than 401. */
export class TeamApiError extends Error {
  readonly status: number;

  constructor(status: number, detail: string | undefined) {
    super(`the site answered ${status}${detail ? ` (${detail})` : ''}`);
    this.name = 'TeamApiError';
    this.status = status;
  }
}

export async function getSummary(site: TeamSite, signal?: AbortSignal): Promise<Summary> {
  const response = await request(site, 'summary', { signal });
  return answerOf(response, 'summary');
}

/** Up to 20 signups whose e-mail contains `email`. */
export async function searchByEmail(
  site: TeamSite,
  email: string,
  signal?: AbortSignal,
): Promise<Signup[]> {
  // In the body: an address in a URL would sit in every proxy's access log.
  const response = await request(site, 'search', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
    signal,
  });
  return (await answerOf(response, 'signups')).signups;
}

/** A segment's signups (everyone's by default) as the CSV file the site writes: every field, or
 * the columns a mailing tool imports. */
export async function exportCsv(
  site: TeamSite,
  segment: Segment = {},
  format: ExportFormat = 'full',
): Promise<Blob> {
  const query = segmentQuery(segment);
  if (format !== 'full') query.set('format', format);
  const response = await request(site, withQuery('export', query), {});
  return response.blob();
}

/** The shops confirmed people nominated, once per area, most named first. */
export async function getNominations(
  site: TeamSite,
  signal?: AbortSignal,
): Promise<NominationsAnswer> {
  const response = await request(site, 'nominations', { signal });
  return answerOf(response, 'nominations');
}

/** The same list as the CSV file the site writes. */
export async function nominationsCsv(site: TeamSite): Promise<Blob> {
  const response = await request(
    site,
    withQuery('nominations', new URLSearchParams({ format: 'csv' })),
    {},
  );
  return response.blob();
}

/** Pilot readiness by area: each city, then the ZIP codes typed there. */
export async function getAreas(site: TeamSite, signal?: AbortSignal): Promise<AreasAnswer> {
  const response = await request(site, 'areas', { signal });
  return answerOf(response, 'areas');
}

/** Sets the team's readiness thresholds, for every member; answers them as stored. */
export async function setThresholds(
  site: TeamSite,
  thresholds: Thresholds,
): Promise<TeamThresholds> {
  const response = await request(site, 'thresholds', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(thresholds),
  });
  return (await answerOf(response, 'thresholdsSet')).thresholds;
}

/** Who the next "invite N" of an area would invite, best placed first (a read of people). */
export async function previewInvitations(
  site: TeamSite,
  ask: InvitationAsk,
  signal?: AbortSignal,
): Promise<Invitee[]> {
  const response = await request(site, 'invitations/preview', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ask),
    signal,
  });
  return (await answerOf(response, 'invitees')).people;
}

/** Invites the next N of an area, each by e-mail: how many were invited. */
export async function invite(site: TeamSite, ask: InvitationAsk): Promise<InvitationBatch> {
  const response = await request(site, 'invitations', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ask),
  });
  return (await answerOf(response, 'invitationBatch')).batch;
}

/** Where a segment came from, by one source, per day, and its top referrers. */
export async function getSources(
  site: TeamSite,
  by: SourceDimension,
  segment: Segment,
  signal?: AbortSignal,
): Promise<Sources> {
  const query = segmentQuery(segment);
  query.set('by', by);
  const response = await request(site, withQuery('sources', query), { signal });
  return answerOf(response, 'sources');
}

/** Where a segment's confirmed people are, by place. */
export async function getMap(
  site: TeamSite,
  segment: Segment,
  signal?: AbortSignal,
): Promise<MapPlace[]> {
  const response = await request(site, withQuery('map', segmentQuery(segment)), { signal });
  return (await answerOf(response, 'map')).places;
}

/** One page of a segment's people, the newest first; `before` is the last page's `next`. */
export async function getPeople(
  site: TeamSite,
  segment: Segment,
  before: number | null,
  signal?: AbortSignal,
): Promise<PeoplePage> {
  const query = segmentQuery(segment);
  if (before !== null) query.set('before', String(before));
  const response = await request(site, withQuery('people', query), { signal });
  return answerOf(response, 'peoplePage');
}

const withQuery = (path: string, query: URLSearchParams) =>
  query.size === 0 ? path : `${path}?${query}`;

/** Deletes one person's record on their request; false when nobody had that e-mail. */
export async function eraseByEmail(site: TeamSite, email: string): Promise<boolean> {
  const response = await request(site, 'erase', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  return (await answerOf(response, 'erased')).erased;
}

/** Takes back the credit signup `id` gave its referrer; false when it had none to take. */
export async function voidCredit(site: TeamSite, id: number): Promise<boolean> {
  const response = await request(site, 'void', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ id }),
  });
  return (await answerOf(response, 'voided')).voided;
}

/** One page of support messages, late ones first, with the overview's counts. */
export async function getSupport(
  site: TeamSite,
  { state = 'all', search, offset = 0 }: SupportQuery,
  signal?: AbortSignal,
): Promise<SupportPage> {
  if (search) {
    // In the body: an address in a URL would sit in every proxy's access log.
    const response = await request(site, 'support/search', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ search, state, offset }),
      signal,
    });
    return answerOf(response, 'supportPage');
  }
  const query = new URLSearchParams();
  if (state !== 'all') query.set('state', state);
  if (offset) query.set('offset', String(offset));
  const response = await request(site, withQuery('support', query), { signal });
  return answerOf(response, 'supportPage');
}

/** One support message whole, its text included (the read is on the team's record). */
export async function getSupportMessage(
  site: TeamSite,
  reference: string,
  signal?: AbortSignal,
): Promise<SupportMessage> {
  const query = new URLSearchParams({ reference });
  const response = await request(site, withQuery('support/message', query), { signal });
  return (await answerOf(response, 'supportMessage')).message;
}

/** Marks a support message answered, closed or open again; the site notes who and when. */
export async function markSupport(
  site: TeamSite,
  reference: string,
  state: SupportState,
): Promise<void> {
  const response = await request(site, 'support/mark', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ reference, state }),
  });
  await answerOf(response, 'supportMarked');
}

/** Erases a support message on its sender's request; false when it was gone already. */
export async function eraseSupport(site: TeamSite, reference: string): Promise<boolean> {
  const response = await request(site, 'support/erase', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ reference }),
  });
  return (await answerOf(response, 'erased')).erased;
}

/** The answer's JSON read with the contract (@brp/core/team-contract): a site of another version
 * fails here, naming the field, instead of somewhere inside a view. */
async function answerOf<Name extends TeamAnswerName>(
  response: Response,
  name: Name,
): Promise<TeamContract[Name]> {
  return readTeamAnswer(name, await response.json());
}

async function request(
  { origin, token }: TeamSite,
  path: string,
  init: RequestInit,
): Promise<Response> {
  const response = await fetch(`${origin.replace(/\/+$/, '')}/api/waitlist/team/${path}`, {
    ...init,
    headers: { ...(init.headers as Record<string, string>), authorization: `Bearer ${token}` },
    // Personal data: never kept in the browser's HTTP cache. The bearer header is the whole
    // credential, so the site's cookies are not sent along.
    cache: 'no-store',
    credentials: 'omit',
  });
  if (response.status === 401) throw new Unauthorized(await expiryNotice(response));
  if (!response.ok) throw new TeamApiError(response.status, await errorDetail(response));
  return response;
}

/** What the site says of an expired credential; undefined for any other refusal. */
async function expiryNotice(response: Response): Promise<string | undefined> {
  try {
    const body = readTeamAnswer('refusal', await response.json());
    return body.credential === 'expired' ? body.error : undefined;
  } catch {
    return undefined;
  }
}

/** The `{ "error": "..." }` the site puts in its failures, when there is one. */
async function errorDetail(response: Response): Promise<string | undefined> {
  try {
    const body = (await response.json()) as { error?: unknown };
    return typeof body.error === 'string' ? body.error : undefined;
  } catch {
    return response.statusText || undefined;
  }
}
