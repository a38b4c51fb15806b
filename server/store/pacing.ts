import { dueBy } from "./outbox.ts";
import { type Db, type MailKind, now } from "./schema.ts";

/*
 * Pacing outgoing mail: the mail server's limit shared by every sender, and
 * leads before everything else.
 */

/**
 * Takes one of this second's `perSecond` sending slots, across every
 * sender on this database: true when taken, false when the second is full.
 */
export async function takeSlot(db: Db, perSecond: number): Promise<boolean> {
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
}

/**
 * Whether a mail other than these kinds, queued within `withinMs`, is due
 * and waits to be sent: leads go first. An older one waits for a sender
 * that is not running (a server that is down) and holds nothing up.
 */
export async function othersWaiting(
  db: Db,
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
}

/** Pacing's calls that only read. */
export const reads = { othersWaiting };
export const writes = { takeSlot };
