import { describe, expect, it } from 'vitest';

import { csvCell, csvRow } from './csv';

describe('csvCell', () => {
  it('makes what a spreadsheet would run as a formula show as text', () => {
    expect(csvCell('=HYPERLINK("http://evil.example","x")')).toBe(
      `"'=HYPERLINK(""http://evil.example"",""x"")"`,
    );
    expect(csvCell('+1 555 0100')).toBe("'+1 555 0100");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tx')).toBe("'\tx");
  });

  it('quotes separators, quotes and line breaks', () => {
    expect(csvCell('Oakland, CA')).toBe('"Oakland, CA"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });

  it('writes dates, choices, numbers and gaps plainly', () => {
    expect(csvCell(new Date('2026-11-26T10:00:00Z'))).toBe('2026-11-26T10:00:00.000Z');
    expect(csvCell(true)).toBe('yes');
    expect(csvCell(false)).toBe('no');
    expect(csvCell(42)).toBe('42');
    // A longitude west of Greenwich: a number, which no spreadsheet runs.
    expect(csvCell(-122.3)).toBe('-122.3');
    expect(csvCell(null)).toBe('');
    expect(csvCell('<script>alert(1)</script>')).toBe('<script>alert(1)</script>');
  });
});

describe('csvRow', () => {
  it('ends each row with CRLF', () => {
    expect(csvRow(['a', 1, null])).toBe('a,1,\r\n');
  });
});
