import { describe, expect, it } from 'vitest';

import { exportFileName } from './save-file';

describe('exportFileName', () => {
  it('dates the file with the editor’s calendar day', () => {
    expect(exportFileName(new Date(2026, 0, 5, 23, 59))).toBe('waitlist-2026-01-05.csv');
  });
});

describe('exportFileName for a mailing tool', () => {
  it('says what the file is for', () => {
    expect(exportFileName(new Date(2026, 10, 28, 9), 'mailing')).toBe(
      'waitlist-mailing-2026-11-28.csv',
    );
  });
});
