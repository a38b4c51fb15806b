import { type Kysely, type RawBuilder, sql } from "kysely";

/*
 * What the company teaches the spam defence (issue 55, decision 069): one
 * lesson per enquiry ("Das ist Spam" or "Das ist kein Spam", the last one
 * counts), and the counts of hashed features by the month they were taught
 * in, so that retention deletes whole months. No text of an enquiry is kept
 * here; a lesson outlives its enquiry (its link to it becomes null).
 */
export async function up(db: Kysely<unknown>, id: RawBuilder<unknown>) {
  await sql`CREATE TABLE spam_lessons (
    id ${id},
    contact_id INTEGER UNIQUE REFERENCES contact_requests (id) ON DELETE SET NULL,
    as_spam INTEGER NOT NULL,
    month TEXT NOT NULL,
    taught_at TEXT NOT NULL
  )`.execute(db);
  await sql`CREATE TABLE spam_features (
    month TEXT NOT NULL,
    feature INTEGER NOT NULL,
    spam INTEGER NOT NULL DEFAULT 0,
    ham INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (month, feature)
  )`.execute(db);
}
