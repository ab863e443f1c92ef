import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, describe, expect, it, vi } from 'vitest';

import {
  credentialHash,
  issueMember,
  memberNames,
  OPERATOR,
  parseMembers,
  revokeMember,
  teamMembers,
} from './team-members';

const folder = mkdtempSync(join(tmpdir(), 'team-members-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('parseMembers', () => {
  it('reads name:hash lines, names with colons included, and skips anything else', () => {
    const hash = credentialHash('x');
    const members = parseMembers(
      ['# a comment', '', `Ops: night shift:${hash}`, 'no hash here', `:${hash}`, 'Bo:abc'].join(
        '\n',
      ),
    );
    expect([...members]).toEqual([[hash, 'Ops: night shift']]);
  });
});

describe('issueMember', () => {
  it('refuses an empty, multi-line or overlong name', () => {
    const file = join(folder, 'names');
    for (const name of ['  ', 'Ada\nLovelace', 'x'.repeat(81)]) {
      expect(() => issueMember(file, name)).toThrow(/1 to 80 characters on one line/);
    }
    expect(memberNames(file)).toEqual([]);
  });

  it('writes a file only its owner may read', () => {
    const file = join(folder, 'owner-only');
    issueMember(file, 'Ada');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(revokeMember(file, 'Nobody')).toBe(false);
  });
});

describe('teamMembers', () => {
  it('lets nobody in without a file or an operator credential', () => {
    expect(teamMembers(undefined, undefined)('')).toBeUndefined();
    expect(teamMembers(join(folder, 'missing'), undefined)('anything')).toBeUndefined();
  });

  it('names the operator, and lets nobody in from a file it cannot read', () => {
    const file = join(folder, 'operator');
    const credential = issueMember(file, 'Ada');
    const memberOf = teamMembers(file, 'o'.repeat(40));
    expect(memberOf('o'.repeat(40))).toBe(OPERATOR);
    expect(memberOf(credential)).toBe('Ada');
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // A folder named as the file: unreadable as one, whatever user runs the test (root reads all).
    const broken = teamMembers(folder, undefined);
    expect(broken(credential)).toBeUndefined();
    expect(error.mock.calls[0]?.[0]).toMatch(/^⨯ WAITLIST_TEAM_FILE could not be read/);
    error.mockRestore();
  });
});
