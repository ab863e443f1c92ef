/**
 * The team's credentials: one per member, in the file WAITLIST_TEAM_FILE names, each line a
 * member's name and the SHA-256 of their credential (the credential itself is shown once, when
 * it is issued, and kept nowhere). The operator issues and revokes them with `./pnpmw waitlist-team`
 * (scripts/waitlist-team.ts) while the servers run: each server reads the file again when it changes.
 * Run with Node's type stripping too (the script imports it).
 */
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync, statSync, writeFileSync } from 'node:fs';

/** What every credential starts with, so that one pasted in the wrong place is recognised. */
const PREFIX = 'brp_team_';

/** The name the operator's own credential (WAITLIST_TEAM_TOKEN) goes by in the record. */
export const OPERATOR = 'operator (WAITLIST_TEAM_TOKEN)';

/** The longest member name: it is shown in the tool and kept in the record of actions. */
const NAME_LIMIT = 80;

export const credentialHash = (credential: string) =>
  createHash('sha256').update(credential).digest('hex');

/** Each member's name by their credential's hash. Lines: `name:hash`; `#` starts a comment. */
export function parseMembers(text: string): Map<string, string> {
  const members = new Map<string, string>();
  for (const line of text.split('\n')) {
    const entry = line.trim();
    if (!entry || entry.startsWith('#')) continue;
    const colon = entry.lastIndexOf(':');
    const hash = entry.slice(colon + 1);
    if (colon > 0 && /^[0-9a-f]{64}$/.test(hash)) members.set(hash, entry.slice(0, colon));
  }
  return members;
}

const HEADER =
  '# The waitlist team: one member per line, `name:SHA-256 of their credential`.\n' +
  '# Managed with `./pnpmw waitlist-team issue|revoke|list` (docs/waitlist.md).\n';

function readMembers(file: string): Map<string, string> {
  try {
    return parseMembers(readFileSync(file, 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return new Map();
    throw error;
  }
}

function writeMembers(file: string, members: Map<string, string>) {
  const lines = [...members].map(([hash, name]) => `${name}:${hash}\n`);
  // Only the server's user reads it: the hashes are not the credentials, but they name the team.
  writeFileSync(file, HEADER + lines.join(''), { mode: 0o600 });
}

/** A new member's credential (shown once), written as a hash. Refuses a name taken or unfit. */
export function issueMember(file: string, name: string): string {
  const trimmed = name.trim();
  if (!trimmed || trimmed.length > NAME_LIMIT || /[\n\r]/.test(trimmed)) {
    throw new Error(`Give the member a name of 1 to ${NAME_LIMIT} characters on one line`);
  }
  const members = readMembers(file);
  if ([...members.values()].includes(trimmed)) {
    throw new Error(`${trimmed} has a credential already; revoke it first to issue a new one`);
  }
  const credential = `${PREFIX}${randomBytes(32).toString('base64url')}`;
  members.set(credentialHash(credential), trimmed);
  writeMembers(file, members);
  return credential;
}

/** Revokes a member's credential; false when nobody has that name. */
export function revokeMember(file: string, name: string): boolean {
  const members = readMembers(file);
  const kept = new Map([...members].filter(([, member]) => member !== name.trim()));
  if (kept.size === members.size) return false;
  writeMembers(file, kept);
  return true;
}

/** The members' names, as issued. */
export const memberNames = (file: string) => [...readMembers(file).values()];

/**
 * Who holds `credential`: a member of the file (read again whenever it changes), the operator
 * (WAITLIST_TEAM_TOKEN), or nobody. A file that cannot be read lets nobody in from it.
 */
export function teamMembers(file: string | undefined, operatorToken: string | undefined) {
  const operatorHash = operatorToken ? credentialHash(operatorToken) : undefined;
  let seen = '';
  let members = new Map<string, string>();
  const current = () => {
    if (!file) return members;
    try {
      const stat = statSync(file, { throwIfNoEntry: false });
      const version = stat ? `${stat.mtimeMs}:${stat.size}:${stat.ino}` : 'none';
      if (version !== seen) {
        members = stat ? parseMembers(readFileSync(file, 'utf8')) : new Map<string, string>();
        seen = version;
      }
    } catch (error) {
      console.error(`⨯ WAITLIST_TEAM_FILE could not be read (${(error as Error).message})`);
      members = new Map();
      seen = '';
    }
    return members;
  };
  return (credential: string): string | undefined => {
    // A lookup by hash: a credential is 256 random bits, so its hash's timing tells nothing.
    const hash = credentialHash(credential);
    if (hash === operatorHash) return OPERATOR;
    return current().get(hash);
  };
}
