import { type Kysely, sql } from "kysely";

/**
 * The outbox becomes a queue that knows no mail kind (issue 47): a mail's
 * state is a column, no longer the first words of `last_error` (which stays,
 * for people only), and what a mail needs besides its rows is its payload
 * (JSON): an overview of held enquiries names their ids instead of sharing
 * its time with their `listed_at`. The rows there now get the state and
 * payload they are in.
 */
export async function up(db: Kysely<unknown>) {
  await sql`ALTER TABLE outbox ADD COLUMN state TEXT NOT NULL DEFAULT 'queued'`.execute(
    db,
  );
  await sql`ALTER TABLE outbox ADD COLUMN payload TEXT`.execute(db);
  // The words the code before this one wrote, read one last time.
  await sql`UPDATE outbox SET state = CASE
      WHEN failed_at IS NOT NULL AND last_error LIKE 'refused: %' THEN 'refused'
      WHEN failed_at IS NOT NULL THEN 'given-up'
      WHEN claimed_until IS NOT NULL THEN 'sending'
      WHEN last_error LIKE 'angehalten: %' THEN 'stopped'
      WHEN last_error IS NOT NULL THEN 'failing'
      ELSE 'queued' END`.execute(db);
  const overviews = await sql<{ id: number; created_at: string }>`
    SELECT id, created_at FROM outbox WHERE kind = 'held-overview'`.execute(db);
  for (const overview of overviews.rows) {
    const listed = await sql<{ id: number }>`SELECT id FROM contact_requests
      WHERE listed_at = ${overview.created_at} AND held_at IS NOT NULL
      ORDER BY id`.execute(db);
    const payload = { enquiries: listed.rows.map((row) => Number(row.id)) };
    await sql`UPDATE outbox SET payload = ${JSON.stringify(payload)}
      WHERE id = ${overview.id}`.execute(db);
  }
  await sql`CREATE INDEX outbox_state ON outbox (kind, state, id)`.execute(db);
}
