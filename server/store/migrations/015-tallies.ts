import { type Kysely, sql } from "kysely";

/**
 * The weekly mail's tables (issue 47): `tallies` counts what leaves no row
 * behind (a subscription ended by its link or by a complaint deletes the
 * sign-up, so only a count per German day and kind of event says it
 * happened; nothing in it names a person), and `week_mails` holds one row
 * per week whose mail the job queued: the first instance to insert it
 * queues the mail, every other finds it there.
 */
export async function up(db: Kysely<unknown>) {
  await sql`CREATE TABLE tallies (day TEXT NOT NULL, name TEXT NOT NULL, count INTEGER NOT NULL, PRIMARY KEY (day, name))`.execute(
    db,
  );
  await sql`CREATE TABLE week_mails (week TEXT NOT NULL PRIMARY KEY, queued_at TEXT NOT NULL)`.execute(
    db,
  );
}
