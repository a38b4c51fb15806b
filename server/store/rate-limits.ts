import type { Db } from "../db.ts";

/** The forms' rate limit, shared by every instance on one database. */
export function rateLimits(db: Db) {
  return {
    /**
     * Counts one request of a client in the current window, across every
     * instance on this database: the count so far and the milliseconds left.
     */
    async countRequest(key: string, windowMs: number) {
      const time = Date.now();
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
    },

    /** Forgets counts whose window has ended. */
    async pruneRateLimits() {
      await db
        .deleteFrom("rate_limits")
        .where("expires_at", "<=", Date.now())
        .execute();
    },
  };
}
