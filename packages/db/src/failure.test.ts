import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ENGINES } from '../test/engines.ts';
import { person } from '../test/person.ts';
import { openDatabase, type OpenedDatabase } from './client.ts';
import { describeFailure } from './failure.ts';
import { insertSignup } from './signups.ts';

const SECRET_EMAIL = 'private.person@example.com';
const SECRET_NAME = 'Private Person';

describe.each(ENGINES)('a failed query on $name', (engine) => {
  let opened: OpenedDatabase;
  let closed = false;
  let dispose: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    const created = await engine.create();
    dispose = created.dispose;
    opened = await openDatabase(created.location);
  });
  afterAll(async () => {
    if (!closed) await opened?.close();
    await dispose?.();
  });

  it('is described by its codes, with none of the values it carried', async () => {
    // A value the column refuses: the driver's message and Drizzle's both quote it.
    const failure = await opened.db
      .execute(sql`select ${SECRET_EMAIL}::int, ${SECRET_NAME}`)
      .catch((error: unknown) => error);
    expect(String(failure)).toContain(SECRET_EMAIL);
    const line = describeFailure(failure);
    expect(line).toMatch(/^22P02 \(/);
    expect(line).not.toContain(SECRET_EMAIL);
    expect(line).not.toContain(SECRET_NAME);
  });

  it('says a closed database failed, and nothing of who was signing up', async () => {
    await opened.close();
    closed = true;
    const failure = await insertSignup(
      opened.db,
      opened.relay,
      person(SECRET_EMAIL, { name: SECRET_NAME }),
    ).catch((error: unknown) => error);
    const line = describeFailure(failure);
    expect(line).not.toContain(SECRET_EMAIL);
    expect(line).not.toContain(SECRET_NAME);
    expect(line).toContain('Error');
  });
});

describe('describeFailure', () => {
  it('follows causes and aggregate errors to their codes', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
    });
    const aggregate = new AggregateError([refused], 'all addresses refused');
    const outer = new Error(`Failed query: select 1\nparams: ${SECRET_EMAIL}`, {
      cause: aggregate,
    });
    expect(describeFailure(outer)).toBe('ECONNREFUSED (Error ← AggregateError ← Error)');
  });

  it('says what a thrown non-error was, and no more', () => {
    expect(describeFailure(SECRET_EMAIL)).toBe('string');
    expect(describeFailure(undefined)).toBe('undefined');
  });
});
