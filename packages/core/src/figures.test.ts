import { describe, expect, it } from 'vitest';

import { EARNING, REDEMPTION } from './constants';
import { fillFigures, fillFigureText, unknownFigures, unknownFiguresMessage } from './figures';

describe('rewards figures in editors’ text', () => {
  it('fills a named figure from the rules', () => {
    expect(fillFigureText('Earn {brpPerDollar} BRP, redeem from {redemptionMinimumBrp}.')).toBe(
      `Earn ${EARNING.brpPerDollar} BRP, redeem from ${REDEMPTION.minimumBrp}.`,
    );
  });

  it('fills a figure wherever it stands, and an empty text stays empty', () => {
    expect(fillFigureText('Spend ${starTokenSpendStep}.')).toBe(
      `Spend $${EARNING.starTokenSpendStep}.`,
    );
    expect(fillFigureText('{brpPerDollar} {nope}')).toBe(`${EARNING.brpPerDollar} {nope}`);
    expect(fillFigureText('')).toBe('');
  });

  it('leaves unknown names, code-like braces and prototype keys as written', () => {
    expect(fillFigureText('{nope} { apiKey } {constructor}')).toBe(
      '{nope} { apiKey } {constructor}',
    );
  });

  it('fills every string of a document but its code and API paths', () => {
    const page = {
      title: '{giftCardMultiplier}×',
      blocks: [{ cards: [{ body: 'From {redemptionMinimumBrp}' }], code: 'f({brpPerDollar})' }],
      endpoints: [{ path: '/users/{uid}' }],
      count: 3,
    };
    expect(fillFigures(page)).toEqual({
      title: `${REDEMPTION.giftCardMultiplier}×`,
      blocks: [{ cards: [{ body: `From ${REDEMPTION.minimumBrp}` }], code: 'f({brpPerDollar})' }],
      endpoints: [{ path: '/users/{uid}' }],
      count: 3,
    });
  });

  it('names each unknown figure once, and lists the known ones', () => {
    const names = unknownFigures({
      a: '{brpPerDolar} {brpPerDolar}',
      b: ['{x}', null, 4],
      code: '{y}',
    });
    expect(names).toEqual(['brpPerDolar', 'x']);
    expect(unknownFiguresMessage(['brpPerDolar'])).toMatch(
      /^\{brpPerDolar\} is not a rewards figure\. Use one of: \{pilotLaunch\}, \{brpPerDollar\}/,
    );
    expect(unknownFiguresMessage(['a', 'b'])).toMatch(/^\{a\}, \{b\} are not rewards figures\./);
  });

  it('accepts the placeholders a page fills itself', () => {
    expect(unknownFigures({ line: 'Write to {email}.' }, ['email'])).toEqual([]);
    expect(unknownFigures({ line: 'Write to {email}.' })).toEqual(['email']);
  });
});
