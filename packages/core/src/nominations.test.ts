import { describe, expect, it } from 'vitest';

import { NOMINATION_TEXT, nominationErrors, nominationForm, nominationKey } from './nominations';

describe('the nomination form', () => {
  it('takes a shop’s name, its street or ZIP code and an optional website, tidied', () => {
    expect(
      nominationForm.parse({
        name: '  Corner\u202e Bakery ',
        where: '12 Main St,\n97201',
        website: ' https://cornerbakery.example/menu ',
      }),
    ).toEqual({
      name: 'Corner Bakery',
      where: '12 Main St, 97201',
      website: 'https://cornerbakery.example/menu',
    });
    expect(nominationForm.parse({ name: 'Corner Bakery', where: '97201' }).website).toBeNull();
  });

  it('says what is missing or wrong, in the form’s words, one problem per field', () => {
    expect(nominationErrors({})).toEqual({
      name: NOMINATION_TEXT.nameRequired,
      where: NOMINATION_TEXT.whereRequired,
    });
    expect(nominationErrors(null)).toEqual(nominationErrors({}));
    expect(
      nominationErrors({
        name: 'x'.repeat(81),
        where: '<b>97201</b>',
        website: 'javascript:alert(1)',
      }),
    ).toEqual({
      name: 'At most 80 characters',
      where: NOMINATION_TEXT.markup,
      website: NOMINATION_TEXT.website,
    });
    expect(nominationErrors({ name: 'A', where: 'B', website: 'ftp://files.example' })).toEqual({
      website: NOMINATION_TEXT.website,
    });
    expect(nominationErrors({ name: 'A', where: 'B', website: 'https://localhost' })).toEqual({
      website: NOMINATION_TEXT.website,
    });
    expect(nominationErrors({ name: 'A', where: 'B', website: 'https://x.example' })).toEqual({});
    expect(nominationErrors({ name: 'A', where: 'B', website: 1 })).toEqual({});
  });
});

describe('one shop, however it is named', () => {
  it('folds case, accents, punctuation and filler words, and keeps the ZIP code', () => {
    const bakery = nominationKey({ name: 'The Corner Bakery', where: '12 Main St, 97201' });
    expect(bakery).toEqual({ nameKey: 'cornerbakery', postalCode: '97201' });
    expect(nominationKey({ name: 'corner-bakery!', where: '97201' })).toEqual(bakery);
    expect(nominationKey({ name: 'Café Olé', where: 'Alberta St' })).toEqual({
      nameKey: 'ole',
      postalCode: '',
    });
    expect(nominationKey({ name: 'Tom & Jerry’s', where: '97214' }).nameKey).toBe('tomjerrys');
  });

  it('keeps a name made only of filler words as it was written', () => {
    expect(nominationKey({ name: 'The Shop', where: '97201' }).nameKey).toBe('the shop');
  });
});
