import { type Kysely, type RawBuilder, sql } from "kysely";

/**
 * The schema of the first delivery release (sign-ups without double opt-in).
 */
export async function up(db: Kysely<unknown>, id: RawBuilder<unknown>) {
  await sql`CREATE TABLE IF NOT EXISTS contact_requests (
    id ${id},
    created_at TEXT NOT NULL,
    name TEXT NOT NULL,
    email TEXT NOT NULL,
    company TEXT NOT NULL,
    message TEXT NOT NULL,
    notified_at TEXT,
    notify_attempts INTEGER NOT NULL DEFAULT 0,
    last_error TEXT
  )`.execute(db);
  await sql`CREATE TABLE IF NOT EXISTS signups (
    id ${id},
    created_at TEXT NOT NULL,
    email TEXT NOT NULL UNIQUE
  )`.execute(db);
}
