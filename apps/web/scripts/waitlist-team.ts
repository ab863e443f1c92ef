/**
 * Issues and revokes the team's credentials for the studio's Waitlist tool, in the file
 * WAITLIST_TEAM_FILE names; the running servers read it again when it changes (no redeploy).
 *   ./pnpmw waitlist-team issue "Ada Lovelace"    prints Ada's credential, once: hand it to her
 *   ./pnpmw waitlist-team revoke "Ada Lovelace"   she is out at her next request
 *   ./pnpmw waitlist-team list                    who holds one
 * Run with Node's type stripping.
 */
import { isAbsolute } from 'node:path';

import { issueMember, memberNames, revokeMember } from '../lib/waitlist/team-members.ts';

const [command, ...rest] = process.argv.slice(2);
const name = rest.join(' ');
const named = process.env.WAITLIST_TEAM_FILE?.trim();

function fail(message: string): never {
  console.error(`⨯ ${message}`);
  process.exit(1);
}

if (!named || !isAbsolute(named)) {
  fail(
    'WAITLIST_TEAM_FILE: give the absolute path of the file the servers read the team from, e.g. WAITLIST_TEAM_FILE=/var/lib/blocal/waitlist-team ./pnpmw waitlist-team issue "Ada Lovelace"',
  );
}
const file = named;

try {
  if (command === 'issue' && name) {
    const credential = issueMember(file, name);
    console.info(`✓ ${name.trim()}'s credential (shown once; they paste it into the tool):`);
    console.info(credential);
  } else if (command === 'revoke' && name) {
    if (!revokeMember(file, name)) fail(`Nobody called ${name} holds a credential in ${file}`);
    console.info(`✓ ${name.trim()}'s credential is revoked`);
  } else if (command === 'list') {
    console.info(memberNames(file).join('\n') || `Nobody holds a credential in ${file} yet`);
  } else {
    fail('Usage: ./pnpmw waitlist-team issue NAME | revoke NAME | list');
  }
} catch (error) {
  fail((error as Error).message);
}
