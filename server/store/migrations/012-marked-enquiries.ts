import { type Kysely, sql } from "kysely";

/**
 * Enquiries whose content reads like an offer (issue 46): their notice goes
 * out at once, marked for the company's mail filter; when and why. And the
 * secret of a held enquiry's release and dismiss links in the overview mail:
 * good once, gone with the enquiry. And what the server saw that the
 * owner's checks report (an untrusted proxy).
 */
export async function up(db: Kysely<unknown>) {
  for (const column of ["marked_at", "marked_reason", "review_token"])
    await sql`ALTER TABLE contact_requests ADD COLUMN ${sql.raw(column)} TEXT`.execute(
      db,
    );
  await sql`CREATE TABLE observations (name TEXT PRIMARY KEY, seen_at TEXT NOT NULL)`.execute(
    db,
  );
  await sql`CREATE UNIQUE INDEX contact_requests_review_token ON contact_requests (review_token)`.execute(
    db,
  );
}
