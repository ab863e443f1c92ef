import { describe, expect, it } from 'vitest';

import {
  ACCEPTED_PATH,
  DEFAULT_INVITATION_WORDS,
  INVITATION_BATCH_MAX,
  INVITATION_LIMITS,
  invitationAsk,
  invitationFor,
  invitationWordsFrom,
  onboardingProblem,
  unknownInvitationPlaceholders,
} from './invitations';

describe('the invitation e-mail’s words', () => {
  it('fill in the person’s name and area, and leave other braces as written', () => {
    const words = invitationFor(
      { ...DEFAULT_INVITATION_WORDS, body: 'Hello {name} of {area}, {unknown}.' },
      { name: 'Ada', area: '97201' },
    );
    expect(words.subject).toBe('Your invitation to the pilot in 97201');
    expect(words.heading).toBe('You are invited, Ada');
    expect(words.body).toBe('Hello Ada of 97201, {unknown}.');
    expect(words.button).toBe(DEFAULT_INVITATION_WORDS.button);
  });

  it('name the placeholders a field may not use, once each', () => {
    expect(unknownInvitationPlaceholders('body', '{name} {place} {place} {area}')).toEqual([
      'place',
    ]);
    expect(unknownInvitationPlaceholders('button', 'Go, {name}')).toEqual(['name']);
  });

  it('take what the studio holds, and the default for what is missing, empty or refused', () => {
    expect(invitationWordsFrom(undefined)).toEqual(DEFAULT_INVITATION_WORDS);
    expect(
      invitationWordsFrom({
        subject: '  Come in  ',
        heading: '',
        body: null,
        button: 'x'.repeat(INVITATION_LIMITS.button + 1),
        onboarding: 'javascript:alert(1)',
      }),
    ).toEqual({ ...DEFAULT_INVITATION_WORDS, subject: 'Come in' });
    expect(invitationWordsFrom({ onboarding: 'https://app.example/start' }).onboarding).toBe(
      'https://app.example/start',
    );
    expect(DEFAULT_INVITATION_WORDS.onboarding).toBe(ACCEPTED_PATH);
  });
});

describe('where onboarding starts', () => {
  it('is a path of this site or an https address, never anything else', () => {
    expect(onboardingProblem('/welcome')).toBeUndefined();
    expect(onboardingProblem('https://app.example/start?from=invite')).toBeUndefined();
    for (const href of [
      '//evil.example',
      'http://app.example',
      'javascript:alert(1)',
      '#top',
      '',
    ]) {
      expect(onboardingProblem(href), href).toBe(
        'A path of this site (/welcome) or an https:// address',
      );
    }
  });
});

describe("the team's request", () => {
  const ask = {
    country: 'United States',
    city: 'Portland',
    postalCode: '97201',
    type: 'user',
    count: 20,
  };

  it('reads an area, a kind and how many', () => {
    expect(invitationAsk.parse(ask)).toEqual(ask);
    expect(invitationAsk.parse({ ...ask, postalCode: null, city: ' Portland ' })).toMatchObject({
      postalCode: null,
      city: 'Portland',
    });
  });

  it('refuses a count out of bounds, another kind or anything extra', () => {
    for (const bad of [
      { ...ask, count: 0 },
      { ...ask, count: INVITATION_BATCH_MAX + 1 },
      { ...ask, count: 2.5 },
      { ...ask, type: 'admin' },
      { ...ask, note: 'x' },
      { ...ask, city: 'x'.repeat(201) },
    ]) {
      expect(invitationAsk.safeParse(bad).success, JSON.stringify(bad).slice(0, 80)).toBe(false);
    }
  });
});
