import type { TeamAction, TeamRefusal } from '@brp/db';

import type { ClientLimiter } from '../rate-limits/limits';

import { json, refusal } from './answers';
import { type CredentialHolder, UNKNOWN_CREDENTIAL } from './team-members';

/** What the record says of a refused credential. */
type RefusedCredential = Extract<TeamAction, 'unknown-credential' | 'expired-credential'>;

export interface TeamAccess {
  /** Who holds a credential (team-members.ts): a member, one whose credential expired, nobody. */
  holderOf: (credential: string) => CredentialHolder;
  /** The studio's origins, which may call the team's routes from the browser. */
  studioOrigins: readonly string[];
  /**
   * Refused credentials, counted atomically (a consume, never a look then a spend): one of the
   * client network's, then one of everyone's. A right credential spends none.
   */
  failures: { network: ClientLimiter; everyone: ClientLimiter };
  /** The client's address, as the rate limits count it. */
  clientAddress: (request: Request) => string;
  /** Puts a refused credential on the team's record: whose (or nobody's), never the client's
   * address; a failure to write is the recorder's to report, the refusal stands. */
  recordRefusal: (member: string, action: RefusedCredential) => Promise<void>;
}

/** The key everyone's failures are counted under, whatever their network. */
const EVERYONE = 'everyone';

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

/** Spends one refused credential of the client's network, then one of everyone's; the first
 * limit that is spent already says how long to wait. */
async function spendFailure({ failures }: TeamAccess, client: string) {
  const network = await failures.network.spend(client);
  if (!network.allowed) return { ...network, message: 'from your network' };
  const everyone = await failures.everyone.spend(EVERYONE);
  return everyone.allowed ? everyone : { ...everyone, message: 'lately' };
}

const day = (date: Date) => `${date.toISOString().slice(0, 16).replace('T', ' at ')} UTC`;

/**
 * Runs `handle` for a request that carries a team member's credential, with the member's name,
 * its answer with the studio's CORS headers. The credential is looked at first, so a right one
 * is never refused for others' failures. Anything else is a 401 (the same whether the credential
 * is missing or wrong) that spends one failure of the client network's and of everyone's, and is
 * put on the team's record while both allow it; once either is spent, a 429 until its window
 * ends. An expired credential's 401 tells its holder so (only its holder can send it), whatever
 * the limits say: the record still only gets it while they allow.
 */
export async function forTeam(
  request: Request,
  access: TeamAccess,
  handle: (member: string) => Promise<Response>,
): Promise<Response> {
  const cors = corsHeaders(request, access);
  const holder = access.holderOf(credentialOf(request));
  if (holder.status === 'member') {
    const answer = await handle(holder.name);
    for (const [name, value] of Object.entries(cors)) answer.headers.set(name, value);
    return answer;
  }
  const limited = await spendFailure(access, access.clientAddress(request));
  // Bounded: a flood writes no more rows than the limits let through.
  if (limited.allowed) {
    await (holder.status === 'expired'
      ? access.recordRefusal(holder.name, 'expired-credential')
      : access.recordRefusal(UNKNOWN_CREDENTIAL, 'unknown-credential'));
  }
  if (holder.status === 'expired') {
    const body: TeamRefusal = {
      error: `Your team credential expired on ${day(holder.expiredAt)}; ask the site’s operator to renew it`,
      fields: {},
      credential: 'expired',
    };
    return json(401, body, {
      ...cors,
      'www-authenticate': 'Bearer realm="waitlist", error="invalid_token"',
    });
  }
  if (!limited.allowed) {
    return refusal(
      429,
      `Too many wrong credentials ${limited.message}; try again later`,
      {},
      { ...cors, 'retry-after': String(limited.retryAfterSeconds) },
    );
  }
  return refusal(
    401,
    'The waitlist needs a team member’s credential',
    {},
    { ...cors, 'www-authenticate': 'Bearer realm="waitlist"' },
  );
}
