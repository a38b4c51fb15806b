import { type Kysely, sql } from "kysely";

/**
 * The confirmation link its own secret, apart from the unsubscribe link's:
 * links mailed before keep working as they did.
 */
export async function up(db: Kysely<unknown>) {
  await sql`ALTER TABLE signups ADD COLUMN confirm_token TEXT`.execute(db);
  await sql`UPDATE signups SET confirm_token = token`.execute(db);
  await sql`CREATE UNIQUE INDEX signups_confirm_token ON signups (confirm_token)`.execute(
    db,
  );
}
