import { sql } from "kysely";
import { update as updateMail } from "../mail/kinds/update.ts";
import { type Db, now } from "./schema.ts";

/** What became of an update's mails so far. */
export interface UpdateTally {
  id: number;
  key: string;
  subject: string;
  startedAt: string;
  /** Recipients when the sending began, less those who left since. */
  recipients: number;
  sent: number;
  failed: number;
  /** Still to send. */
  left: number;
}

/** The mails an update made, what the server did with them. */
const tallyQuery = (db: Db) =>
  db
    .selectFrom("updates")
    .leftJoin("update_deliveries", "update_deliveries.update_id", "updates.id")
    .select((eb) => [
      "updates.id",
      "updates.key",
      "updates.subject",
      "updates.created_at",
      eb.fn.count<number>("update_deliveries.signup_id").as("recipients"),
      eb.fn
        .count<number>("update_deliveries.signup_id")
        .filterWhere("update_deliveries.sent_at", "is not", null)
        .as("sent"),
      eb.fn
        .count<number>("update_deliveries.signup_id")
        .filterWhere("update_deliveries.failed_at", "is not", null)
        .as("failed"),
    ])
    .groupBy([
      "updates.id",
      "updates.key",
      "updates.subject",
      "updates.created_at",
    ])
    .orderBy("updates.id");

const toTally = (row: {
  id: number;
  key: string;
  subject: string;
  created_at: string;
  recipients: number;
  sent: number;
  failed: number;
}): UpdateTally => {
  const recipients = Number(row.recipients);
  const sent = Number(row.sent);
  const failed = Number(row.failed);
  return {
    id: Number(row.id),
    key: row.key,
    subject: row.subject,
    startedAt: row.created_at,
    recipients,
    sent,
    failed,
    left: recipients - sent - failed,
  };
};

/** The update sent under this name, if any. */
export async function find(db: Db, key: string) {
  return db
    .selectFrom("updates")
    .selectAll()
    .where("key", "=", key)
    .executeTakeFirst();
}

/** An update's subject and mail parts (with the placeholder), for its sender. */
export async function content(db: Db, id: number) {
  return db
    .selectFrom("updates")
    .select(["subject", "html", "text"])
    .where("id", "=", id)
    .executeTakeFirst();
}

/**
 * Begins an update: stores it and queues one mail for every subscriber
 * who is confirmed and deliverable at this moment, in one transaction and
 * without reading the subscribers into the process. Returns its id and
 * how many mails were queued.
 */
export async function start(
  db: Db,
  update: {
    key: string;
    subject: string;
    html: string;
    text: string;
    sourceHash: string;
  },
): Promise<{ id: number; recipients: number }> {
  return db.transaction().execute(async (trx) => {
    const time = now();
    const { id } = await trx
      .insertInto("updates")
      .values({
        key: update.key,
        subject: update.subject,
        html: update.html,
        text: update.text,
        source_hash: update.sourceHash,
        created_at: time,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const updateId = Number(id);
    const queued =
      await sql`INSERT INTO update_deliveries (update_id, signup_id, queued_at)
      SELECT CAST(${updateId} AS INTEGER), id, ${time} FROM signups
      WHERE confirmed_at IS NOT NULL AND undeliverable_at IS NULL`.execute(trx);
    await sql`INSERT INTO outbox (created_at, kind, signup_id, update_id)
      SELECT ${time}, ${updateMail.name}, signup_id, update_id FROM update_deliveries
      WHERE update_id = ${updateId}`.execute(trx);
    return {
      id: updateId,
      recipients: Number(queued.numAffectedRows ?? 0),
    };
  });
}

/** What became of one update's mails so far. */
export async function tally(
  db: Db,
  id: number,
): Promise<UpdateTally | undefined> {
  const row = await tallyQuery(db)
    .where("updates.id", "=", id)
    .executeTakeFirst();
  return row && toTally(row);
}

/** Every update's tally, oldest first (npm run updates -- status). */
export async function tallies(db: Db): Promise<UpdateTally[]> {
  return (await tallyQuery(db).execute()).map(toTally);
}

/** How many subscribers an update begun now would go to. */
export async function deliverableSubscribers(db: Db): Promise<number> {
  const row = await db
    .selectFrom("signups")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("confirmed_at", "is not", null)
    .where("undeliverable_at", "is", null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Whether the address may still get an update: confirmed, not unsubscribed, deliverable. */
export async function stillSubscribed(
  db: Db,
  signupId: number,
): Promise<boolean> {
  const row = await db
    .selectFrom("signups")
    .select("id")
    .where("id", "=", signupId)
    .where("confirmed_at", "is not", null)
    .where("undeliverable_at", "is", null)
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether an update's mail to a subscriber left (was accepted by the mail server). */
export async function wasSent(
  db: Db,
  updateId: number,
  signupId: number,
): Promise<boolean> {
  const row = await db
    .selectFrom("update_deliveries")
    .select("sent_at")
    .where("update_id", "=", updateId)
    .where("signup_id", "=", signupId)
    .executeTakeFirst();
  return Boolean(row?.sent_at);
}

/** The updates' calls that only read. */
export const reads = {
  find,
  content,
  tally,
  tallies,
  deliverableSubscribers,
  stillSubscribed,
  wasSent,
};
export const writes = { start };
