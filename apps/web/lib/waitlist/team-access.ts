import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

import { refusal } from './answers';

export interface TeamAccess {
  /** The credential the operator issued (WAITLIST_TEAM_TOKEN); none: nobody gets in. */
  token: string | undefined;
  /** The studio's origins, which may call the team's routes from the browser. */
  studioOrigins: readonly string[];
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Compared when no credential is configured, so a refusal takes as long either way. */
const NOBODY = digest(randomBytes(32).toString('hex'));

/**
 * Whether a request carries the team's credential as `Authorization: Bearer <token>`. Both sides
 * are hashed first, so the comparison takes the same time whatever was sent, however long, and
 * says nothing of how much of it was right.
 */
function carriesCredential(request: Request, token: string | undefined): boolean {
  const header = request.headers.get('authorization') ?? '';
  const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
  const expected = token === undefined ? NOBODY : digest(token);
  return timingSafeEqual(digest(given), expected) && token !== undefined;
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
 * Runs `handle` for a request that carries the team's credential, its answer with the studio's
 * CORS headers; anything else is a 401, the same whether the credential is missing or wrong.
 */
export async function forTeam(
  request: Request,
  access: TeamAccess,
  handle: () => Promise<Response>,
): Promise<Response> {
  const cors = corsHeaders(request, access);
  if (!carriesCredential(request, access.token)) {
    return refusal(
      401,
      'The waitlist needs the team’s credential',
      {},
      {
        ...cors,
        'www-authenticate': 'Bearer realm="waitlist"',
      },
    );
  }
  const answer = await handle();
  for (const [name, value] of Object.entries(cors)) answer.headers.set(name, value);
  return answer;
}
