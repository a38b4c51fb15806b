import type { Db } from "./schema.ts";
import { forgetOldDays } from "./secrets.ts";

/*
 * Requests per client and window, shared by every instance (PostgreSQL; on
 * SQLite the server counts in memory).
 */

/**
 * Counts one request of a client in the current window, across every
 * instance on this database: the count so far and the milliseconds left.
 * With `earlier` (the client's key of the day before, when keys change
 * daily), a window still open under it goes on there.
 */
export async function count(
  db: Db,
  key: string,
  windowMs: number,
  earlier?: string,
) {
  const time = Date.now();
  if (earlier !== undefined) {
    const open = await db
      .selectFrom("rate_limits")
      .select("key")
      .where("key", "=", earlier)
      .where("expires_at", ">", time)
      .executeTakeFirst();
    if (open) key = earlier;
  }
  const row = await db
    .insertInto("rate_limits")
    .values({ key, count: 1, expires_at: time + windowMs })
    .onConflict((conflict) =>
      conflict.column("key").doUpdateSet((eb) => ({
        count: eb
          .case()
          .when("rate_limits.expires_at", "<=", time)
          .then(1)
          .else(eb("rate_limits.count", "+", 1))
          .end(),
        expires_at: eb
          .case()
          .when("rate_limits.expires_at", "<=", time)
          .then(time + windowMs)
          .else(eb.ref("rate_limits.expires_at"))
          .end(),
      })),
    )
    .returning(["count", "expires_at"])
    .executeTakeFirstOrThrow();
  return { current: row.count, ttl: Number(row.expires_at) - time };
}

/**
 * Forgets counts whose window has ended, the marks of submissions whose
 * time is over (repeats, used form times and proofs of work) and the
 * secrets of days before yesterday: the privacy statement's periods hold to
 * the minute, whether or not anyone posts.
 */
export async function prune(db: Db) {
  const time = Date.now();
  await db.deleteFrom("rate_limits").where("expires_at", "<=", time).execute();
  await db
    .deleteFrom("recent_submissions")
    .where("expires_at", "<=", time)
    .execute();
  await forgetOldDays(db, time);
}

export const reads = {};
export const writes = { count, prune };
