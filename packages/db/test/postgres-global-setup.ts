/**
 * Starts one throwaway Postgres cluster for the whole run (Debian's binaries, which the test
 * command installs: tests/support/ensure-postgres.ts), so that every test of the package runs on
 * real Postgres as well as embedded. Without the binaries it does not stop the run: the
 * embedded half still runs, and every Postgres test fails with the reason.
 */
import { startPostgres } from '@brp/testing/postgres';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The cluster's database, or why there is none. */
    postgres: { url: string } | { missing: string };
  }
}

export default async function startSharedPostgres({ provide }: TestProject) {
  try {
    const server = await startPostgres();
    provide('postgres', { url: server.url });
    return () => server.close();
  } catch (error) {
    provide('postgres', { missing: error instanceof Error ? error.message : String(error) });
    return undefined;
  }
}
