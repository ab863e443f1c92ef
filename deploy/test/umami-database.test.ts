/**
 * deploy/postgres/umami.sql on a real Postgres, run as the postgres image runs its init scripts
 * (psql as POSTGRES_USER, a superuser, on the waitlist's database, ON_ERROR_STOP), over the
 * waitlist's own tables (@brp/db's migrations) holding a signup. Then what docs/analytics.md tells
 * the operator of a deployment from before: the same file by hand, and Umami's tables moved out of
 * the waitlist's database. Steps in order, as an operator takes them, on one cluster.
 */
import { execFile } from 'node:child_process';
import { createHash, createHmac, pbkdf2Sync } from 'node:crypto';
import { join } from 'node:path';
import { promisify } from 'node:util';

import { insertSignup, openDatabase } from '@brp/db';
import { postgresBinDir, startPostgres, type TestPostgres } from '@brp/testing/postgres';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const SCRIPT = join(import.meta.dirname, '../postgres/umami.sql');

let cluster: TestPostgres;
let bin: string;
/** postgres://ROLE@127.0.0.1:PORT/DATABASE (the test cluster trusts every local login). */
const urlOf = (role: string, database: string) =>
  `postgres://${role}@127.0.0.1:${cluster.port}/${database}`;

/** Where psql and pg_dump log in: the cluster, as `role`, on `database`. */
const at = (role: string, database: string) => [
  ...['-h', '127.0.0.1', '-p', String(cluster.port)],
  ...['-U', role, '-d', database],
];

/** psql as the image's entrypoint and the docs run it (ON_ERROR_STOP, no psqlrc); its output. */
function psql(
  login: string[],
  args: string[],
  { env = {}, input = '' }: { env?: Record<string, string>; input?: string } = {},
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      join(bin, 'psql'),
      ['-v', 'ON_ERROR_STOP=1', '--no-password', '--no-psqlrc', ...login, ...args],
      { env: { PATH: process.env.PATH, ...env } },
      (error, stdout, stderr) =>
        error ? reject(new Error(`psql ${args.join(' ')} failed: ${stderr}`)) : resolve(stdout),
    );
    child.stdin?.end(input);
  });
}

/** deploy/postgres/umami.sql as the image runs it: as POSTGRES_USER on POSTGRES_DB. */
const runScript = (env: Record<string, string>) =>
  psql(at('waitlist', 'waitlist'), ['-f', SCRIPT], { env });

/** Runs `use` on a connection of `role` to `database`, then closes it. */
async function as<T>(role: string, database: string, use: (sql: postgres.Sql) => Promise<T>) {
  const sql = postgres(urlOf(role, database), { max: 1, onnotice: () => undefined });
  try {
    return await use(sql);
  } finally {
    await sql.end();
  }
}

/** Whether a SCRAM-SHA-256 verifier, as Postgres stores it, is that of `password` (RFC 5802). */
function scramIsFor(verifier: string, password: string): boolean {
  const [, iterations, salt, storedKey] =
    /^SCRAM-SHA-256\$(\d+):([^$]+)\$([^:]+):/.exec(verifier) ?? [];
  if (!iterations || !salt || !storedKey) return false;
  const salted = pbkdf2Sync(
    password,
    Buffer.from(salt, 'base64'),
    Number(iterations),
    32,
    'sha256',
  );
  const clientKey = createHmac('sha256', salted).update('Client Key').digest();
  return createHash('sha256').update(clientKey).digest('base64') === storedKey;
}

const umamiVerifier = () =>
  as('postgres', 'waitlist', async (sql) => {
    const rows = await sql<{ rolpassword: string }[]>`
      select rolpassword from pg_authid where rolname = 'umami'`;
    return rows[0]?.rolpassword;
  });

beforeAll(async () => {
  bin = postgresBinDir() ?? '';
  cluster = await startPostgres({ database: 'cluster-check', maxConnections: 20 });
  // As the image makes them: POSTGRES_USER a superuser, owning POSTGRES_DB.
  await as('postgres', 'postgres', async (sql) => {
    await sql`create role waitlist superuser login`;
    await sql`create database waitlist owner waitlist`;
  });
  const opened = await openDatabase({ url: urlOf('waitlist', 'waitlist'), poolSize: 1 });
  await insertSignup(opened.db, null, {
    email: 'grace@example.com',
    mailbox: 'grace@example.com',
    name: 'Grace',
    location: '94607',
    phone: null,
    type: 'user',
    company: null,
    notify: true,
    consentText: 'Send me launch updates',
    consentedAt: new Date('2026-11-01T10:00:00Z'),
    geoCity: null,
    geoCountry: null,
  });
  await opened.close();
  // What compose.yaml made before: Umami as the waitlist's login, its tables in a schema `umami`
  // of the waitlist's database (DATABASE_URL …/waitlist?schema=umami).
  await as('waitlist', 'waitlist', async (sql) => {
    await sql`create schema umami`;
    await sql`create table umami.website (website_id uuid primary key, name text not null)`;
    await sql`insert into umami.website values ('2f6c8a4e-5b1d-4c3e-9a7f-0d1e2b3c4a5f', 'Blocal')`;
  });
});

afterAll(async () => {
  await cluster?.close();
});

describe("Umami's own login and database", () => {
  it('makes none without UMAMI_DB_PASSWORD, and says how to add them later', async () => {
    // Unset, or empty as compose.yaml passes it unset (`${UMAMI_DB_PASSWORD:-}`).
    for (const env of [{}, { UMAMI_DB_PASSWORD: '' }] as Record<string, string>[]) {
      const stdout = await runScript(env);
      expect(stdout).toContain(
        'UMAMI_DB_PASSWORD is unset or empty: no login or database made for Umami',
      );
      expect(stdout).toContain('docs/analytics.md');
    }
    expect(await umamiVerifier()).toBeUndefined();
  });

  it("gives Umami a login of its own, owning its database, none of the waitlist's", async () => {
    await runScript({ UMAMI_DB_PASSWORD: 'first-password-0123456789abcdef' });
    expect(scramIsFor((await umamiVerifier()) ?? '', 'first-password-0123456789abcdef')).toBe(true);

    const role = await as(
      'postgres',
      'waitlist',
      (sql) => sql`
      select rolsuper, rolcreatedb, rolcreaterole, rolreplication, rolbypassrls, rolcanlogin
      from pg_roles where rolname = 'umami'`,
    );
    expect(role).toEqual([
      {
        rolsuper: false,
        rolcreatedb: false,
        rolcreaterole: false,
        rolreplication: false,
        rolbypassrls: false,
        rolcanlogin: true,
      },
    ]);

    // Not a table of the waitlist's (signups, the mail queue's) grants it anything.
    const granted = await as(
      'postgres',
      'waitlist',
      (sql) => sql<{ table: string }[]>`
      select n.nspname || '.' || c.relname as table
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')
        and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg_toast%'
        and (has_table_privilege('umami', c.oid,
                                 'select, insert, update, delete, truncate, references, trigger')
          or has_any_column_privilege('umami', c.oid, 'select, insert, update, references'))`,
    );
    expect(granted).toEqual([]);
    const signups = await as(
      'postgres',
      'waitlist',
      (sql) => sql`select count(*)::int as n from signups`,
    );
    expect(signups).toEqual([{ n: 1 }]);

    // It may not even connect to the waitlist's database…
    await expect(as('umami', 'waitlist', (sql) => sql`select 1`)).rejects.toMatchObject({
      code: '42501',
      message: expect.stringContaining('permission denied for database "waitlist"') as string,
    });
    // …and keeps its own: Umami's migrations make a schema and tables there.
    await as('umami', 'umami', async (sql) => {
      await sql`create schema scratch`;
      await sql`create table scratch.website (id int)`;
      await sql`drop schema scratch cascade`;
    });
  });

  it('run again, changes nothing but the password', async () => {
    await runScript({ UMAMI_DB_PASSWORD: 'second-password-0123456789abcdef' });
    expect(scramIsFor((await umamiVerifier()) ?? '', 'second-password-0123456789abcdef')).toBe(
      true,
    );
    const databases = await as(
      'postgres',
      'postgres',
      (sql) => sql<{ datname: string }[]>`
      select datname from pg_database where datname in ('umami', 'waitlist') order by datname`,
    );
    expect(databases.map(({ datname }) => datname)).toEqual(['umami', 'waitlist']);
  });

  it("moves an earlier Umami's tables into its database, as docs/analytics.md says", async () => {
    // pg_dump … | psql, as the docs pipe them between two `docker compose exec`s.
    const { stdout: dump } = await run(join(bin, 'pg_dump'), [
      ...at('waitlist', 'waitlist'),
      ...['--schema=umami', '--no-owner', '--no-privileges'],
    ]);
    await psql(at('umami', 'umami'), [], { input: dump });
    await psql(at('waitlist', 'waitlist'), ['-c', 'DROP SCHEMA umami CASCADE']);

    const websites = await as('umami', 'umami', (sql) => sql`select name from umami.website`);
    expect(websites).toEqual([{ name: 'Blocal' }]);
    const owners = await as(
      'postgres',
      'umami',
      (sql) => sql<{ owner: string }[]>`
      select distinct tableowner as owner from pg_tables where schemaname = 'umami'`,
    );
    expect(owners).toEqual([{ owner: 'umami' }]);
    const left = await as(
      'postgres',
      'waitlist',
      (sql) => sql`
      select 1 from pg_namespace where nspname = 'umami'`,
    );
    expect(left).toEqual([]);
  });
});
