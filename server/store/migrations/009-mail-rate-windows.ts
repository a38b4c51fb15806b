import { type Kysely, sql } from "kysely";

/**
 * The mail server's limit per second, minute, hour or day (MAIL_RATE,
 * decision 041): one row per kind of window and its start. The rows of
 * 006's table counted single seconds, gone a second later: nothing in them
 * to keep.
 */
export async function up(db: Kysely<unknown>) {
  await sql`DROP TABLE mail_rate`.execute(db);
  await sql`CREATE TABLE mail_rate (
    per TEXT NOT NULL,
    starts_at BIGINT NOT NULL,
    count INTEGER NOT NULL,
    PRIMARY KEY (per, starts_at)
  )`.execute(db);
}
