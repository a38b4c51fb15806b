import { dueBy } from "./outbox.ts";
import { type Db, type MailKind, now } from "./schema.ts";

/*
 * The sending slots of MAIL_RATE's windows, counted in the store so that
 * every sender on it shares the mail server's limit, and whether leads wait
 * (they go before everything else). When a sender waits for a slot,
 * ../mail/mail-rate.ts decides.
 */

/** One window of MAIL_RATE: its kind and when it began (ms since the epoch). */
export interface RateWindowKey {
  per: string;
  startsAt: number;
}

const DAY_MS = 86_400_000;
/** How long past windows are kept: a minute of seconds (for a look at the pace), two days of the rest. */
const keepMs = (per: string) => (per === "second" ? 60_000 : 2 * DAY_MS);

/**
 * Takes one of the window's sending slots, across every sender on this
 * database, while fewer than `cap` are taken: true when taken, false when
 * the window is full (for this caller: updates leave leads a few).
 */
export async function takeSlot(
  db: Db,
  { per, startsAt }: RateWindowKey,
  cap: number,
): Promise<boolean> {
  if (cap < 1) return false;
  const row = await db
    .insertInto("mail_rate")
    .values({ per, starts_at: startsAt, count: 1 })
    .onConflict((conflict) =>
      conflict
        .columns(["per", "starts_at"])
        .doUpdateSet((eb) => ({ count: eb("mail_rate.count", "+", 1) }))
        .where("mail_rate.count", "<", cap),
    )
    .returning("count")
    .executeTakeFirst();
  // A new window began: the ones long past go.
  if (row?.count === 1) {
    await db
      .deleteFrom("mail_rate")
      .where((eb) =>
        eb.or([
          eb.and([
            eb("per", "=", per),
            eb("starts_at", "<", startsAt - keepMs(per)),
          ]),
          eb("starts_at", "<", startsAt - 2 * DAY_MS),
        ]),
      )
      .execute();
  }
  return row !== undefined;
}

/** How many of the window's slots are taken, by every sender on this database. */
export async function used(
  db: Db,
  { per, startsAt }: RateWindowKey,
): Promise<number> {
  const row = await db
    .selectFrom("mail_rate")
    .select("count")
    .where("per", "=", per)
    .where("starts_at", "=", startsAt)
    .executeTakeFirst();
  return row?.count ?? 0;
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
    .where("state", "in", ["queued", "sending", "failing", "stopped"])
    .where("created_at", ">", new Date(Date.now() - withinMs).toISOString())
    .where((eb) => dueBy(eb, time))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The slots' calls that only read. */
export const reads = { othersWaiting, used };
export const writes = { takeSlot };
