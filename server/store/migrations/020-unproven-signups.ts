import { type Kysely, sql } from "kysely";

/*
 * Sign-ups carry the form's proof as enquiries do (issue 52): a signed form
 * time, and with the script a solved task. One that came without asks for
 * its confirmation under a smaller hourly cap of its own, so the column
 * notes when such a sign-up last asked for one (null: it came with the
 * proof, or before this release).
 */
export async function up(db: Kysely<unknown>) {
  await sql`ALTER TABLE signups ADD COLUMN unproven_at TEXT`.execute(db);
}
