import { type Kysely, sql } from "kysely";

/**
 * Enquiries the spam defence holds back (decision 043): when and why, and
 * when an overview mail to the company first listed them.
 */
export async function up(db: Kysely<unknown>) {
  for (const column of ["held_at", "held_reason", "listed_at"])
    await sql`ALTER TABLE contact_requests ADD COLUMN ${sql.raw(column)} TEXT`.execute(
      db,
    );
  await sql`CREATE INDEX contact_requests_held ON contact_requests (held_at)`.execute(
    db,
  );
}
