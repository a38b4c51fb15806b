import { weekReport } from "./kind.ts";
import { germanDateTime } from "../berlin-time.ts";
import { enqueue } from "../store/outbox.ts";
import type { Db, MailKind } from "../store/schema.ts";

/*
 * What the weekly mail reads of the store: times and counts, never an
 * address, a name or a message; and the counts of what leaves no row
 * behind (migration 015). A room of its own, as the others: the store
 * binds it as `store.week`.
 */

/** A span of stored times: from inclusive, to exclusive (ISO 8601, UTC). */
interface Span {
  from: string;
  to: string;
}

/** The enquiries taken in the span: when each came, and whether it was held back or marked. */
async function enquiries(db: Db, { from, to }: Span) {
  const rows = await db
    .selectFrom("contact_requests")
    .select(["created_at", "held_at", "listed_at", "marked_at"])
    .where("created_at", ">=", from)
    .where("created_at", "<", to)
    .orderBy("created_at")
    .execute();
  return rows.map((row) => ({
    createdAt: row.created_at,
    // Released ones lose their hold but keep their listing in an overview.
    held: row.held_at !== null || row.listed_at !== null,
    marked: row.marked_at !== null,
  }));
}

/** The enquiries held back now, waiting for the owner, and when the oldest came. */
async function heldWaiting(db: Db) {
  const row = await db
    .selectFrom("contact_requests")
    .select((eb) => [
      eb.fn.countAll<number>().as("count"),
      eb.fn.min("created_at").as("oldest"),
    ])
    .where("held_at", "is not", null)
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), oldestAt: row.oldest ?? undefined };
}

/** The sign-ups of the span: taken, confirmed, and addresses the mail server refused for good. */
async function signups(db: Db, { from, to }: Span) {
  const within = (column: "created_at" | "confirmed_at" | "undeliverable_at") =>
    db
      .selectFrom("signups")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where(column, ">=", from)
      .where(column, "<", to)
      .executeTakeFirstOrThrow()
      .then((row) => Number(row.count));
  return {
    taken: await within("created_at"),
    confirmed: await within("confirmed_at"),
    undeliverable: await within("undeliverable_at"),
  };
}

/** The update mails of the span: accepted by the mail server, and given up. */
async function updateMails(db: Db, { from, to }: Span) {
  const within = (column: "sent_at" | "failed_at") =>
    db
      .selectFrom("update_deliveries")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where(column, ">=", from)
      .where(column, "<", to)
      .executeTakeFirstOrThrow()
      .then((row) => Number(row.count));
  return { sent: await within("sent_at"), failed: await within("failed_at") };
}

/** The mails given up and still in the outbox, by kind. */
async function givenUp(db: Db): Promise<{ kind: MailKind; count: number }[]> {
  const rows = await db
    .selectFrom("outbox")
    .select((eb) => ["kind", eb.fn.countAll<number>().as("count")])
    .where("state", "in", ["refused", "given-up"])
    .groupBy("kind")
    .orderBy("kind")
    .execute();
  return rows.map((row) => ({ kind: row.kind, count: Number(row.count) }));
}

/** How many mails wait in the outbox because the mail server stopped their lane. */
async function stoppedMails(db: Db): Promise<number> {
  const row = await db
    .selectFrom("outbox")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("state", "=", "stopped")
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * What is counted: a subscription ended by its link, or by a complaint; an
 * enquiry held back when it was held (released or deleted later, it still
 * counts); one held past the hourly cap of whole stored ones (kept shortened);
 * a sign-up refused past the hourly cap of confirmation mails, or past the
 * smaller one of sign-ups without the form's proof (issue 52).
 */
export type TallyName =
  | "unsubscribed"
  | "complained"
  | "held"
  | "held-shortened"
  | "signup-refused"
  | "signup-refused-unproven";

/** The tables as the query builder sees them (beside the store's Tables). */
export type TallyTables = {
  tallies: { day: string; name: TallyName; count: number };
  week_mails: { week: string; queued_at: string };
};

const withTallies = (db: Db) => db.withTables<TallyTables>();

/** Counts one event on its German day; several instances at once count each. */
export async function tally(db: Db, name: TallyName, at = new Date()) {
  const { day } = germanDateTime(at);
  await withTallies(db)
    .insertInto("tallies")
    .values({ day, name, count: 1 })
    .onConflict((conflict) =>
      conflict
        .columns(["day", "name"])
        .doUpdateSet((eb) => ({ count: eb("tallies.count", "+", 1) })),
    )
    .execute();
}

/** Each name's count over the given German days (0 where none was counted). */
async function tallied(
  db: Db,
  days: readonly string[],
): Promise<Record<TallyName, number>> {
  const rows = await withTallies(db)
    .selectFrom("tallies")
    .select((eb) => ["name", eb.fn.sum<number>("count").as("count")])
    .where("day", "in", [...days])
    .groupBy("name")
    .execute();
  const sums: Record<TallyName, number> = {
    unsubscribed: 0,
    complained: 0,
    held: 0,
    "held-shortened": 0,
    "signup-refused": 0,
    "signup-refused-unproven": 0,
  };
  for (const row of rows) sums[row.name] = Number(row.count);
  return sums;
}

/**
 * Queues the weekly mail with its payload (server/week/kind.ts).
 * `once`: the week's mail (named by its first day) is queued by whoever
 * records the week first, in the same transaction, so several instances on
 * one database queue it once; false when it was queued already.
 */
async function queueMail(
  db: Db,
  payload: unknown,
  { once }: { once?: string } = {},
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    if (once !== undefined) {
      const claimed = await withTallies(trx)
        .insertInto("week_mails")
        .values({ week: once, queued_at: new Date().toISOString() })
        .onConflict((conflict) => conflict.column("week").doNothing())
        .returning("week")
        .executeTakeFirst();
      if (claimed === undefined) return false;
    }
    await enqueue(trx, weekReport, { payload });
    return true;
  });
}

/** Whether the week's mail (named by its first day) was queued by the job already. */
async function weekQueued(db: Db, week: string): Promise<boolean> {
  const row = await withTallies(db)
    .selectFrom("week_mails")
    .select("week")
    .where("week", "=", week)
    .executeTakeFirst();
  return row !== undefined;
}

/** The calls that only read, and the ones that write. */
export const reads = {
  enquiries,
  heldWaiting,
  signups,
  updateMails,
  givenUp,
  stoppedMails,
  tallied,
  weekQueued,
};
export const writes = { tally, queueMail };
