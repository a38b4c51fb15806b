import { contactNotice } from "../mail/kinds/contact-notice.ts";
import { signupConfirmation } from "../mail/kinds/signup-confirmation.ts";
import { signupWelcome } from "../mail/kinds/signup-welcome.ts";
import { markUndeliverable } from "./undeliverable.ts";
import { type ExpressionBuilder, sql } from "kysely";
import {
  CONFIRMATION_MAIL_INTERVAL_MS,
  cutoff,
  retention,
} from "../../app/content/retention.ts";
import type { ContactSubmission } from "../../app/lib/submission.ts";
import { enqueue } from "./outbox.ts";
import { noticesWithinHour } from "../held/store.ts";
import { count } from "./rate-limits.ts";
import { firstSubmission } from "./repeats.ts";
import { type TallyName, tally } from "../week/store.ts";
import {
  type ContactRow,
  type Db,
  type HeldReason,
  type SignupRow,
  type Tables,
  dialectOf,
  newToken,
  now,
} from "./schema.ts";

/** How long the same submission from the same client counts as a repeat. */
const REPEAT_WINDOW_MS = 10 * 60_000;

/** What a sign-up did: a new pending address, a repeated one, or nothing new. */
/**
 * What a sign-up did: a new pending address, a repeated one, nothing new,
 * or nothing at all because the hour's confirmation mails are all queued
 * ("over-cap": the visitor is told to try again later).
 */
type SubscribeResult = "new" | "confirmation-resent" | "unchanged" | "over-cap";

/**
 * Held enquiries stored whole per hour, across all clients (issue 52): past
 * it a held one keeps its name, address and the first HELD_SHORT_CHARACTERS
 * of its message, and is counted, so a flood of bot posts fills neither the
 * database nor the overview.
 */
export const HELD_WHOLE_PER_HOUR = 100;
export const HELD_SHORT_CHARACTERS = 500;
const HOUR_MS = 3_600_000;

/** A held message as kept past the hourly cap: its beginning, and a mark that it was cut. */
const shortened = (message: string) =>
  message.length <= HELD_SHORT_CHARACTERS
    ? message
    : `${message.slice(0, HELD_SHORT_CHARACTERS)} […]`;

/** Whether the hour's held enquiries stored whole are all used up. */
async function heldHourFull(db: Db, at: number) {
  const row = await db
    .selectFrom("contact_requests")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("held_at", ">=", new Date(at - HOUR_MS).toISOString())
    .executeTakeFirstOrThrow();
  return Number(row.count) >= HELD_WHOLE_PER_HOUR;
}

const emailKey = (email: string) => email.trim().toLowerCase();

/**
 * What the store records of a contact request, as the spam defence decided
 * it (server/spam/verdict.ts): held back (which kind of hold, and why), its
 * notice marked for the mail filter (why), both or neither.
 */
export interface Verdict {
  hold?: { kind: string; reasons: readonly HeldReason[] };
  mark?: readonly string[];
}

/** The counts a verdict may take, inside the transaction that stores the enquiry. */
export interface Counts {
  /** Notes a single-use mark for `withinMs`: false when it was noted within that time before. */
  firstUse(key: string, withinMs: number): Promise<boolean>;
  /** Counts the enquiry for a client (a keyed hash; `earlier`: its key of the day before): how many within its window, this one included. */
  client(key: string, windowMs: number, earlier?: string): Promise<number>;
  /** Unmarked notices queued or sent within the last hour. */
  noticesWithinHour(): Promise<number>;
}

/** How the spam defence reaches its verdict on an enquiry, given the counts. */
export type Judge = (counts: Counts) => Promise<Verdict>;

/** The counts of a transaction: a repeat of the enquiry counts nothing, a stored one counts once. */
const countsIn = (trx: Db): Counts => ({
  firstUse: (key, withinMs) => firstSubmission(trx, key, withinMs),
  client: async (key, windowMs, earlier) =>
    (await count(trx, key, windowMs, earlier)).current,
  noticesWithinHour: () => noticesWithinHour(trx),
});

/**
 * Stores a contact request and queues its notice; returns the new id. With
 * `repeatKey`, the same key within `REPEAT_WINDOW_MS` (a double click, a
 * retried request) stores nothing and returns undefined. The `verdict` (or
 * the judge that reaches it here, with the counts of this transaction) is
 * recorded with it: a held one gets no notice, a marked one's is marked.
 */
export async function addContact(
  db: Db,
  contact: ContactSubmission,
  {
    repeatKey,
    verdict = {},
  }: { repeatKey?: string; verdict?: Verdict | Judge } = {},
): Promise<number | undefined> {
  return db.transaction().execute(async (trx) => {
    if (
      repeatKey !== undefined &&
      !(await firstSubmission(trx, repeatKey, REPEAT_WINDOW_MS))
    )
      return undefined;
    const { hold, mark = [] } =
      typeof verdict === "function" ? await verdict(countsIn(trx)) : verdict;
    const time = now();
    const cut = hold !== undefined && (await heldHourFull(trx, Date.now()));
    if (hold) await tally(trx, cut ? "held-shortened" : "held");
    const { id } = await trx
      .insertInto("contact_requests")
      .values({
        created_at: time,
        ...contact,
        ...(cut ? { message: shortened(contact.message) } : {}),
        held_at: hold ? time : null,
        hold_kind: hold ? hold.kind : null,
        held_reasons: hold ? JSON.stringify(hold.reasons) : null,
        review_token: hold ? newToken() : null,
        marked_at: mark.length > 0 ? time : null,
        marked_reason: mark.length > 0 ? mark.join("; ").slice(0, 500) : null,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    if (!hold) await enqueue(trx, contactNotice, { contact_id: Number(id) });
    return Number(id);
  });
}

/**
 * Whether the hour's confirmation mails are all asked for (every sign-up
 * that asked for one within the hour, new or repeated; with `unproven`,
 * only those that came without the form's proof). Two sign-ups at the same
 * moment on PostgreSQL may both see one slot left: the cap holds to within
 * the instances' concurrent posts.
 */
async function confirmationsFull(
  db: Db,
  perHour: number,
  { unproven = false } = {},
) {
  if (!Number.isFinite(perHour)) return false;
  const since = new Date(Date.now() - HOUR_MS).toISOString();
  const row = await db
    .selectFrom("signups")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where(unproven ? "unproven_at" : "confirmation_requested_at", ">=", since)
    .executeTakeFirstOrThrow();
  return Number(row.count) >= perHour;
}

/** A sign-up refused past a cap: counted for the weekly mail, nothing stored. */
async function refused(db: Db, why: TallyName): Promise<SubscribeResult> {
  await tally(db, why);
  return "over-cap";
}

/**
 * Whether a sign-up came without the form's proof (issue 52), judged inside
 * the transaction that takes it: its single-use marks are noted there.
 */
export type SignupJudge = (counts: Counts) => Promise<boolean>;

/** How a sign-up is taken: the hour's caps, and whether it came with the form's proof. */
export interface SubscribeOptions {
  /** Confirmation mails asked for per hour, across all sign-ups. */
  mailsPerHour?: number;
  /** Of those, by sign-ups without the form's proof. */
  unprovenPerHour?: number;
  /** Whether this one came without it (or how to judge that); false by default. */
  unproven?: boolean | SignupJudge;
}

/**
 * A sign-up (double opt-in): a new address is stored as pending and gets a
 * confirmation mail; a pending one gets at most one more mail per hour and
 * its pending period starts again; a confirmed one is left as it is,
 * unless the mail server refused it for good: then it is asked to confirm
 * again, as a new sign-up would be, through a new link (only that
 * confirmation clears the mark). Past the hour's cap nothing is stored and
 * the visitor is told to try later; a sign-up without the form's proof has
 * a smaller cap of its own, so a bot cannot spend the hour's mails on
 * strangers (each refusal is counted for the weekly mail).
 */
export async function subscribe(
  db: Db,
  email: string,
  consentText: string,
  {
    mailsPerHour = Infinity,
    unprovenPerHour = Infinity,
    unproven = false,
  }: SubscribeOptions = {},
): Promise<SubscribeResult> {
  return db.transaction().execute(async (trx) => {
    const time = now();
    // The overall cap first: a person refused by it keeps their form's
    // proof unused for the next try.
    if (await confirmationsFull(trx, mailsPerHour))
      return refused(trx, "signup-refused");
    const withoutProof =
      typeof unproven === "function" ? await unproven(countsIn(trx)) : unproven;
    if (
      withoutProof &&
      (await confirmationsFull(trx, unprovenPerHour, { unproven: true }))
    )
      return refused(trx, "signup-refused-unproven");
    const unprovenAt = withoutProof ? time : null;
    const inserted = await trx
      .insertInto("signups")
      .values({
        created_at: time,
        email: email.trim(),
        email_key: emailKey(email),
        consent_text: consentText,
        token: newToken(),
        confirm_token: newToken(),
        confirmation_requested_at: time,
        unproven_at: unprovenAt,
      })
      .onConflict((conflict) => conflict.column("email_key").doNothing())
      .returning("id")
      .executeTakeFirst();
    if (inserted) {
      await enqueue(trx, signupConfirmation, {
        signup_id: Number(inserted.id),
      });
      return "new";
    }
    const resendBefore = new Date(
      Date.now() - CONFIRMATION_MAIL_INTERVAL_MS,
    ).toISOString();
    const renewed = await trx
      .updateTable("signups")
      .set({
        created_at: time,
        consent_text: consentText,
        confirmation_requested_at: time,
        unproven_at: unprovenAt,
        // A pending address keeps the link its first mail carried; a
        // confirmed one gets a new link, so no old mail can confirm it.
        confirm_token: sql<string>`CASE WHEN confirmed_at IS NULL THEN confirm_token ELSE ${newToken()} END`,
      })
      .where("email_key", "=", emailKey(email))
      .where((eb) =>
        eb.or([
          eb("confirmed_at", "is", null),
          eb("undeliverable_at", "is not", null),
        ]),
      )
      .where((eb) =>
        eb.or([
          eb("confirmation_requested_at", "is", null),
          eb("confirmation_requested_at", "<", resendBefore),
        ]),
      )
      .returning("id")
      .executeTakeFirst();
    if (!renewed) return "unchanged";
    await enqueue(trx, signupConfirmation, {
      signup_id: Number(renewed.id),
    });
    return "confirmation-resent";
  });
}

/**
 * Confirms the sign-up of a confirmation link's token and queues the
 * welcome mail; an address marked undeliverable is deliverable again only
 * through the link of the mail its new sign-up asked for. A link confirms
 * once: used again (or after a newer confirmation), it changes nothing and
 * the answer is still true. False for an unknown or expired token.
 */
export async function confirm(db: Db, token: string): Promise<boolean> {
  // Rows an older release wrote have no confirmation secret of their own.
  const ofLink = (eb: ExpressionBuilder<Tables, "signups">) =>
    eb.or([
      eb("confirm_token", "=", token),
      eb.and([eb("confirm_token", "is", null), eb("token", "=", token)]),
    ]);
  return db.transaction().execute(async (trx) => {
    const confirmed = await trx
      .updateTable("signups")
      .set({
        confirmed_at: now(),
        undeliverable_at: null,
        undeliverable_reason: null,
      })
      .where(ofLink)
      .where((eb) =>
        eb.or([
          eb("confirmed_at", "is", null),
          eb("confirmed_at", "<", eb.ref("confirmation_requested_at")),
        ]),
      )
      .where("created_at", ">=", cutoff(retention.pendingSignupDays))
      .returning("id")
      .executeTakeFirst();
    if (confirmed) {
      await enqueue(trx, signupWelcome, {
        signup_id: Number(confirmed.id),
      });
      return true;
    }
    const before = await trx
      .selectFrom("signups")
      .select("id")
      .where(ofLink)
      .where("confirmed_at", "is not", null)
      .executeTakeFirst();
    return before !== undefined;
  });
}

/** Deletes the address of a link's token (and its queued mails). */
export async function unsubscribe(db: Db, token: string): Promise<boolean> {
  const result = await db
    .deleteFrom("signups")
    .where("token", "=", token)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function contacts(db: Db): Promise<ContactRow[]> {
  return db.selectFrom("contact_requests").selectAll().orderBy("id").execute();
}

export async function signups(db: Db): Promise<SignupRow[]> {
  return db.selectFrom("signups").selectAll().orderBy("id").execute();
}

/** Everything stored about one address (Art. 15 DSGVO). */
export async function findByEmail(db: Db, email: string) {
  const key = emailKey(email);
  return {
    contactRequests: await db
      .selectFrom("contact_requests")
      .selectAll()
      .where((eb) => eb(eb.fn("lower", ["email"]), "=", key))
      .orderBy("id")
      .execute(),
    signups: await db
      .selectFrom("signups")
      .selectAll()
      .where("email_key", "=", key)
      .execute(),
    updateDeliveries: await db
      .selectFrom("update_deliveries")
      .innerJoin("signups", "signups.id", "update_deliveries.signup_id")
      .innerJoin("updates", "updates.id", "update_deliveries.update_id")
      .select([
        "updates.subject",
        "update_deliveries.queued_at",
        "update_deliveries.sent_at",
        "update_deliveries.failed_at",
        "update_deliveries.error",
      ])
      .where("signups.email_key", "=", key)
      .orderBy("update_deliveries.queued_at")
      .execute(),
    // The mails about the person not sent yet, or given up: their last
    // error can quote the address (a sent mail leaves the queue; what
    // became of updates is in updateDeliveries, of notices notified_at).
    mails: await db
      .selectFrom("outbox")
      .leftJoin("contact_requests", "contact_requests.id", "outbox.contact_id")
      .leftJoin("signups", "signups.id", "outbox.signup_id")
      .select([
        "outbox.id",
        "outbox.kind",
        "outbox.created_at",
        "outbox.attempts",
        "outbox.next_attempt_at",
        "outbox.state",
        "outbox.failed_at",
        "outbox.last_error",
      ])
      .where((eb) =>
        eb.or([
          eb(eb.fn("lower", ["contact_requests.email"]), "=", key),
          eb("signups.email_key", "=", key),
        ]),
      )
      .orderBy("outbox.id")
      .execute(),
  };
}

/** Deletes one contact request and its queued notice (npm run inbox -- delete --id N); false when there is none. */
export async function deleteContact(db: Db, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom("contact_requests")
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * Deletes everything stored about one address, queued mails included
 * (Art. 17). On SQLite the bytes are overwritten (secure_delete) and the
 * write-ahead log, which still holds the rows' earlier pages, is emptied
 * into the file.
 */
export async function forget(db: Db, email: string) {
  const key = emailKey(email);
  const removed = await db.transaction().execute(async (trx) => {
    const contacts = await trx
      .deleteFrom("contact_requests")
      .where((eb) => eb(eb.fn("lower", ["email"]), "=", key))
      .executeTakeFirst();
    const signups = await trx
      .deleteFrom("signups")
      .where("email_key", "=", key)
      .executeTakeFirst();
    return {
      contactRequests: Number(contacts.numDeletedRows),
      signups: Number(signups.numDeletedRows),
    };
  });
  if (dialectOf(db) === "sqlite")
    await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(db);
  return removed;
}

/**
 * Deletes what the privacy statement's periods no longer allow: contact
 * requests (with their queued notices), pending sign-ups past their
 * period, and confirmed sign-ups past theirs.
 */
export async function deleteExpired(db: Db, at: Date = new Date()) {
  return db.transaction().execute(async (trx) => {
    const contacts = await trx
      .deleteFrom("contact_requests")
      .where("created_at", "<", cutoff(retention.contactRequestDays, at))
      .executeTakeFirst();
    const pending = await trx
      .deleteFrom("signups")
      .where("confirmed_at", "is", null)
      .where("created_at", "<", cutoff(retention.pendingSignupDays, at))
      .executeTakeFirst();
    const confirmed = await trx
      .deleteFrom("signups")
      .where("confirmed_at", "<", cutoff(retention.confirmedSignupDays, at))
      .executeTakeFirst();
    return {
      contactRequests: Number(contacts.numDeletedRows),
      pendingSignups: Number(pending.numDeletedRows),
      confirmedSignups: Number(confirmed.numDeletedRows),
    };
  });
}

/** Deletes contact requests older than `days` (npm run inbox -- delete --older-than). */
export async function deleteContactsOlderThan(db: Db, days: number) {
  const result = await db
    .deleteFrom("contact_requests")
    .where("created_at", "<", cutoff(days))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The owner lifts an address's mark (npm run inbox -- deliverable); false when it had none. */
export async function clearUndeliverable(
  db: Db,
  email: string,
): Promise<boolean> {
  const result = await db
    .updateTable("signups")
    .set({ undeliverable_at: null, undeliverable_reason: null })
    .where("email_key", "=", emailKey(email))
    .where("undeliverable_at", "is not", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** A complaint ends the subscription as an unsubscribe does: the address is deleted. */
export async function endSubscription(
  db: Db,
  signupId: number,
): Promise<boolean> {
  const result = await db
    .deleteFrom("signups")
    .where("id", "=", signupId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * What a report about a mail to a sign-up is checked against: the row's
 * address, its token (its mark in the return path) and until when return
 * paths of the older form went to it. Undefined when there is no such
 * sign-up (any more).
 */
export async function signupForReport(db: Db, signupId: number) {
  return db
    .selectFrom("signups")
    .select(["email", "token", "old_return_paths_until"])
    .where("id", "=", signupId)
    .executeTakeFirst();
}

/** The calls that only read. */
export const reads = { contacts, signups, findByEmail, signupForReport };
export const writes = {
  addContact,
  subscribe,
  confirm,
  unsubscribe,
  deleteContact,
  forget,
  deleteExpired,
  deleteContactsOlderThan,
  markUndeliverable,
  clearUndeliverable,
  endSubscription,
};
