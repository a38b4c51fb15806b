import { type Kysely, type RawBuilder, sql } from "kysely";
import { newToken } from "../schema.ts";

/**
 * Double opt-in with a consent record, and an outbox for every mail.
 */
export async function up(db: Kysely<unknown>, id: RawBuilder<unknown>) {
  await sql`ALTER TABLE signups RENAME TO signups_unconfirmed`.execute(db);
  await sql`CREATE TABLE signups (
    id ${id},
    created_at TEXT NOT NULL,
    email TEXT NOT NULL,
    email_key TEXT NOT NULL UNIQUE,
    consent_text TEXT NOT NULL,
    confirmed_at TEXT,
    token TEXT NOT NULL UNIQUE,
    confirmation_requested_at TEXT
  )`.execute(db);
  // Earlier sign-ups were never confirmed: they stay pending, get no
  // mail, and the deletion job removes them after the pending period.
  const legacy = await sql<{
    created_at: string;
    email: string;
  }>`SELECT created_at, email FROM signups_unconfirmed`.execute(db);
  for (const row of legacy.rows) {
    await sql`INSERT INTO signups (created_at, email, email_key, consent_text, token)
      VALUES (${row.created_at}, ${row.email}, ${row.email.toLowerCase()},
        ${"(vor Einführung der Bestätigung per E-Mail erfasst)"}, ${newToken()})
      ON CONFLICT (email_key) DO NOTHING`.execute(db);
  }
  await sql`DROP TABLE signups_unconfirmed`.execute(db);
  await sql`CREATE TABLE outbox (
    id ${id},
    created_at TEXT NOT NULL,
    kind TEXT NOT NULL,
    contact_id INTEGER REFERENCES contact_requests (id) ON DELETE CASCADE,
    signup_id INTEGER REFERENCES signups (id) ON DELETE CASCADE,
    attempts INTEGER NOT NULL DEFAULT 0,
    last_error TEXT,
    claimed_until TEXT
  )`.execute(db);
  await sql`INSERT INTO outbox (created_at, kind, contact_id)
    SELECT created_at, 'contact-notice', id FROM contact_requests
    WHERE notified_at IS NULL`.execute(db);
  await sql`ALTER TABLE contact_requests DROP COLUMN notify_attempts`.execute(
    db,
  );
  await sql`ALTER TABLE contact_requests DROP COLUMN last_error`.execute(db);
  await sql`CREATE INDEX outbox_contact ON outbox (contact_id)`.execute(db);
  await sql`CREATE INDEX outbox_signup ON outbox (signup_id)`.execute(db);
  await sql`CREATE INDEX contact_requests_email ON contact_requests (email)`.execute(
    db,
  );
}
