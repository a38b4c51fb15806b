import { type Kysely, sql } from "kysely";

/**
 * Retries until 72 hours after queueing, backing off, instead of 20 tries
 * a minute apart; a mail that still fails then is kept as failed.
 */
export async function up(db: Kysely<unknown>) {
  await sql`ALTER TABLE outbox ADD COLUMN next_attempt_at TEXT`.execute(db);
  await sql`ALTER TABLE outbox ADD COLUMN failed_at TEXT`.execute(db);
  // The old rule dropped a mail silently after 20 tries. Such a mail is
  // tried again while within 72 hours of being queued; an older one is
  // recorded as given up now (these figures are the old and new rules
  // as of this migration, not settings).
  const now = new Date();
  const giveUpBefore = new Date(now.getTime() - 72 * 3_600_000);
  await sql`UPDATE outbox SET failed_at = ${now.toISOString()}
    WHERE attempts >= 20 AND created_at < ${giveUpBefore.toISOString()}`.execute(
    db,
  );
  await sql`CREATE INDEX outbox_queue ON outbox (kind, failed_at, id)`.execute(
    db,
  );
}
