import { type ExpressionBuilder, type RawBuilder, sql } from "kysely";
import {
  type Db,
  type DialectName,
  type MailKind,
  type MailState,
  type Tables,
  dialectOf,
  now,
} from "./schema.ts";

/*
 * The outbox: a queue that knows no mail kind. A row is a mail to send, with
 * its kind's name, the rows it is about and a payload (JSON); what a kind
 * loads, composes and writes in its own tables is its module's
 * (server/mail/kinds/), handed to these calls as callbacks that run in the
 * same transaction. What became of a mail is its `state`; `last_error` is
 * for people only.
 */

/** A queued mail as the queue knows it. */
export interface QueuedMail {
  id: number;
  kind: MailKind;
  /** Tries so far, this one included. */
  attempts: number;
  /** The rows it is about (each deleted with its row). */
  contactId: number | null;
  signupId: number | null;
  updateId: number | null;
  /** What its kind stored with it (JSON); null: nothing. */
  payload: unknown;
  /** The sender holding the claim: only it may complete, fail, refuse or put back the mail. */
  claimedBy: string | null;
}

/** A mail taken by one sender, with what its kind loaded for it. */
export interface ClaimedMail extends QueuedMail {
  /** What the mail is about, as its kind's `load` read it; undefined when that is gone. */
  subject?: unknown;
}

/** Work of a mail's kind in its own tables, in the transaction that changes the mail. */
export type Effect = (trx: Db) => Promise<void>;

/*
 * Where a mail is, is its `state` alone (decision 067): every transition
 * below writes it in the statement that makes the change, and times are
 * only times (`failed_at`: when it was refused or given up). A sent mail
 * leaves the outbox; its kind records it in its own tables.
 */

/** The states of a mail still to send. */
const TO_SEND = [
  "queued",
  "sending",
  "failing",
  "stopped",
] as const satisfies readonly MailState[];
/** The states of a mail done with but kept for the owner (resend or drop). */
const DONE = ["refused", "given-up"] as const satisfies readonly MailState[];

/** A mail in this state was refused for good or given up, and is kept. */
export const isDone = (state: MailState) =>
  (DONE as readonly MailState[]).includes(state);

/** The mail is still to send. */
const toSend = (eb: ExpressionBuilder<Tables, "outbox">) =>
  eb("state", "in", TO_SEND);
/** The mail was refused for good or given up, and is kept. */
const doneWith = (eb: ExpressionBuilder<Tables, "outbox">) =>
  eb("state", "in", DONE);

/**
 * The one rule of a mail in trouble (the inbox's list, the launch check,
 * the warning): it failed at least once and waits, a stopped relay put it
 * back, it is being tried again (its claim counted one more try), or it is
 * done with. A mail that is only queued never is.
 */
export const inTrouble = (mail: { state?: MailState; attempts: number }) =>
  mail.state === "failing" ||
  mail.state === "stopped" ||
  (mail.state === "sending" && mail.attempts > 1) ||
  (mail.state !== undefined && isDone(mail.state));

/** A mail nobody holds any more: failing when it was tried before, else queued. */
const unclaimed = (eb: ExpressionBuilder<Tables, "outbox">) =>
  eb
    .case()
    .when("attempts", ">", 1)
    .then("failing")
    .else("queued")
    .end()
    .$castTo<MailState>();

/** The mail freed: its state as `unclaimed`, no claim. */
const unclaimedRow = (eb: ExpressionBuilder<Tables, "outbox">) => ({
  state: unclaimed(eb),
  claimed_until: null,
  claimed_by: null,
});

/**
 * A mail still failing this long after it was queued is given up: it stays
 * stored as given up (for the inbox and the launch check) and is not retried.
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

/** Only the sender that holds a mail's claim may change it. */
const claimedBy = (
  eb: ExpressionBuilder<Tables, "outbox">,
  mail: QueuedMail,
) =>
  mail.claimedBy === null
    ? eb("claimed_by", "is", null)
    : eb("claimed_by", "=", mail.claimedBy);

/** What a mail is about: the rows it names, and its kind's payload. */
export interface MailRef {
  contact_id?: number;
  signup_id?: number;
  update_id?: number;
  payload?: unknown;
}

/** A kind of mail as the queue takes it: its module (server/mail/kinds/), of which the queue reads the name alone. */
export interface QueueKind {
  name: string;
}

/** Queues a mail of `kind` (inside the caller's transaction), queued at `at`. */
export async function enqueue(
  db: Db,
  kind: QueueKind,
  ref: MailRef,
  at = now(),
) {
  const { payload, ...rows } = ref;
  await db
    .insertInto("outbox")
    .values({
      created_at: at,
      kind: kind.name,
      ...rows,
      payload: payload === undefined ? null : JSON.stringify(payload),
    })
    .execute();
}

/**
 * Takes up to `limit` queued mails of the given kinds for one sender:
 * no other sender gets them until they are done with, or the claim runs out
 * (a sender that died). `load` reads what each is about.
 */
export async function claim(
  db: Db,
  kinds: readonly MailKind[],
  limit = 20,
  claimant: string | null = null,
  load?: (db: Db, mail: QueuedMail) => Promise<unknown>,
): Promise<ClaimedMail[]> {
  const dialect = dialectOf(db);
  if (kinds.length === 0) return [];
  const time = now();
  await lapse(db);
  // One statement, a write from its first step: on SQLite it waits its
  // turn behind another process's writes (busy_timeout) instead of
  // failing as a read that later wants to write would (SQLITE_BUSY);
  // on PostgreSQL, SKIP LOCKED leaves rows another sender is taking.
  let free = db
    .selectFrom("outbox")
    .select("id")
    .where("kind", "in", kinds)
    .where("state", "in", ["queued", "failing", "stopped"])
    .where((eb) => dueBy(eb, time))
    .orderBy("id")
    .limit(limit);
  if (dialect === "postgres") free = free.forUpdate().skipLocked();
  const claimed = await db
    .updateTable("outbox")
    .set((eb) => ({
      state: "sending" as const,
      claimed_until: databaseTime(dialect, CLAIM_MS),
      claimed_by: claimant,
      attempts: eb("attempts", "+", 1),
    }))
    .where("id", "in", free)
    .returning([
      "id",
      "kind",
      "attempts",
      "contact_id",
      "signup_id",
      "update_id",
      "payload",
    ])
    .execute();
  const mails: ClaimedMail[] = [];
  for (const row of claimed.sort((a, b) => a.id - b.id)) {
    const mail: ClaimedMail = {
      id: Number(row.id),
      kind: row.kind,
      attempts: row.attempts,
      contactId: row.contact_id === null ? null : Number(row.contact_id),
      signupId: row.signup_id === null ? null : Number(row.signup_id),
      updateId: row.update_id === null ? null : Number(row.update_id),
      payload: row.payload === null ? null : JSON.parse(row.payload),
      claimedBy: claimant,
    };
    if (load) mail.subject = await load(db, mail);
    mails.push(mail);
  }
  return mails;
}

/**
 * The mail is done with (the mail server accepted it, or there was nothing
 * left to send): it leaves the outbox, and its kind's `effect` runs. False
 * when another sender took it over meanwhile: that one records what it did.
 */
export async function complete(
  db: Db,
  mail: QueuedMail,
  effect?: Effect,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const deleted = await trx
      .deleteFrom("outbox")
      .where("id", "=", mail.id)
      .where((eb) => claimedBy(eb, mail))
      .executeTakeFirst();
    if (Number(deleted.numDeletedRows) === 0) return false;
    await effect?.(trx);
    return true;
  });
}

/**
 * Renews this sender's claim right before the mail goes to the mail
 * server, where it may have been held up: false when the claim ran out
 * (on the database's clock) and another sender may have the mail now.
 */
export async function renewClaim(db: Db, mail: QueuedMail): Promise<boolean> {
  const dialect = dialectOf(db);
  const row = await db
    .updateTable("outbox")
    .set({ claimed_until: databaseTime(dialect, CLAIM_MS) })
    .where("id", "=", mail.id)
    .where((eb) => claimedBy(eb, mail))
    .where("claimed_until", ">", databaseTime(dialect))
    .returning("id")
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The mail server refused the mail for good (SMTP 5xx): it is not retried.
 * Kept (`keep`) as refused for the owner to send again, or else it leaves
 * the queue; its kind's `effect` runs either way.
 */
export async function refuse(
  db: Db,
  mail: QueuedMail,
  code: string,
  { keep, effect }: { keep: boolean; effect?: Effect },
) {
  await db.transaction().execute(async (trx) => {
    const changed = keep
      ? await trx
          .updateTable("outbox")
          .set({
            state: "refused",
            claimed_until: null,
            claimed_by: null,
            last_error: `refused: ${code}`,
            failed_at: now(),
          })
          .where("id", "=", mail.id)
          .where((eb) => claimedBy(eb, mail))
          .executeTakeFirst()
          .then((result) => Number(result.numUpdatedRows))
      : await trx
          .deleteFrom("outbox")
          .where("id", "=", mail.id)
          .where((eb) => claimedBy(eb, mail))
          .executeTakeFirst()
          .then((result) => Number(result.numDeletedRows));
    if (changed > 0) await effect?.(trx);
  });
}

/**
 * The mail failed: it stays queued and no sender tries it again for
 * `retryInMs`, unless it was queued more than 72 hours ago: then it is
 * given up, kept, and `givenUp` runs with the time. True when it was given up.
 */
export async function fail(
  db: Db,
  mail: QueuedMail,
  error: string,
  retryInMs = 60_000,
  givenUp?: (trx: Db, at: string) => Promise<void>,
): Promise<boolean> {
  const time = Date.now();
  const giveUp = (eb: ExpressionBuilder<Tables, "outbox">) =>
    eb("created_at", "<", new Date(time - MAIL_GIVE_UP_MS).toISOString());
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable("outbox")
      .set((eb) => ({
        state: eb
          .case()
          .when(giveUp(eb))
          .then("given-up")
          .else("failing")
          .end()
          .$castTo<MailState>(),
        claimed_until: null,
        claimed_by: null,
        last_error: error.slice(0, 500),
        next_attempt_at: new Date(time + retryInMs).toISOString(),
        failed_at: eb
          .case()
          .when(giveUp(eb))
          .then(new Date(time).toISOString())
          .else(null)
          .end(),
      }))
      .where("id", "=", mail.id)
      .where((eb) => claimedBy(eb, mail))
      .returning(["state", "failed_at"])
      .executeTakeFirst();
    if (row?.state !== "given-up" || row.failed_at === null) return false;
    await givenUp?.(trx, row.failed_at);
    return true;
  });
}

/**
 * The relay refused for a reason of its own (the sender, a quota, a rule):
 * the mail goes back to the queue as it was, due at once, its try not
 * counted, stopped, with the reason noted for the inbox. It is never given
 * up for it.
 */
export async function putBack(db: Db, mail: QueuedMail, reason: string) {
  await db
    .updateTable("outbox")
    .set((eb) => ({
      state: "stopped" as const,
      claimed_until: null,
      claimed_by: null,
      attempts: eb("attempts", "-", 1),
      last_error: reason.slice(0, 500),
    }))
    .where("id", "=", mail.id)
    .where((eb) => claimedBy(eb, mail))
    .execute();
}

/** Frees the mails a sender that is gone had taken: another may send them at once. */
export async function releaseClaims(db: Db, claimant: string) {
  await db
    .updateTable("outbox")
    .set(unclaimedRow)
    .where("claimed_by", "=", claimant)
    .where("state", "=", "sending")
    .execute();
}

/**
 * Takes back every claim that ran out (a sender that died or hung), on the
 * database's clock: the mail is to send again. Each claim does this first.
 */
export async function lapse(db: Db) {
  const dialect = dialectOf(db);
  let lapsed = db
    .selectFrom("outbox")
    .select("id")
    .where("state", "=", "sending")
    .where((eb) =>
      eb.or([
        eb("claimed_until", "is", null),
        eb("claimed_until", "<", databaseTime(dialect)),
      ]),
    );
  // A row another sender is claiming right now is its to take.
  if (dialect === "postgres") lapsed = lapsed.forUpdate().skipLocked();
  await db
    .updateTable("outbox")
    .set(unclaimedRow)
    .where("id", "in", lapsed)
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
    .where(toSend)
    .where("next_attempt_at", "is not", null)
    .execute();
}

/**
 * A refused or given-up mail is queued again, due at once (npm run inbox
 * -- resend): the owner fixed the cause. Its kind, or undefined when no
 * such mail has this id. Its kind's `prepare` readies its own tables; when
 * it finds nothing left to send (false), the mail is dropped instead
 * (`nothingLeft`).
 */
export async function resend(
  db: Db,
  id: number,
  prepare?: (trx: Db, mail: QueuedMail, at: string) => Promise<boolean>,
): Promise<{ kind: MailKind; nothingLeft?: true } | undefined> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("outbox")
      .select(["kind", "contact_id", "signup_id", "update_id", "payload"])
      .where("id", "=", id)
      .where(doneWith)
      .executeTakeFirst();
    if (!row) return undefined;
    const time = now();
    const mail: QueuedMail = {
      id,
      kind: row.kind,
      attempts: 0,
      contactId: row.contact_id === null ? null : Number(row.contact_id),
      signupId: row.signup_id === null ? null : Number(row.signup_id),
      updateId: row.update_id === null ? null : Number(row.update_id),
      payload: row.payload === null ? null : JSON.parse(row.payload),
      claimedBy: null,
    };
    if (prepare && !(await prepare(trx, mail, time))) {
      await trx.deleteFrom("outbox").where("id", "=", id).execute();
      return { kind: row.kind, nothingLeft: true };
    }
    await trx
      .updateTable("outbox")
      .set({
        state: "queued",
        failed_at: null,
        next_attempt_at: null,
        last_error: null,
        attempts: 0,
        created_at: time,
      })
      .where("id", "=", id)
      .execute();
    return { kind: row.kind };
  });
}

/** A refused or given-up mail is dropped for good (npm run inbox -- drop). False when no such mail has this id. */
export async function drop(db: Db, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom("outbox")
    .where("id", "=", id)
    .where(doneWith)
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

/** Mails of one kind still to send (the launch check: updates need a mail server and a sender to leave). */
export async function waiting(db: Db, kind: MailKind): Promise<number> {
  const row = await db
    .selectFrom("outbox")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("kind", "=", kind)
    .where(toSend)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Every mail not sent yet, given up ones included (for the inbox and the
 * tests), each with whether it is in trouble (`stuck`) and done with
 * (`done`). All columns there are: the owner's commands read a store whose
 * schema is behind as it is.
 */
export async function queued(db: Db) {
  const rows = await db
    .selectFrom("outbox")
    .selectAll()
    .orderBy("id")
    .execute();
  // Before migration 013 a row has no state: it reads as only queued.
  return rows.map((row) => ({
    ...row,
    stuck: inTrouble(row),
    done: row.state !== undefined && isDone(row.state),
  }));
}

/**
 * The outbox at a glance (the health endpoint): mails still to send, mails
 * given up or refused, and when the oldest mail still to send was queued.
 */
export async function stats(db: Db): Promise<{
  queued: number;
  failed: number;
  oldestQueuedAt: string | null;
}> {
  const row = await db
    .selectFrom("outbox")
    .select((eb) => [
      eb.fn.countAll<number>().filterWhere(toSend).as("queued"),
      eb.fn.countAll<number>().filterWhere(doneWith).as("failed"),
      eb.fn.min("created_at").filterWhere(toSend).as("oldest"),
    ])
    .executeTakeFirstOrThrow();
  return {
    queued: Number(row.queued),
    failed: Number(row.failed),
    oldestQueuedAt: row.oldest ?? null,
  };
}

/**
 * Mails in trouble: queued ones that failed at least once (or were put back
 * by a stopped relay), and refused or given-up ones; how many, how many of
 * them are done with, and when the oldest was queued.
 */
export async function stuck(db: Db): Promise<{
  stuck: number;
  failed: number;
  /** Mails to the company the mail server refused for good (5xx). */
  refusedNotices: number;
  oldestAt: string | null;
}> {
  // A queued mail is never in trouble: only the others are read.
  const troubled = (
    await db
      .selectFrom("outbox")
      .select(["state", "attempts", "created_at"])
      .where("state", "<>", "queued")
      .execute()
  ).filter(inTrouble);
  const oldest = troubled.map((mail) => mail.created_at).sort()[0];
  return {
    stuck: troubled.length,
    failed: troubled.filter((mail) => isDone(mail.state)).length,
    refusedNotices: troubled.filter((mail) => mail.state === "refused").length,
    oldestAt: oldest ?? null,
  };
}

/** The outbox's calls that only read (the store keeper: they prove no write). */
export const reads = { waiting, claimants, queued, stats, stuck };
export const writes = {
  claim,
  complete,
  renewClaim,
  refuse,
  fail,
  putBack,
  resend,
  drop,
  releaseClaims,
  lapse,
  retryNow,
};
