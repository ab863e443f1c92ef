/**
 * The team's credentials: one per member, in the file WAITLIST_TEAM_FILE names, each line a
 * member's name, when their credential was issued and when it expires, and its SHA-256 (the
 * credential itself is shown once, when it is issued, and kept nowhere). The operator issues,
 * renews and revokes them with `./pnpmw waitlist-team` (scripts/waitlist-team.ts) while the
 * servers run: each server reads the file again when it changes.
 * Run with Node's type stripping too (the script imports it).
 */
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync, statSync, writeFileSync } from 'node:fs';

/** What every credential starts with, so that one pasted in the wrong place is recognised. */
const PREFIX = 'brp_team_';

/** The name the operator's own credential (WAITLIST_TEAM_TOKEN) goes by in the record. */
export const OPERATOR = 'operator (WAITLIST_TEAM_TOKEN)';

/** Who the record names for a credential nobody holds (or none at all). */
export const UNKNOWN_CREDENTIAL = 'unknown credential';

/** The longest member name: it is shown in the tool and kept in the record of actions. */
const NAME_LIMIT = 80;

const DAY_MS = 24 * 60 * 60 * 1000;

export const credentialHash = (credential: string) =>
  createHash('sha256').update(credential).digest('hex');

/** One member's credential as the file keeps it. */
export interface MemberCredential {
  name: string;
  /** When it was issued (or renewed); null when unknown: issued before credentials expired. */
  issuedAt: Date | null;
  /** From when it is refused; null: not dated yet (issued before credentials expired). */
  expiresAt: Date | null;
}

/** Who holds a credential: a member, a member whose credential expired, or nobody. */
export type CredentialHolder =
  | { status: 'member'; name: string }
  | { status: 'expired'; name: string; expiredAt: Date }
  | { status: 'unknown' };

/** How long a credential issued or renewed now lasts (WAITLIST_TEAM_CREDENTIAL_DAYS). */
export interface Lifetime {
  days: number;
  now?: Date;
}

// An instant to the second, UTC, as toISOString writes it without the milliseconds.
const INSTANT = String.raw`\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{3})?Z`;
// The hash stays last: a server of an earlier release, which reads `name:hash`, still finds it
// during a rolling upgrade (and takes the dates for part of the name).
const DATED_LINE = new RegExp(`^(.+):(${INSTANT})?:(${INSTANT}):([0-9a-f]{64})$`);
const UNDATED_LINE = /^(.+):([0-9a-f]{64})$/;

const instant = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

/**
 * Each member's credential by its hash. Lines: `name:issued:expires:hash` (the issue time empty
 * when unknown), or `name:hash` from before credentials expired; `#` starts a comment.
 */
export function parseMembers(text: string): Map<string, MemberCredential> {
  const members = new Map<string, MemberCredential>();
  for (const line of text.split('\n')) {
    const entry = line.trim();
    if (!entry || entry.startsWith('#')) continue;
    const dated = DATED_LINE.exec(entry);
    if (dated) {
      const [, name, issued, expires, hash] = dated as unknown as [
        string,
        string,
        string,
        string,
        string,
      ];
      members.set(hash, {
        name,
        issuedAt: issued ? new Date(issued) : null,
        expiresAt: new Date(expires),
      });
      continue;
    }
    const undated = UNDATED_LINE.exec(entry);
    if (undated) members.set(undated[2]!, { name: undated[1]!, issuedAt: null, expiresAt: null });
  }
  return members;
}

const HEADER =
  '# The waitlist team: one member per line, `name:issued:expires:SHA-256 of their credential`.\n' +
  '# Managed with `./pnpmw waitlist-team issue|renew|revoke|list` (docs/waitlist.md).\n';

function readMembers(file: string): Map<string, MemberCredential> {
  try {
    return parseMembers(readFileSync(file, 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return new Map();
    throw error;
  }
}

/**
 * Writes the file; a credential from before credentials expired is dated here, to expire a
 * lifetime from now (its issue time stays unknown), so that no write leaves one that never does.
 */
function writeMembers(file: string, members: Map<string, MemberCredential>, lifetime: Lifetime) {
  const until = expiryOf(lifetime);
  const lines = [...members].map(([hash, { name, issuedAt, expiresAt }]) => {
    const issued = issuedAt ? instant(issuedAt) : '';
    return `${name}:${issued}:${instant(expiresAt ?? until)}:${hash}\n`;
  });
  // Only the server's user reads it: the hashes are not the credentials, but they name the team.
  writeFileSync(file, HEADER + lines.join(''), { mode: 0o600 });
}

const expiryOf = ({ days, now = new Date() }: Lifetime) => new Date(now.getTime() + days * DAY_MS);

/** A credential and its entry, issued now for `lifetime`. */
function newCredential(name: string, lifetime: Lifetime) {
  const credential = `${PREFIX}${randomBytes(32).toString('base64url')}`;
  const entry = { name, issuedAt: lifetime.now ?? new Date(), expiresAt: expiryOf(lifetime) };
  return { credential, hash: credentialHash(credential), entry };
}

/** A new member's credential (shown once), written as a hash. Refuses a name taken or unfit. */
export function issueMember(file: string, name: string, lifetime: Lifetime): string {
  const trimmed = name.trim();
  if (!trimmed || trimmed.length > NAME_LIMIT || /[\n\r]/.test(trimmed)) {
    throw new Error(`Give the member a name of 1 to ${NAME_LIMIT} characters on one line`);
  }
  const members = readMembers(file);
  if ([...members.values()].some((member) => member.name === trimmed)) {
    throw new Error(`${trimmed} has a credential already; renew it for a new one`);
  }
  const { credential, hash, entry } = newCredential(trimmed, lifetime);
  members.set(hash, entry);
  writeMembers(file, members, lifetime);
  return credential;
}

/**
 * Renews a member's credential: a new one (shown once) for a new lifetime, the old one refused
 * from its next request; undefined when nobody has that name. A new secret rather than a later
 * date for the old one: a copy of the old credential (a chat it was handed over in, a browser it
 * was pasted into) then stops working too, as the expiry is there for.
 */
export function renewMember(file: string, name: string, lifetime: Lifetime): string | undefined {
  const members = readMembers(file);
  const old = [...members].find(([, member]) => member.name === name.trim());
  if (!old) return undefined;
  members.delete(old[0]);
  const { credential, hash, entry } = newCredential(old[1].name, lifetime);
  members.set(hash, entry);
  writeMembers(file, members, lifetime);
  return credential;
}

/** Revokes a member's credential; false when nobody has that name. */
export function revokeMember(file: string, name: string, lifetime: Lifetime): boolean {
  const members = readMembers(file);
  const kept = new Map([...members].filter(([, member]) => member.name !== name.trim()));
  if (kept.size === members.size) return false;
  writeMembers(file, kept, lifetime);
  return true;
}

/** The members' credentials, as issued: who, since when, until when. */
export const teamCredentials = (file: string) => [...readMembers(file).values()];

const shown = (date: Date) => `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/** One member as `./pnpmw waitlist-team list` shows them: name, issue and expiry, at `now`. */
export function describeCredential({ name, issuedAt, expiresAt }: MemberCredential, now: Date) {
  const issued = issuedAt ? `issued ${shown(issuedAt)}` : 'issued before credentials expired';
  if (!expiresAt) return `${name}: ${issued}; no expiry until the file is next written`;
  const state = expiresAt <= now ? 'EXPIRED' : 'expires';
  return `${name}: ${issued}; ${state} ${shown(expiresAt)}`;
}

/**
 * Who holds `credential` at `now()`: a member of the file (read again whenever it changes), the
 * operator (WAITLIST_TEAM_TOKEN, which does not expire: it changes with the servers' settings),
 * a member whose credential expired, or nobody. A file that cannot be read lets nobody in from it.
 */
export function teamMembers(
  file: string | undefined,
  operatorToken: string | undefined,
  now: () => Date = () => new Date(),
) {
  const operatorHash = operatorToken ? credentialHash(operatorToken) : undefined;
  let seen = '';
  let members = new Map<string, MemberCredential>();
  const current = () => {
    if (!file) return members;
    try {
      const stat = statSync(file, { throwIfNoEntry: false });
      const version = stat ? `${stat.mtimeMs}:${stat.size}:${stat.ino}` : 'none';
      if (version !== seen) {
        members = stat
          ? parseMembers(readFileSync(file, 'utf8'))
          : new Map<string, MemberCredential>();
        seen = version;
        warnOfUndated(members);
      }
    } catch (error) {
      console.error(`⨯ WAITLIST_TEAM_FILE could not be read (${(error as Error).message})`);
      members = new Map();
      seen = '';
    }
    return members;
  };
  return (credential: string): CredentialHolder => {
    // A lookup by hash: a credential is 256 random bits, so its hash's timing tells nothing.
    const hash = credentialHash(credential);
    if (hash === operatorHash) return { status: 'member', name: OPERATOR };
    const member = current().get(hash);
    if (!member) return { status: 'unknown' };
    if (member.expiresAt && member.expiresAt <= now()) {
      return { status: 'expired', name: member.name, expiredAt: member.expiresAt };
    }
    return { status: 'member', name: member.name };
  };
}

/** One line when the file holds credentials from before they expired: the operator dates them. */
function warnOfUndated(members: Map<string, MemberCredential>) {
  const undated = [...members.values()].filter((member) => !member.expiresAt).length;
  if (!undated) return;
  console.warn(
    `⚠ WAITLIST_TEAM_FILE holds ${undated} credential${undated === 1 ? '' : 's'} with no expiry (issued before credentials expired): the next \`./pnpmw waitlist-team issue|renew|revoke\` dates them, or renew each`,
  );
}
