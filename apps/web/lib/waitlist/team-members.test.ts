import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, describe, expect, it, vi } from 'vitest';

import {
  credentialHash,
  describeCredential,
  issueMember,
  OPERATOR,
  parseMembers,
  renewMember,
  revokeMember,
  teamCredentials,
  teamMembers,
} from './team-members';

const folder = mkdtempSync(join(tmpdir(), 'team-members-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const DAY_MS = 24 * 3600_000;
const ISSUED = new Date('2026-03-01T09:30:00Z');
/** Credentials issued on ISSUED, for 90 days. */
const QUARTER = { days: 90, now: ISSUED };
const after = (days: number) => new Date(ISSUED.getTime() + days * DAY_MS);

describe('parseMembers', () => {
  it('reads dated and undated lines, names with colons included, and skips anything else', () => {
    const hash = credentialHash('x');
    const other = credentialHash('y');
    const third = credentialHash('z');
    const members = parseMembers(
      [
        '# a comment',
        '',
        `Ops: night shift:${hash}`,
        `Ada: the first:2026-03-01T09:30:00Z:2026-05-30T09:30:00Z:${other}`,
        `Bo::2026-05-30T09:30:00Z:${third}`,
        'no hash here',
        `:${hash}`,
        'Bo:abc',
      ].join('\n'),
    );
    expect([...members]).toEqual([
      [hash, { name: 'Ops: night shift', issuedAt: null, expiresAt: null }],
      [
        other,
        {
          name: 'Ada: the first',
          issuedAt: new Date('2026-03-01T09:30:00Z'),
          expiresAt: new Date('2026-05-30T09:30:00Z'),
        },
      ],
      [third, { name: 'Bo', issuedAt: null, expiresAt: new Date('2026-05-30T09:30:00Z') }],
    ]);
  });
});

describe('issueMember', () => {
  it('refuses an empty, multi-line or overlong name', () => {
    const file = join(folder, 'names');
    for (const name of ['  ', 'Ada\nLovelace', 'x'.repeat(81)]) {
      expect(() => issueMember(file, name, QUARTER)).toThrow(/1 to 80 characters on one line/);
    }
    expect(teamCredentials(file)).toEqual([]);
  });

  it('writes a file only its owner may read, with when each credential was issued and expires', () => {
    const file = join(folder, 'owner-only');
    issueMember(file, 'Ada', QUARTER);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8')).toMatch(
      /\nAda:2026-03-01T09:30:00Z:2026-05-30T09:30:00Z:[0-9a-f]{64}\n$/,
    );
    expect(teamCredentials(file)).toEqual([
      { name: 'Ada', issuedAt: ISSUED, expiresAt: after(90) },
    ]);
    expect(revokeMember(file, 'Nobody', QUARTER)).toBe(false);
  });
});

describe('teamMembers', () => {
  it('lets nobody in without a file or an operator credential', () => {
    expect(teamMembers(undefined, undefined)('')).toEqual({ status: 'unknown' });
    expect(teamMembers(join(folder, 'missing'), undefined)('anything')).toEqual({
      status: 'unknown',
    });
  });

  it('names the operator, and lets nobody in from a file it cannot read', () => {
    const file = join(folder, 'operator');
    const credential = issueMember(file, 'Ada', { days: 90 });
    const memberOf = teamMembers(file, 'o'.repeat(40));
    expect(memberOf('o'.repeat(40))).toEqual({ status: 'member', name: OPERATOR });
    expect(memberOf(credential)).toEqual({ status: 'member', name: 'Ada' });
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // A folder named as the file: unreadable as one, whatever user runs the test (root reads all).
    const broken = teamMembers(folder, undefined);
    expect(broken(credential)).toEqual({ status: 'unknown' });
    expect(error.mock.calls[0]?.[0]).toMatch(/^⨯ WAITLIST_TEAM_FILE could not be read/);
    error.mockRestore();
  });

  it('refuses a credential from the moment it expires, naming whose; the operator’s never does', () => {
    const file = join(folder, 'expiry');
    const ada = issueMember(file, 'Ada', QUARTER);
    let now = after(89);
    const holderOf = teamMembers(file, 'o'.repeat(40), () => now);
    expect(holderOf(ada)).toEqual({ status: 'member', name: 'Ada' });
    now = after(90);
    expect(holderOf(ada)).toEqual({ status: 'expired', name: 'Ada', expiredAt: after(90) });
    now = after(10_000);
    expect(holderOf('o'.repeat(40))).toEqual({ status: 'member', name: OPERATOR });
  });
});

describe('renewMember', () => {
  it('hands a new credential for a new lifetime; the old one is refused from then on', () => {
    const file = join(folder, 'renew');
    const old = issueMember(file, 'Ada', QUARTER);
    let now = after(100);
    const holderOf = teamMembers(file, undefined, () => now);
    expect(holderOf(old).status).toBe('expired');
    const renewed = renewMember(file, ' Ada ', { days: 30, now: after(100) })!;
    expect(renewed).toMatch(/^brp_team_[\w-]{43}$/);
    expect(holderOf(renewed)).toEqual({ status: 'member', name: 'Ada' });
    expect(holderOf(old)).toEqual({ status: 'unknown' });
    expect(teamCredentials(file)).toEqual([
      { name: 'Ada', issuedAt: after(100), expiresAt: after(130) },
    ]);
    now = after(130);
    expect(holderOf(renewed).status).toBe('expired');
    expect(renewMember(file, 'Nobody', QUARTER)).toBeUndefined();
    expect(() => issueMember(file, 'Ada', QUARTER)).toThrow(/has a credential already; renew it/);
  });
});

describe('a team file from before credentials expired', () => {
  it('keeps working, warns once per change, and is dated by the next write', () => {
    const file = join(folder, 'undated');
    const ada = 'brp_team_ada-from-an-older-release';
    writeFileSync(file, `# old header\nAda Lovelace:${credentialHash(ada)}\n`, { mode: 0o600 });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const holderOf = teamMembers(file, undefined, () => after(10_000));
    expect(holderOf(ada)).toEqual({ status: 'member', name: 'Ada Lovelace' });
    expect(holderOf(ada)).toEqual({ status: 'member', name: 'Ada Lovelace' });
    expect(warn.mock.calls).toEqual([
      [expect.stringMatching(/^⚠ WAITLIST_TEAM_FILE holds 1 credential with no expiry/)],
    ]);
    warn.mockRestore();
    expect(describeCredential(teamCredentials(file)[0]!, ISSUED)).toBe(
      'Ada Lovelace: issued before credentials expired; no expiry until the file is next written',
    );
    // Grace's issue writes the file: Ada's credential now lasts a lifetime from then.
    issueMember(file, 'Grace Hopper', QUARTER);
    expect(teamCredentials(file)).toEqual([
      { name: 'Ada Lovelace', issuedAt: null, expiresAt: after(90) },
      { name: 'Grace Hopper', issuedAt: ISSUED, expiresAt: after(90) },
    ]);
    expect(describeCredential(teamCredentials(file)[0]!, after(1))).toBe(
      'Ada Lovelace: issued before credentials expired; expires 2026-05-30 09:30 UTC',
    );
    expect(describeCredential(teamCredentials(file)[1]!, after(91))).toBe(
      'Grace Hopper: issued 2026-03-01 09:30 UTC; EXPIRED 2026-05-30 09:30 UTC',
    );
    expect(teamMembers(file, undefined, () => after(90))(ada).status).toBe('expired');
  });
});
