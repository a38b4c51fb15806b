import type { Db, MailKind } from "../db.ts";
import { dueBy, now } from "./outbox.ts";

/** The forms' rate limit and the mail server's, shared by every instance on one database. */
export function rateLimits(db: Db) {
  return {
    /**
     * Takes one of this second's `perSecond` sending slots, across every
     * sender on this database: true when taken, false when the second is full.
     */
    async takeSendSlot(perSecond: number): Promise<boolean> {
      const second = Math.floor(Date.now() / 1000);
      const row = await db
        .insertInto("mail_rate")
        .values({ second, count: 1 })
        .onConflict((conflict) =>
          conflict
            .column("second")
            .doUpdateSet((eb) => ({ count: eb("mail_rate.count", "+", 1) }))
            .where("mail_rate.count", "<", perSecond),
        )
        .returning("count")
        .executeTakeFirst();
      if (second % 60 === 0) {
        await db
          .deleteFrom("mail_rate")
          .where("second", "<", second - 60)
          .execute();
      }
      return row !== undefined;
    },

    /**
     * Whether a mail other than these kinds, queued within `withinMs`, is due
     * and waits to be sent: leads go first. An older one waits for a sender
     * that is not running (a server that is down) and holds nothing up.
     */
    async othersWaiting(
      kinds: readonly MailKind[],
      withinMs: number,
    ): Promise<boolean> {
      const time = now();
      const row = await db
        .selectFrom("outbox")
        .select("id")
        .where("kind", "not in", kinds)
        .where("failed_at", "is", null)
        .where("created_at", ">", new Date(Date.now() - withinMs).toISOString())
        .where((eb) => dueBy(eb, time))
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },

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
