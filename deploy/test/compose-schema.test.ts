/**
 * compose.yaml against the Compose specification's JSON schema, as Docker Compose checks a file
 * before it starts anything (there is no Docker daemon where the tests run). The schema is the
 * compose-spec repository's, as the Compose linter dclint ships it (`schemas/compose.schema.json`),
 * checked with Ajv the way dclint does. A file with a mistake planted in it must fail, or the
 * check would prove nothing.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

import { Ajv, type ErrorObject } from 'ajv';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const root = join(import.meta.dirname, '../..');

/** The schema file itself: dclint's exports name only its code. */
function composeSchema(): object {
  const dclint = dirname(createRequire(import.meta.url).resolve('dclint/package.json'));
  const schema = JSON.parse(
    readFileSync(join(dclint, 'schemas/compose.schema.json'), 'utf8'),
  ) as Record<string, unknown>;
  // Draft 7 under its https address, which Ajv knows by its http one; `id` is draft 4's `$id`.
  delete schema.$schema;
  delete schema.id;
  return schema;
}

// Compose's own loader reads unknown formats as plain strings (`duration`, `expose` …): so does
// this check, with every other rule of the schema.
const validate = new Ajv({ allErrors: true, strict: false, allowUnionTypes: true }).compile(
  composeSchema(),
);

/** What the schema finds wrong with a Compose file's text, one line per finding. */
function findings(text: string): string[] {
  // As Compose reads YAML: anchors and aliases (`*site`) resolved, merge keys (`<<`) merged.
  const model: unknown = parse(text, { merge: true });
  if (validate(model)) return [];
  return (validate.errors ?? []).map(
    (error: ErrorObject) => `${error.instancePath || '/'} ${error.message ?? ''}`,
  );
}

const composeFile = readFileSync(join(root, 'compose.yaml'), 'utf8');

describe("compose.yaml against the Compose specification's schema", () => {
  it('is valid, every service and profile included', () => {
    expect(findings(composeFile)).toEqual([]);
    const services = (parse(composeFile, { merge: true }) as { services: object }).services;
    // The file read is the one meant: the optional Umami is in it, not left out by a profile.
    expect(Object.keys(services)).toEqual(expect.arrayContaining(['postgres', 'caddy', 'umami']));
  });

  it.each([
    [
      'a misspelt key',
      ['    depends_on:\n      postgres:', '    depend_on:\n      postgres:'],
      '/services/umami must NOT have additional properties',
    ],
    [
      'a dependency condition Compose does not know',
      ['condition: service_healthy', 'condition: service_ready'],
      '/services/umami/depends_on/postgres/condition must be equal to one of the allowed values',
    ],
    [
      'a port written as a mapping',
      ["- '127.0.0.1:3001:3000'", '- { 3001: 3000 }'],
      '/services/umami/ports/0 must match exactly one schema in oneOf',
    ],
    [
      'a profile list written as a mapping',
      ['profiles: [analytics]', 'profiles: { analytics: true }'],
      '/services/umami/profiles must be array',
    ],
  ] as const)('fails on %s', (_mistake, [correct, mistaken], finding) => {
    const planted = composeFile.replace(correct, mistaken);
    expect(planted, 'the mistake was planted').not.toBe(composeFile);
    expect(findings(planted)).toContain(finding);
  });
});
