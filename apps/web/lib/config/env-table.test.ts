import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { ENV_NAMES } from './schema';

// The deployment guide's table is where an operator looks for a variable (the README links it):
// one the site reads must be there.
describe("docs/deployment.md's environment table", () => {
  const guide = readFileSync(join(import.meta.dirname, '../../../../docs/deployment.md'), 'utf8');
  const start = guide.indexOf('\n## Environment variables\n');
  const table = guide.slice(start, guide.indexOf('\n## ', start + 1));

  it('is there', () => {
    expect(start).toBeGreaterThan(-1);
  });

  it.each(ENV_NAMES)('names %s', (name) => {
    expect(table).toContain(`\`${name}\``);
  });
});
