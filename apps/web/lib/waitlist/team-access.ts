import type { ClientLimiter } from '../rate-limits/limits';

import { refusal } from './answers';

export interface TeamAccess {
  /** Who holds a credential (team-members.ts); undefined: nobody. */
  memberOf: (credential: string) => string | undefined;
  /** The studio's origins, which may call the team's routes from the browser. */
  studioOrigins: readonly string[];
  /** Failed credentials per client network: spent by each failure, peeked at before a check. */
  failures: ClientLimiter;
  /** The client's address, as the rate limits count it. */
  clientAddress: (request: Request) => string;
}

/** The credential a request carries as `Authorization: Bearer <credential>`, or "". */
function credentialOf(request: Request): string {
  const header = request.headers.get('authorization') ?? '';
  return header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
}

/** CORS for the studio: its origins, when they ask, may read the answers and send the header. */
function corsHeaders(request: Request, { studioOrigins }: TeamAccess): Record<string, string> {
  const origin = request.headers.get('origin');
  const allowed = origin !== null && studioOrigins.includes(origin);
  return {
    vary: 'Origin',
    ...(allowed
      ? {
          'access-control-allow-origin': origin,
          'access-control-allow-headers': 'Authorization, Content-Type',
          'access-control-allow-methods': 'GET, POST, OPTIONS',
          'access-control-expose-headers': 'Content-Disposition',
          'access-control-max-age': '600',
        }
      : {}),
  };
}

/** The answer to the studio's preflight: what it may send, from where. */
export function preflight(request: Request, access: TeamAccess): Response {
  return new Response(null, { status: 204, headers: corsHeaders(request, access) });
}

/**
 * Runs `handle` for a request that carries a team member's credential, with the member's name,
 * its answer with the studio's CORS headers; anything else is a 401, the same whether the
 * credential is missing or wrong. A client network that failed too often in the window is
 * answered 429 before its credential is looked at.
 */
export async function forTeam(
  request: Request,
  access: TeamAccess,
  handle: (member: string) => Promise<Response>,
): Promise<Response> {
  const cors = corsHeaders(request, access);
  const client = access.clientAddress(request);
  const limited = await access.failures.peek(client);
  if (!limited.allowed) {
    return refusal(
      429,
      'Too many wrong credentials from your network; try again later',
      {},
      { ...cors, 'retry-after': String(limited.retryAfterSeconds) },
    );
  }
  const member = access.memberOf(credentialOf(request));
  if (member === undefined) {
    await access.failures.spend(client);
    return refusal(
      401,
      'The waitlist needs a team member’s credential',
      {},
      {
        ...cors,
        'www-authenticate': 'Bearer realm="waitlist"',
      },
    );
  }
  const answer = await handle(member);
  for (const [name, value] of Object.entries(cors)) answer.headers.set(name, value);
  return answer;
}
