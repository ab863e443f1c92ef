import { describe, expect, it } from 'vitest';

import { buildWarnings, startWarnings } from './warnings';

const configured = {
  production: true,
  siteUrlSet: true,
  emailMode: 'emailjs',
  sharedCacheWithoutSharedDatabase: false,
  challengeDifficulty: 1000,
} as const;

describe('buildWarnings', () => {
  it('names NEXT_PUBLIC_SITE_URL when a production build lacks it', () => {
    expect(buildWarnings({ ...configured, siteUrlSet: false })).toEqual([
      expect.stringMatching(/^NEXT_PUBLIC_SITE_URL is not set: .*localhost/),
    ]);
  });

  it('says nothing of a configured build, or in development', () => {
    expect(buildWarnings(configured)).toEqual([]);
    expect(buildWarnings({ ...configured, production: false, siteUrlSet: false })).toEqual([]);
  });
});

describe('startWarnings', () => {
  it('warns a production server whose forms have neither EmailJS nor the outbox', () => {
    expect(startWarnings({ ...configured, emailMode: 'none' })).toEqual([
      expect.stringMatching(/^The forms have no delivery path: .*OUTBOX_ENABLED=1/),
    ]);
  });

  it('says nothing when the forms can deliver', () => {
    expect(startWarnings(configured)).toEqual([]);
    expect(startWarnings({ ...configured, emailMode: 'outbox' })).toEqual([]);
  });

  it('warns servers sharing a cache but not a database that each keeps its own waitlist', () => {
    expect(startWarnings({ ...configured, sharedCacheWithoutSharedDatabase: true })).toEqual([
      expect.stringMatching(
        /^REDIS_URL is set, .* DATABASE_URL is not: each server keeps its own waitlist/,
      ),
    ]);
    expect(
      startWarnings({ ...configured, production: false, sharedCacheWithoutSharedDatabase: true }),
    ).toEqual([]);
  });

  it('warns a production server whose proof of work was lowered below its use', () => {
    expect(startWarnings({ ...configured, challengeDifficulty: 1 })).toEqual([
      expect.stringMatching(/^WAITLIST_CHALLENGE_DIFFICULTY is 1: .* default of 1000/),
    ]);
    expect(startWarnings({ ...configured, production: false, challengeDifficulty: 1 })).toEqual([]);
  });
});
