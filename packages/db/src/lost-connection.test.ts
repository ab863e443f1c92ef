import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { emptyPostgresDatabase } from '../test/engines.ts';

/**
 * A connection the server ends while a query runs (a restart, a failover, an operator's
 * pg_terminate_backend) fails that query; the next query, on a new connection, must not fail with
 * the old one's error. postgres.js 3.4.9 replays it (porsager/postgres#1223), and the first
 * signup after a database restart failed: patches/postgres@3.4.9.patch, pinned here.
 */
describe('a connection the server ends mid-query', () => {
  const connect = (url: string) => postgres(url, { max: 1, onnotice: () => undefined });
  let sql: postgres.Sql;
  let operator: postgres.Sql;
  beforeAll(async () => {
    const { url } = (await emptyPostgresDatabase()).location as { url: string };
    [sql, operator] = [connect(url), connect(url)];
  });
  afterAll(async () => {
    await Promise.all([sql?.end({ timeout: 1 }), operator?.end({ timeout: 1 })]);
  });

  it('fails only its own query: the next one runs on a new connection', async () => {
    const [backend] = await sql<{ pid: number }[]>`select pg_backend_pid() as pid`;
    const running = sql`select pg_sleep(30)`.catch((error: unknown) => error);
    // Ended once the sleep is under way, as a restart ends it.
    await expect
      .poll(async () => {
        const [sleeping] = await operator<{ n: number }[]>`
          select count(*)::int as n from pg_stat_activity
          where pid = ${backend!.pid} and query like '%pg_sleep%'`;
        return sleeping!.n;
      })
      .toBe(1);
    await operator`select pg_terminate_backend(${backend!.pid})`;
    // Its own query hears why: the server's code, not only that the connection closed.
    expect(await running).toMatchObject({ code: '57P01' });
    const [row] = await sql<{ one: number }[]>`select 1 as one`;
    expect(row).toEqual({ one: 1 });
  });
});
