import type { Signup } from '@brp/db';
import { describe, expect, it } from 'vitest';

import { CSV_LAYOUTS, csvRows, signupsCsv } from './csv';

/** One cell as the export writes it, without the row's CRLF. */
const cell = (value: unknown) => csvRows([[value]]).replace(/\r\n$/, '');

describe('csvRows', () => {
  it('makes what a spreadsheet would run as a formula show as text', () => {
    expect(cell('=HYPERLINK("http://evil.example","x")')).toBe(
      `"'=HYPERLINK(""http://evil.example"",""x"")"`,
    );
    expect(cell('+1 555 0100')).toBe("'+1 555 0100");
    expect(cell('-2+3')).toBe("'-2+3");
    expect(cell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(cell('\tx')).toBe("'\tx");
    expect(cell('\rx')).toBe(`"'\rx"`);
    // The full-width forms some spreadsheets fold into the ASCII ones.
    expect(cell('＝1+1')).toBe("'＝1+1");
  });

  it('quotes every cell with a separator, a quote or a line break, semicolons included', () => {
    expect(cell('Oakland, CA')).toBe('"Oakland, CA"');
    // Excel in a locale whose decimal mark is a comma splits a line on semicolons.
    expect(cell('Oakland; CA')).toBe('"Oakland; CA"');
    expect(cell('say "hi"')).toBe('"say ""hi"""');
    expect(cell('two\nlines')).toBe('"two\nlines"');
    expect(cell('two\r\nlines')).toBe('"two\r\nlines"');
    expect(cell('=1;2')).toBe(`"'=1;2"`);
  });

  it('writes dates, choices, numbers and gaps plainly', () => {
    expect(cell(new Date('2026-11-26T10:00:00Z'))).toBe('2026-11-26T10:00:00.000Z');
    expect(cell(true)).toBe('yes');
    expect(cell(false)).toBe('no');
    expect(cell(42)).toBe('42');
    // A longitude west of Greenwich: a number, which no spreadsheet runs.
    expect(cell(-122.3)).toBe('-122.3');
    expect(cell('<script>alert(1)</script>')).toBe('<script>alert(1)</script>');
  });

  it('ends each row with CRLF, a gap as an empty cell', () => {
    expect(csvRows([['a', 1, null, undefined, '']])).toBe('a,1,,,\r\n');
    expect(csvRows([['a'], ['b']])).toBe('a\r\nb\r\n');
    expect(csvRows([])).toBe('');
  });
});

describe('signupsCsv', () => {
  it('streams a byte order mark, the header and each batch, leaving out what a layout skips', async () => {
    const person = (name: string, notify: boolean) =>
      ({ email: `${name.split(' ')[0]}@example.org`, name, notify, type: 'user' }) as Signup;
    // The export wants an async iterator, as the database hands batches; these are all at hand.
    // eslint-disable-next-line @typescript-eslint/require-await
    async function* batches() {
      yield* [[person('Ana Ruiz; Jr', true), person('Ben Okafor', false)], [person('=Cara', true)]];
    }
    const text = await new Response(signupsCsv(batches(), CSV_LAYOUTS.mailing)).text();
    // Response.text() drops the byte order mark it decodes: count it from the bytes instead.
    const bytes = new Uint8Array(
      await new Response(signupsCsv(batches(), CSV_LAYOUTS.mailing)).arrayBuffer(),
    );
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(text.replace(/^\uFEFF/, '').split('\r\n')).toEqual([
      'Email Address,First Name,Last Name,Tags',
      'Ana@example.org,Ana,"Ruiz; Jr","waitlist,user"',
      `'=Cara@example.org,'=Cara,,"waitlist,user"`,
      '',
    ]);
  });
});
