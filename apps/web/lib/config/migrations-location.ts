/**
 * Where @brp/db's migrations sit, relative to the app's folder: the same in the repository and in
 * the standalone output (see seed-location.ts, which this follows). next.config.ts traces them;
 * the server applies them from here when it opens the waitlist's database.
 */
export const MIGRATIONS_DIR = '../../packages/db/migrations';

/** The migrations' files, as globs relative to the app's folder, for the standalone trace. */
export const MIGRATION_FILES = [`${MIGRATIONS_DIR}/*.sql`, `${MIGRATIONS_DIR}/meta/*.json`];

/**
 * The new embedded database the build leaves beside the standalone server (@brp/db's
 * embedded-template.ts), relative to the app's folder: a new server's database is made from it
 * instead of by initdb. The repository's app folder has none, so `pnpm dev` and `next start` run
 * initdb.
 */
export const EMBEDDED_TEMPLATE_FILE = 'waitlist-template.tar.gz';
