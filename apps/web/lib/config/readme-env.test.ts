import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { ENV_NAMES } from './schema';

// The README's table is where a newcomer looks for a variable: one the site reads must be there.
describe("the README's environment table", () => {
  const readme = readFileSync(join(import.meta.dirname, '../../../../README.md'), 'utf8');
  const table = readme.slice(readme.indexOf('## Environment variables'));

  it.each(ENV_NAMES)('names %s', (name) => {
    expect(table).toContain(`\`${name}\``);
  });
});
