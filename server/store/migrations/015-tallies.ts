import { type Kysely, sql } from "kysely";

/**
 * Counts of what leaves no row behind (issue 47, the weekly mail): a
 * subscription ended by its link or by a complaint deletes the sign-up, so
 * only a count per German day and kind of event says it happened. Nothing
 * in it names a person.
 */
export async function up(db: Kysely<unknown>) {
  await sql`CREATE TABLE tallies (day TEXT NOT NULL, name TEXT NOT NULL, count INTEGER NOT NULL, PRIMARY KEY (day, name))`.execute(
    db,
  );
}
