/**
 * `pnpm --filter @brp/db migrate`: applies the migrations to the database of DATABASE_URL, or to
 * the embedded one in WAITLIST_DB_DIR (the site applies them itself when it starts; this is for
 * an operator who migrates before rolling out).
 */
import { openDatabase } from './client.ts';

const url = process.env.DATABASE_URL;
const folder = process.env.WAITLIST_DB_DIR;
if (!url && !folder) {
  console.error('migrate: set DATABASE_URL (Postgres) or WAITLIST_DB_DIR (the embedded folder).');
  process.exit(1);
}
const opened = await openDatabase(url ? { url } : { folder: folder! });
console.log(`migrate: ${opened.kind} database at ${opened.where} is up to date.`);
await opened.close();
