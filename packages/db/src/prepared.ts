/**
 * The waitlist's hot statements (a signup, a confirmation, a place), as SQL of our own, run
 * prepared: Postgres parses and plans each once per connection. Drizzle's `execute` sends raw SQL
 * unprepared (`client.unsafe`), so these go to the driver directly: postgres.js with
 * `prepare: true`, PGlite's `query` (the extended protocol, one statement).
 */
import type { PGlite } from '@electric-sql/pglite';
import { getTableColumns, type Table } from 'drizzle-orm';
import type postgres from 'postgres';

import type { Database } from './client.ts';

type Driver = postgres.Sql | PGlite;

function driverOf(db: Database): Driver {
  return (db as unknown as { $client: Driver }).$client;
}

/** Runs `text` with `params` ($1, $2, …) as a prepared statement; its rows. */
export async function prepared<Row>(
  db: Database,
  text: string,
  params: readonly unknown[],
): Promise<Row[]> {
  const driver = driverOf(db);
  // A moment as ISO 8601 text, which either driver sends for any timestamp parameter.
  const values = params.map((value) => (value instanceof Date ? value.toISOString() : value));
  if ('unsafe' in driver) {
    return (await driver.unsafe(text, values as postgres.ParameterOrJSON<never>[], {
      prepare: true,
    })) as unknown as Row[];
  }
  return (await driver.query<Row>(text, values)).rows;
}

/**
 * A RETURNING or SELECT list of every column of `table` under its TypeScript name (`"mail_due_at"
 * AS "mailDueAt"`), as Drizzle would read it; `bigint` columns as numbers (float8: both drivers
 * read it as a JS number, and ids stay far below 2^53).
 */
export function columnList(table: Table, alias?: string): string {
  const prefix = alias ? `"${alias}".` : '';
  return Object.entries(getTableColumns(table))
    .map(([key, column]) => {
      const value = `${prefix}"${column.name}"`;
      return `${column.columnType === 'PgBigInt53' ? `${value}::float8` : value} AS "${key}"`;
    })
    .join(', ');
}

/**
 * A row that `columnList(table)` selected, its values as Drizzle would hand them over: each
 * column's own mapping from the driver's value (postgres.js, as Drizzle sets it up, hands moments
 * over as text; PGlite as dates), so a statement of our own returns the table's TypeScript type.
 */
export function rowOf<Row extends object>(table: Table, raw: Record<string, unknown>): Row {
  const row: Record<string, unknown> = { ...raw };
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = raw[key];
    if (value !== null && value !== undefined) row[key] = column.mapFromDriverValue(value);
  }
  return row as Row;
}
