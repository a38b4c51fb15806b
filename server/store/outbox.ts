import { type ExpressionBuilder, type RawBuilder, sql } from "kysely";
import {
  type ContactRow,
  type Db,
  type DialectName,
  type MailKind,
  type SignupRow,
  type Tables,
  dialectOf,
  now,
  toTheCompany,
} from "./schema.ts";

/** A queued mail, taken by one sender, with what it is about. */
export interface ClaimedMail {
  id: number;
  kind: MailKind;
  /** Tries so far, this one included. */
  attempts: number;
  contact?: ContactRow;
  signup?: SignupRow;
  /** The update an "update" mail carries. */
  updateId?: number;
  /** The held enquiries an overview lists (still held when it was taken). */
  listed?: ContactRow[];
  /** The sender holding the claim: only it may mark the mail sent or failed. */
  claimedBy: string | null;
}

/**
 * A mail still failing this long after it was queued is given up: it stays
 * stored as failed (for the inbox and the launch check) and is not retried.
 */
const MAIL_GIVE_UP_MS = 72 * 3_600_000;
/** How long a sender may hold a mail before another may take it over. */
export const CLAIM_MS = 5 * 60_000;

/** A queued mail's next try is due by `time`: never failed, or its wait is over. */
export const dueBy = (eb: ExpressionBuilder<Tables, "outbox">, time: string) =>
  eb.or([eb("next_attempt_at", "is", null), eb("next_attempt_at", "<=", time)]);

/**
 * The database's clock, `plusMs` ahead, as the store writes times (ISO 8601,
 * UTC, milliseconds): claims are taken and checked by one clock for every
 * instance, not each machine's own.
 */
function databaseTime(dialect: DialectName, plusMs = 0): RawBuilder<string> {
  return dialect === "postgres"
    ? sql<string>`to_char((clock_timestamp() + make_interval(secs => ${plusMs / 1000})) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
    : sql<string>`strftime('%Y-%m-%dT%H:%M:%fZ', 'now', ${`${plusMs / 1000} seconds`})`;
}

/** The held enquiries an overview queued at `listedAt` lists (those still held). */
function listedIn(db: Db, listedAt: string): Promise<ContactRow[]> {
  return db
    .selectFrom("contact_requests")
    .selectAll()
    .where("listed_at", "=", listedAt)
    .where("held_at", "is not", null)
    .orderBy("id")
    .execute();
}

/** Only the sender that holds a mail's claim may change it. */
const heldBy = (eb: ExpressionBuilder<Tables, "outbox">, mail: ClaimedMail) =>
  mail.claimedBy === null
    ? eb("claimed_by", "is", null)
    : eb("claimed_by", "=", mail.claimedBy);

/**
 * Queues a mail about a contact request or a sign-up (inside the caller's
 * transaction); an overview of held enquiries is known by its time (`at`).
 */
export async function enqueue(
  db: Db,
  kind: MailKind,
  ref: { contact_id?: number; signup_id?: number },
  at = now(),
) {
  await db
    .insertInto("outbox")
    .values({ created_at: at, kind, ...ref })
    .execute();
}

/** What an update's delivery record keeps of an error: its codes, not the server's text. */
const errorCodeOf = (error: string) =>
  error.match(/\b[45]\d\d\b/)?.[0] ?? "error";

/** Notes with the subscription what became of an update mail. */
async function recordDelivery(
  db: Db,
  mail: ClaimedMail,
  result: { sent_at: string } | { failed_at: string; error: string },
) {
  if (mail.updateId === undefined || !mail.signup) return;
  await db
    .updateTable("update_deliveries")
    .set(result)
    .where("update_id", "=", mail.updateId)
    .where("signup_id", "=", mail.signup.id)
    .execute();
}

/**
 * Takes up to `limit` queued mails of the given kinds for one sender:
 * no other sender gets them until they are sent, failed, or the claim
 * runs out (a sender that died).
 */
export async function claim(
  db: Db,
  kinds: readonly MailKind[],
  limit = 20,
  claimant: string | null = null,
): Promise<ClaimedMail[]> {
  const dialect = dialectOf(db);
  if (kinds.length === 0) return [];
  const time = now();
  const clock = databaseTime(dialect);
  // One statement, a write from its first step: on SQLite it waits its
  // turn behind another process's writes (busy_timeout) instead of
  // failing as a read that later wants to write would (SQLITE_BUSY);
  // on PostgreSQL, SKIP LOCKED leaves rows another sender is taking.
  let free = db
    .selectFrom("outbox")
    .select("id")
    .where("kind", "in", kinds)
    .where("failed_at", "is", null)
    .where((eb) =>
      eb.or([eb("claimed_until", "is", null), eb("claimed_until", "<", clock)]),
    )
    .where((eb) => dueBy(eb, time))
    .orderBy("id")
    .limit(limit);
  if (dialect === "postgres") free = free.forUpdate().skipLocked();
  const claimed = await db
    .updateTable("outbox")
    .set((eb) => ({
      claimed_until: databaseTime(dialect, CLAIM_MS),
      claimed_by: claimant,
      attempts: eb("attempts", "+", 1),
    }))
    .where("id", "in", free)
    .returning([
      "id",
      "kind",
      "created_at",
      "attempts",
      "contact_id",
      "signup_id",
      "update_id",
    ])
    .execute();
  const mails: ClaimedMail[] = [];
  for (const row of claimed.sort((a, b) => a.id - b.id)) {
    const mail: ClaimedMail = {
      id: Number(row.id),
      kind: row.kind,
      attempts: row.attempts,
      claimedBy: claimant,
    };
    if (row.update_id !== null) mail.updateId = Number(row.update_id);
    if (row.kind === "held-overview")
      mail.listed = await listedIn(db, row.created_at);
    if (row.contact_id !== null) {
      mail.contact = await db
        .selectFrom("contact_requests")
        .selectAll()
        .where("id", "=", row.contact_id)
        .executeTakeFirst();
    }
    if (row.signup_id !== null) {
      mail.signup = await db
        .selectFrom("signups")
        .selectAll()
        .where("id", "=", row.signup_id)
        .executeTakeFirst();
    }
    mails.push(mail);
  }
  return mails;
}

/**
 * The mail was accepted by the mail server, or (`delivered: false`) there
 * was nothing left to send, as its recipient left: it leaves the outbox.
 */
export async function sent(
  db: Db,
  mail: ClaimedMail,
  { delivered = true } = {},
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const deleted = await trx
      .deleteFrom("outbox")
      .where("id", "=", mail.id)
      .where((eb) => heldBy(eb, mail))
      .executeTakeFirst();
    // Another sender took the mail over: it records what it did.
    if (Number(deleted.numDeletedRows) === 0) return false;
    if (mail.kind === "contact-notice" && mail.contact) {
      await trx
        .updateTable("contact_requests")
        .set({ notified_at: now() })
        .where("id", "=", mail.contact.id)
        .execute();
    }
    await recordDelivery(
      trx,
      mail,
      delivered ? { sent_at: now() } : { failed_at: now(), error: "skipped" },
    );
    return true;
  });
}

/**
 * Renews this sender's claim right before the mail goes to the mail
 * server, where it may have been held up: false when the claim ran out
 * (on the database's clock) and another sender may have the mail now.
 */
export async function holdClaim(db: Db, mail: ClaimedMail): Promise<boolean> {
  const dialect = dialectOf(db);
  const row = await db
    .updateTable("outbox")
    .set({ claimed_until: databaseTime(dialect, CLAIM_MS) })
    .where("id", "=", mail.id)
    .where((eb) => heldBy(eb, mail))
    .where("claimed_until", ">", databaseTime(dialect))
    .returning("id")
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The mail server refused the mail for good (SMTP 5xx): it is not retried.
 * A refused mail to the company (a notice, an overview of held enquiries)
 * is kept as failed: a fault of the setup, which the launch check names and
 * the inbox can send again (an overview with the enquiries it lists). A
 * mail to a subscriber leaves the queue; when the server refused the recipient
 * (`recipient`), the address is marked undeliverable and gets no further
 * updates, and an update's delivery record keeps the code.
 */
export async function refused(
  db: Db,
  mail: ClaimedMail,
  code: string,
  { recipient }: { recipient: boolean },
) {
  const time = now();
  await db.transaction().execute(async (trx) => {
    const changed = toTheCompany(mail.kind)
      ? await trx
          .updateTable("outbox")
          .set({
            claimed_until: null,
            claimed_by: null,
            last_error: `refused: ${code}`,
            failed_at: time,
          })
          .where("id", "=", mail.id)
          .where((eb) => heldBy(eb, mail))
          .executeTakeFirst()
          .then((result) => Number(result.numUpdatedRows))
      : await trx
          .deleteFrom("outbox")
          .where("id", "=", mail.id)
          .where((eb) => heldBy(eb, mail))
          .executeTakeFirst()
          .then((result) => Number(result.numDeletedRows));
    if (changed === 0) return;
    await recordDelivery(trx, mail, { failed_at: time, error: code });
    if (recipient && mail.signup) {
      await trx
        .updateTable("signups")
        .set({ undeliverable_at: time, undeliverable_reason: code })
        .where("id", "=", mail.signup.id)
        .execute();
    }
  });
}

/**
 * The mail failed: it stays queued and no sender tries it again for
 * `retryInMs`, unless it was queued more than 72 hours ago: then it is
 * given up, kept as failed. True when it was given up.
 */
export async function failed(
  db: Db,
  mail: ClaimedMail,
  error: string,
  retryInMs = 60_000,
) {
  const time = Date.now();
  const row = await db
    .updateTable("outbox")
    .set((eb) => ({
      claimed_until: null,
      claimed_by: null,
      last_error: error.slice(0, 500),
      next_attempt_at: new Date(time + retryInMs).toISOString(),
      failed_at: eb
        .case()
        .when("created_at", "<", new Date(time - MAIL_GIVE_UP_MS).toISOString())
        .then(new Date(time).toISOString())
        .else(null)
        .end(),
    }))
    .where("id", "=", mail.id)
    .where((eb) => heldBy(eb, mail))
    .returning("failed_at")
    .executeTakeFirst();
  if (row?.failed_at) {
    await recordDelivery(db, mail, {
      failed_at: row.failed_at,
      error: errorCodeOf(error),
    });
  }
  return Boolean(row?.failed_at);
}

/** Update mails still queued: they need a mail server and a sender to leave. */
export async function queuedUpdates(db: Db): Promise<number> {
  const row = await db
    .selectFrom("outbox")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("kind", "=", "update")
    .where("failed_at", "is", null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * A given-up mail is queued again, due at once (npm run inbox -- resend):
 * the owner fixed the cause. Its kind, or undefined when no given-up mail
 * has this id. An overview keeps the enquiries it lists (those still held):
 * they are known by its time, which moves with it. One that lists none any
 * more (each released or dismissed meanwhile) is dropped instead: nothing
 * would go out (`nothingLeft`).
 */
export async function resend(
  db: Db,
  id: number,
): Promise<{ kind: MailKind; nothingLeft?: true } | undefined> {
  return db.transaction().execute(async (trx) => {
    const given = await trx
      .selectFrom("outbox")
      .select(["kind", "created_at"])
      .where("id", "=", id)
      .where("failed_at", "is not", null)
      .executeTakeFirst();
    if (!given) return undefined;
    const time = now();
    if (given.kind === "held-overview") {
      const listed = await trx
        .updateTable("contact_requests")
        .set({ listed_at: time })
        .where("listed_at", "=", given.created_at)
        .where("held_at", "is not", null)
        .executeTakeFirst();
      if (Number(listed.numUpdatedRows) === 0) {
        await trx.deleteFrom("outbox").where("id", "=", id).execute();
        return { kind: given.kind, nothingLeft: true };
      }
    }
    const row = await trx
      .updateTable("outbox")
      .set({
        failed_at: null,
        next_attempt_at: null,
        last_error: null,
        attempts: 0,
        created_at: time,
      })
      .where("id", "=", id)
      .returning(["kind", "signup_id", "update_id"])
      .executeTakeFirstOrThrow();
    if (row.update_id != null && row.signup_id !== null) {
      await trx
        .updateTable("update_deliveries")
        .set({ failed_at: null, error: null })
        .where("update_id", "=", row.update_id)
        .where("signup_id", "=", row.signup_id)
        .execute();
    }
    return { kind: row.kind };
  });
}

/** A given-up mail is dropped for good (npm run inbox -- drop). False when no given-up mail has this id. */
export async function dismiss(db: Db, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom("outbox")
    .where("id", "=", id)
    .where("failed_at", "is not", null)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The senders whose id starts with `prefix` that hold claims now. */
export async function claimants(db: Db, prefix: string): Promise<string[]> {
  const rows = await db
    .selectFrom("outbox")
    .select("claimed_by")
    .distinct()
    .where("claimed_by", "like", `${prefix}%`)
    .where("claimed_until", ">", now())
    .execute();
  return rows.flatMap((row) => (row.claimed_by ? [row.claimed_by] : []));
}

/**
 * The relay refused for a reason of its own (the sender, a quota, a rule):
 * the mail goes back to the queue as it was, due at once, its try not
 * counted, with the reason noted for the inbox. It is never given up for it.
 */
export async function putBack(db: Db, mail: ClaimedMail, reason: string) {
  await db
    .updateTable("outbox")
    .set((eb) => ({
      claimed_until: null,
      claimed_by: null,
      attempts: eb("attempts", "-", 1),
      last_error: reason.slice(0, 500),
    }))
    .where("id", "=", mail.id)
    .where((eb) => heldBy(eb, mail))
    .execute();
}

/** Frees the mails a sender that is gone had taken: another may send them at once. */
export async function releaseClaims(db: Db, claimant: string) {
  await db
    .updateTable("outbox")
    .set({ claimed_until: null, claimed_by: null })
    .where("claimed_by", "=", claimant)
    .execute();
}

/**
 * The mails of these kinds that wait after a failure become due at once:
 * the mail server took a mail again, so it is back.
 */
export async function retryNow(db: Db, kinds: readonly MailKind[]) {
  if (kinds.length === 0) return;
  await db
    .updateTable("outbox")
    .set({ next_attempt_at: null })
    .where("kind", "in", kinds)
    .where("failed_at", "is", null)
    .where("next_attempt_at", "is not", null)
    .execute();
}

/** Every mail not sent yet, given up ones included (for the inbox and the tests). */
export async function queued(db: Db) {
  return db
    .selectFrom("outbox")
    .select([
      "id",
      "kind",
      "contact_id",
      "signup_id",
      "update_id",
      "created_at",
      "attempts",
      "last_error",
      "next_attempt_at",
      "failed_at",
    ])
    .orderBy("id")
    .execute();
}

/**
 * The outbox at a glance (the health endpoint): mails still to send, mails
 * given up, and when the oldest mail still to send was queued.
 */
export async function stats(db: Db): Promise<{
  queued: number;
  failed: number;
  oldestQueuedAt: string | null;
}> {
  const row = await db
    .selectFrom("outbox")
    .select((eb) => [
      eb.fn
        .countAll<number>()
        .filterWhere("failed_at", "is", null)
        .as("queued"),
      eb.fn
        .countAll<number>()
        .filterWhere("failed_at", "is not", null)
        .as("failed"),
      eb.fn.min("created_at").filterWhere("failed_at", "is", null).as("oldest"),
    ])
    .executeTakeFirstOrThrow();
  return {
    queued: Number(row.queued),
    failed: Number(row.failed),
    oldestQueuedAt: row.oldest ?? null,
  };
}

/**
 * Mails in trouble: queued ones that failed at least once, and given-up
 * ones; how many, how many of them were given up, and when the oldest was
 * queued.
 */
export async function stuck(db: Db): Promise<{
  stuck: number;
  failed: number;
  /** Notices to the company the mail server refused for good (5xx). */
  refusedNotices: number;
  oldestAt: string | null;
}> {
  const row = await db
    .selectFrom("outbox")
    .select((eb) => [
      eb.fn.countAll<number>().as("stuck"),
      eb.fn
        .countAll<number>()
        .filterWhere("failed_at", "is not", null)
        .as("failed"),
      eb.fn
        .countAll<number>()
        .filterWhere("last_error", "like", "refused: %")
        .as("refused"),
      eb.fn.min("created_at").as("oldest"),
    ])
    .where((eb) =>
      eb.or([
        eb("last_error", "is not", null),
        eb("failed_at", "is not", null),
      ]),
    )
    .executeTakeFirstOrThrow();
  return {
    stuck: Number(row.stuck),
    failed: Number(row.failed),
    refusedNotices: Number(row.refused),
    oldestAt: row.oldest ?? null,
  };
}

/** The outbox's calls that only read (the store keeper: they prove no write). */
export const reads = { queuedUpdates, claimants, queued, stats, stuck };
export const writes = {
  claim,
  sent,
  holdClaim,
  refused,
  failed,
  putBack,
  resend,
  dismiss,
  releaseClaims,
  retryNow,
};
