import { type Kysely, sql } from "kysely";

/**
 * A repeated post taken once, shared secrets for keyed hashes, and a
 * row for the readiness check to write.
 */
export async function up(db: Kysely<unknown>) {
  await sql`CREATE TABLE recent_submissions (
    key TEXT PRIMARY KEY,
    expires_at BIGINT NOT NULL
  )`.execute(db);
  await sql`CREATE TABLE secrets (
    purpose TEXT NOT NULL,
    day TEXT NOT NULL,
    secret TEXT NOT NULL,
    PRIMARY KEY (purpose, day)
  )`.execute(db);
  await sql`CREATE TABLE store_probe (
    id INTEGER PRIMARY KEY,
    checked_at TEXT NOT NULL
  )`.execute(db);
}
