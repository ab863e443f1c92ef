import type { Signup, Summary, TeamSite } from './types';

/** The site refused the credential (401): the tool forgets it and asks again. */
export class Unauthorized extends Error {
  constructor() {
    super('That credential was not accepted.');
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
  return (await response.json()) as Summary;
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
  const { signups } = (await response.json()) as { signups: Signup[] };
  return signups;
}

/** Every field of every signup, as the CSV file the site writes. */
export async function exportCsv(site: TeamSite): Promise<Blob> {
  const response = await request(site, 'export', {});
  return response.blob();
}

/** Deletes one person's record on their request; false when nobody had that e-mail. */
export async function eraseByEmail(site: TeamSite, email: string): Promise<boolean> {
  const response = await request(site, 'erase', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  const { erased } = (await response.json()) as { erased: boolean };
  return erased;
}

/** Takes back the credit signup `id` gave its referrer; false when it had none to take. */
export async function voidCredit(site: TeamSite, id: number): Promise<boolean> {
  const response = await request(site, 'void', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ id }),
  });
  const { voided } = (await response.json()) as { voided: boolean };
  return voided;
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
  if (response.status === 401) throw new Unauthorized();
  if (!response.ok) throw new TeamApiError(response.status, await errorDetail(response));
  return response;
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
