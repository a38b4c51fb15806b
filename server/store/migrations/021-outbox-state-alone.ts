import { type Kysely, sql } from "kysely";

/*
 * The outbox's `state` becomes the one truth of where a mail is (issue
 * 54.1); `failed_at` is only the time it was refused or given up. The rows
 * there now get the state they are in: a mail nobody holds any longer
 * (released by a sender that stopped) is to send again, failing when it was
 * tried before; one that carries a time of failure and no final state (a
 * release before migration 013 wrote it) was given up. A claim that ran out
 * since is taken back by the next claim (outbox.ts, `lapse`).
 */
export async function up(db: Kysely<unknown>) {
  await sql`UPDATE outbox SET state = CASE
      WHEN failed_at IS NOT NULL THEN CASE
        WHEN state = 'refused' THEN 'refused' ELSE 'given-up' END
      WHEN state IN ('refused', 'given-up') THEN 'queued'
      WHEN state = 'sending' AND claimed_until IS NULL THEN CASE
        WHEN attempts > 1 THEN 'failing' ELSE 'queued' END
      ELSE state END`.execute(db);
  await sql`UPDATE outbox SET claimed_by = NULL
      WHERE claimed_until IS NULL`.execute(db);
}
