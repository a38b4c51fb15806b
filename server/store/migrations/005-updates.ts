import { type Kysely, type RawBuilder, sql } from "kysely";

/**
 * Updates to subscribers, who got which, and addresses refused for good.
 */
export async function up(db: Kysely<unknown>, id: RawBuilder<unknown>) {
  await sql`CREATE TABLE updates (
    id ${id},
    key TEXT NOT NULL UNIQUE,
    subject TEXT NOT NULL,
    html TEXT NOT NULL,
    text TEXT NOT NULL,
    source_hash TEXT NOT NULL,
    created_at TEXT NOT NULL
  )`.execute(db);
  await sql`CREATE TABLE update_deliveries (
    update_id INTEGER NOT NULL REFERENCES updates (id) ON DELETE CASCADE,
    signup_id INTEGER NOT NULL REFERENCES signups (id) ON DELETE CASCADE,
    queued_at TEXT NOT NULL,
    sent_at TEXT,
    failed_at TEXT,
    error TEXT,
    PRIMARY KEY (update_id, signup_id)
  )`.execute(db);
  await sql`CREATE INDEX update_deliveries_signup ON update_deliveries (signup_id)`.execute(
    db,
  );
  await sql`ALTER TABLE outbox ADD COLUMN update_id INTEGER REFERENCES updates (id) ON DELETE CASCADE`.execute(
    db,
  );
  await sql`ALTER TABLE outbox ADD COLUMN claimed_by TEXT`.execute(db);
  await sql`ALTER TABLE signups ADD COLUMN undeliverable_at TEXT`.execute(db);
  await sql`ALTER TABLE signups ADD COLUMN undeliverable_reason TEXT`.execute(
    db,
  );
}
