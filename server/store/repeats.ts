import type { Db } from "./schema.ts";

/**
 * Notes a submission by its key for `withinMs` (inside the caller's
 * transaction, so that it counts only if the submission is stored): true when
 * it is new, false when the same key was noted within that time (a repeat).
 * One statement: two repeats at once on two instances count once.
 */
export async function firstSubmission(
  db: Db,
  key: string,
  withinMs: number,
): Promise<boolean> {
  const time = Date.now();
  const row = await db
    .insertInto("recent_submissions")
    .values({ key, expires_at: time + withinMs })
    .onConflict((conflict) =>
      conflict
        .column("key")
        .doUpdateSet({ expires_at: time + withinMs })
        .where("recent_submissions.expires_at", "<=", time),
    )
    .returning("key")
    .executeTakeFirst();
  await db
    .deleteFrom("recent_submissions")
    .where("expires_at", "<=", time)
    .execute();
  return row !== undefined;
}
