/**
 * The line's statements stay cheap at any size: with 100,000 confirmed people in the list, none
 * of them reads the table from end to end. Postgres plans each (EXPLAIN of the prepared
 * statement, as the server runs it); a sequential scan of `signups` fails the test.
 */
import postgres from 'postgres';
import { afterAll, beforeAll, expect, it } from 'vitest';

import { emptyPostgresDatabase } from '../test/engines.ts';
import { openDatabase, type OpenedDatabase } from './client.ts';
import { CONFIRM_BY_TOKEN, PLACE, PLACES } from './line.ts';
import { SIGNUP, TEAM_EMAIL_REPORT } from './signups.ts';

const PEOPLE = 100_000;

let opened: OpenedDatabase;
let sql: postgres.Sql;

beforeAll(async () => {
  const { location } = await emptyPostgresDatabase();
  opened = await openDatabase(location);
  sql = postgres((location as { url: string }).url, { max: 1, onnotice: () => undefined });
  // 100,000 confirmed people, every tenth with a credit or two, as one statement.
  await sql.unsafe(`INSERT INTO signups (email, mailbox, name, location, type, notify, consent_text,
      consented_at, referral_code, receipt, status_code, leave_code, confirmed_at, line_number,
      credits, confirm_token_hash, confirm_by)
    SELECT 'p' || n || '@example.com', 'p' || n || '@example.com', 'P', 'Portland', 'user', true,
      'Notify me', now(), 'r' || n, 'c' || n, 's' || n, 'l' || n, now(), n,
      (n % 10 = 0)::int * (n % 3),
      't' || n, now() + interval '7 days'
    FROM generate_series(1, ${PEOPLE}) AS n`);
  await sql.unsafe(`UPDATE waitlist_line SET last_number = ${PEOPLE}`);
  // As autovacuum leaves a settled table: statistics, and pages marked all-visible.
  await sql.unsafe('VACUUM ANALYZE signups');
}, 180_000);
afterAll(async () => {
  await sql?.end();
  await opened?.close();
});

/** Every node of a JSON plan, depth first. */
function nodes(plan: { Plans?: unknown[] }): { 'Node Type': string; 'Relation Name'?: string }[] {
  const node = plan as { 'Node Type': string; 'Relation Name'?: string; Plans?: unknown[] };
  return [node, ...(node.Plans ?? []).flatMap((child) => nodes(child as { Plans?: unknown[] }))];
}

/** The plan Postgres makes for `text` prepared, with `params`: how it reads signups (each node
 * on the table, or on one of its indexes, by type and index). */
async function scansOf(text: string, params: string[]): Promise<string[]> {
  await sql.unsafe(`PREPARE probe AS ${text}`);
  try {
    const [row] = await sql.unsafe<{ 'QUERY PLAN': { Plan: { Plans?: unknown[] } }[] }[]>(
      `EXPLAIN (FORMAT JSON) EXECUTE probe(${params.join(', ')})`,
    );
    const [plan] = row!['QUERY PLAN'];
    return nodes(plan!.Plan)
      .filter((node) => node['Relation Name'] === 'signups' || 'Index Name' in node)
      .map((node) => {
        const index = (node as { 'Index Name'?: string })['Index Name'];
        return index ? `${node['Node Type']} on ${index}` : node['Node Type'];
      });
  } finally {
    await sql.unsafe('DEALLOCATE probe');
  }
}

const text = (value: string) => `'${value}'`;
const NOW = text(new Date().toISOString());

it('a signup looks its referrer up along an index', async () => {
  const form = [
    text('new@example.com'),
    text('new@example.com'),
    text('N'),
    text('Portland'),
    text('97201'),
    'NULL',
    text('user'),
    'NULL',
    'true',
    text('Notify me'),
    NOW,
    ...Array.from({ length: 13 }, () => 'NULL'),
    text('rnew'),
    text('cnew'),
    text('snew'),
    text('lnew'),
  ];
  const scans = await scansOf(SIGNUP, [...form, text('r500'), text('key'), NOW, NOW, NOW]);
  expect(scans).not.toContain('Seq Scan');
});

it('a report of the team e-mail finds its signup by receipt along an index', async () => {
  const scans = await scansOf(TEAM_EMAIL_REPORT, [text('c500')]);
  expect(scans).not.toContain('Seq Scan');
});

it('a confirmation finds its person and their referrer along indexes', async () => {
  const scans = await scansOf(CONFIRM_BY_TOKEN, [text('t99999'), NOW, text('2026-11-28'), '10']);
  expect(scans).not.toContain('Seq Scan');
});

it("a person's place counts the people on one side of them along one index", async () => {
  for (const number of ['50000', '99999']) {
    const scans = await scansOf(PLACE, [number, '1']);
    expect(scans.filter((scan) => scan !== 'Index Scan on waitlist_line_pkey')).toEqual([
      'Index Only Scan on signups_line_idx',
      'Index Only Scan on signups_line_idx',
    ]);
  }
});

it("the team's list numbers the line in one pass along the same index", async () => {
  const scans = await scansOf(PLACES, [text('{1,50000,99999}')]);
  expect(scans).toEqual(['Index Only Scan on signups_line_idx']);
});
