/**
 * Where @brp/db's migrations sit, relative to the app's folder: the same in the repository and in
 * the standalone output (see seed-location.ts, which this follows). next.config.ts traces them;
 * the server applies them from here when it opens the waitlist's database.
 */
export const MIGRATIONS_DIR = '../../packages/db/migrations';

/** The migrations' files, as globs relative to the app's folder, for the standalone trace. */
export const MIGRATION_FILES = [`${MIGRATIONS_DIR}/*.sql`, `${MIGRATIONS_DIR}/meta/*.json`];
