/**
 * Issues, renews and revokes the team's credentials for the studio's Waitlist tool, in the file
 * WAITLIST_TEAM_FILE names; the running servers read it again when it changes (no redeploy).
 * Each lasts WAITLIST_TEAM_CREDENTIAL_DAYS (90 unless set) from its issue or renewal.
 *   ./pnpmw waitlist-team issue "Ada Lovelace"    prints Ada's credential, once: hand it to her
 *   ./pnpmw waitlist-team renew "Ada Lovelace"    prints her new one, once; the old one stops
 *   ./pnpmw waitlist-team revoke "Ada Lovelace"   she is out at her next request
 *   ./pnpmw waitlist-team list                    who holds one, since and until when
 * Run with Node's type stripping.
 */
import { isAbsolute } from 'node:path';

import { teamCredentialDays } from '../lib/config/schema.ts';
import {
  describeCredential,
  issueMember,
  renewMember,
  revokeMember,
  teamCredentials,
} from '../lib/waitlist/team-members.ts';

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

/** Prints a credential, once, with how long it lasts. */
function hand(member: string, credential: string, days: number, verb: string) {
  console.info(
    `✓ ${member}'s ${verb} credential, for ${days} days (shown once; they paste it into the tool):`,
  );
  console.info(credential);
}

try {
  const lifetime = { days: teamCredentialDays(process.env) };
  const member = name.trim();
  if (command === 'issue' && name) {
    hand(member, issueMember(file, name, lifetime), lifetime.days, 'new');
  } else if (command === 'renew' && name) {
    const credential = renewMember(file, name, lifetime);
    if (!credential) fail(`Nobody called ${name} holds a credential in ${file}; issue one`);
    hand(member, credential, lifetime.days, 'renewed');
  } else if (command === 'revoke' && name) {
    if (!revokeMember(file, name, lifetime)) {
      fail(`Nobody called ${name} holds a credential in ${file}`);
    }
    console.info(`✓ ${member}'s credential is revoked`);
  } else if (command === 'list') {
    const now = new Date();
    const listed = teamCredentials(file).map((credential) => describeCredential(credential, now));
    console.info(listed.join('\n') || `Nobody holds a credential in ${file} yet`);
  } else {
    fail('Usage: ./pnpmw waitlist-team issue NAME | renew NAME | revoke NAME | list');
  }
} catch (error) {
  fail((error as Error).message);
}
