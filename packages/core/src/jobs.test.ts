import { describe, expect, it } from 'vitest';

import { closesAt, employmentTypeLabel, workplaceLabel } from './jobs';

describe('job postings', () => {
  it('label the vocabularies for readers, and nothing for an unknown value', () => {
    expect(employmentTypeLabel('CONTRACTOR')).toBe('Contract');
    expect(workplaceLabel('hybrid')).toBe('Hybrid');
    expect(employmentTypeLabel(null)).toBeUndefined();
    expect(workplaceLabel('moon')).toBeUndefined();
  });

  it('close at the end of their closing date, in UTC', () => {
    expect(closesAt('2026-12-15')).toBe('2026-12-15T23:59:59Z');
  });
});
