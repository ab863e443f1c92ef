import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

import type * as schema from './schema.ts';

/** The waitlist's database, on either engine (client.ts opens it). */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
