import { type Kysely, sql } from "kysely";

/**
 * The mail server's limit of mails per second, shared by every sender.
 */
export async function up(db: Kysely<unknown>) {
  await sql`CREATE TABLE mail_rate (
    second BIGINT PRIMARY KEY,
    count INTEGER NOT NULL
  )`.execute(db);
}
