import { describe, expect, it } from 'vitest';

import { readTeamAnswer, UnreadableAnswer } from './team-contract';

describe('readTeamAnswer', () => {
  it('reads an answer in the contract’s shape, dropping fields this studio does not know', () => {
    expect(readTeamAnswer('erased', { erased: true, since: 'a newer site' })).toEqual({
      erased: true,
    });
    expect(readTeamAnswer('refusal', { error: 'Too long', fields: { email: 'Too long' } })).toEqual(
      { error: 'Too long', fields: { email: 'Too long' } },
    );
  });

  it.each([
    [
      'voided',
      { voided: 'yes' },
      'its voided answer is not one this studio reads (voided: expected boolean)',
    ],
    [
      'erased',
      'gone',
      'its erased answer is not one this studio reads (the answer: expected object)',
    ],
    [
      'supportMarked',
      { marked: 'lost' },
      'its supportMarked answer is not one this studio reads (marked)',
    ],
    [
      'map',
      {
        places: [{ latitude: 1, longitude: 2, city: null, country: null, users: '3', vendors: 0 }],
      },
      'its map answer is not one this studio reads (places.0.users: expected number)',
    ],
  ] as const)('names the first field that differs in a %s answer', (name, body, message) => {
    const read = () => readTeamAnswer(name, body);
    expect(read).toThrow(UnreadableAnswer);
    expect(read).toThrow(message);
  });

  it('reads moments only as ISO 8601 text, as JSON carries a Date', () => {
    const batch = { id: 1, name: 'Ada', email: 'a@example.com', postalCode: null, place: 1 };
    const at = new Date('2026-11-30T10:00:00Z');
    expect(
      readTeamAnswer(
        'invitees',
        JSON.parse(JSON.stringify({ people: [{ ...batch, confirmedAt: at }] })),
      ),
    ).toEqual({ people: [{ ...batch, confirmedAt: '2026-11-30T10:00:00.000Z' }] });
    expect(() =>
      readTeamAnswer('invitees', { people: [{ ...batch, confirmedAt: 'Monday' }] }),
    ).toThrow('(people.0.confirmedAt)');
  });
});
