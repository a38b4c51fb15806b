import { type Kysely, sql } from "kysely";

/**
 * A mail's return path names its sign-up's row by a mark of the row's own
 * token as well as by its id (decision 047). The rows there are now get the
 * time of this migration: mails whose return path holds the id alone went to
 * them until then, and a report about one is believed for a while. A row made
 * later has none, so no such return path reaches it, whatever id it got.
 */
export async function up(db: Kysely<unknown>) {
  await sql`ALTER TABLE signups ADD COLUMN old_return_paths_until TEXT`.execute(
    db,
  );
  await sql`UPDATE signups SET old_return_paths_until = ${new Date().toISOString()}`.execute(
    db,
  );
}
