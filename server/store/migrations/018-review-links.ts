import { randomBytes } from "node:crypto";
import { type Kysely, sql } from "kysely";

/*
 * One token per action (issue 52, decision 059): since this migration an
 * overview's links carry a token signed with the enquiry's `review_token`,
 * which no link carries any more. Before, both links carried that secret
 * itself, so every enquiry still held gets a new one: an old link, shown to
 * whoever saw an overview, can no longer act (its page says it expired).
 * Those an overview listed within the last 14 days, the links' new life,
 * are listed again: the next overview brings them with links that work,
 * unless an overview that names them is still waiting in the outbox (it is
 * composed with new links when it goes).
 */

const DAY_MS = 86_400_000;

export async function up(db: Kysely<unknown>) {
  const { rows: held } = await sql<{
    id: number;
    listed_at: string | null;
  }>`SELECT id, listed_at FROM contact_requests WHERE held_at IS NOT NULL`.execute(
    db,
  );
  const { rows: waiting } = await sql<{
    payload: string | null;
  }>`SELECT payload FROM outbox WHERE kind = 'held-overview'`.execute(db);
  const inWaitingOverview = new Set(
    waiting.flatMap(
      (mail) =>
        (JSON.parse(mail.payload ?? "{}") as { enquiries?: number[] })
          .enquiries ?? [],
    ),
  );
  const since = new Date(Date.now() - 14 * DAY_MS).toISOString();
  for (const row of held) {
    const relist =
      row.listed_at !== null &&
      row.listed_at >= since &&
      !inWaitingOverview.has(Number(row.id));
    await sql`UPDATE contact_requests SET review_token = ${randomBytes(32).toString("base64url")}${relist ? sql`, listed_at = NULL` : sql``} WHERE id = ${row.id}`.execute(
      db,
    );
  }
}
