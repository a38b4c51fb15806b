import { type Kysely, sql } from "kysely";

/**
 * The rate limit shared by several instances.
 */
export async function up(db: Kysely<unknown>) {
  await sql`CREATE TABLE rate_limits (
    key TEXT PRIMARY KEY,
    count INTEGER NOT NULL,
    expires_at BIGINT NOT NULL
  )`.execute(db);
}
