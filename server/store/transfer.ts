import Database from "better-sqlite3";
import { sql, type Selectable } from "kysely";
import { createPrivateFile } from "../private-files.ts";
import { sqliteDatabaseOf } from "./database.ts";
import {
  type ContactRow,
  type Db,
  LASTING_DAY,
  type SignupRow,
  type Tables,
  dialectOf,
} from "./schema.ts";
import { forgetLasting } from "./secrets.ts";
import type { TallyTables } from "../week/store.ts";

/** Everything in a store, as `npm run inbox -- copy` and `restore` move it. */
export interface StoreDump {
  contactRequests: ContactRow[];
  signups: SignupRow[];
  updates: Selectable<Tables["updates"]>[];
  updateDeliveries: Selectable<Tables["update_deliveries"]>[];
  outbox: Selectable<Tables["outbox"]>[];
  /**
   * The lasting secrets (a return path's check, the form's signed time, the
   * proof of work): mails and pages out there carry values made with them,
   * so a bounce about a mail sent before the move still reads as genuine.
   * The secrets of a day stay behind: a day's keys may change.
   */
  secrets: { purpose: string; secret: string }[];
  /** The weekly mail's day counts (subscriptions ended, complaints). */
  tallies: TallyTables["tallies"][];
  /** The weeks whose mail the job queued: a moved store sends none twice. */
  weekMails: TallyTables["week_mails"][];
  /** What the company taught the spam defence: its lessons and their counts. */
  spamLessons: Selectable<Tables["spam_lessons"]>[];
  spamFeatures: Selectable<Tables["spam_features"]>[];
}

/** The tables with an id column, parents first: the order rows are loaded in. */
const ID_TABLES = [
  "contact_requests",
  "signups",
  "updates",
  "outbox",
  "spam_lessons",
] as const;

/**
 * Every row, read in one transaction: one snapshot, so a submission
 * arriving meanwhile is either wholly in it (request and queued notice)
 * or not at all.
 */
export async function dump(db: Db): Promise<StoreDump> {
  const dialect = dialectOf(db);
  let transaction = db.transaction();
  if (dialect === "postgres")
    transaction = transaction.setIsolationLevel("repeatable read");
  return transaction.execute(async (trx) => ({
    contactRequests: await trx
      .selectFrom("contact_requests")
      .selectAll()
      .orderBy("id")
      .execute(),
    signups: await trx
      .selectFrom("signups")
      .selectAll()
      .orderBy("id")
      .execute(),
    updates: await trx
      .selectFrom("updates")
      .selectAll()
      .orderBy("id")
      .execute(),
    updateDeliveries: await trx
      .selectFrom("update_deliveries")
      .selectAll()
      .orderBy("update_id")
      .orderBy("signup_id")
      .execute(),
    outbox: await trx.selectFrom("outbox").selectAll().orderBy("id").execute(),
    secrets: await trx
      .selectFrom("secrets")
      .select(["purpose", "secret"])
      .where("day", "=", LASTING_DAY)
      .orderBy("purpose")
      .execute(),
    tallies: await trx
      .withTables<TallyTables>()
      .selectFrom("tallies")
      .selectAll()
      .orderBy("day")
      .orderBy("name")
      .execute(),
    weekMails: await trx
      .withTables<TallyTables>()
      .selectFrom("week_mails")
      .selectAll()
      .orderBy("week")
      .execute(),
    spamLessons: await trx
      .selectFrom("spam_lessons")
      .selectAll()
      .orderBy("id")
      .execute(),
    spamFeatures: await trx
      .selectFrom("spam_features")
      .selectAll()
      .orderBy("month")
      .orderBy("feature")
      .execute(),
  }));
}

/**
 * Takes over a dump into this (empty) store in one transaction, with the
 * same ids (the inbox's numbers stay valid) and the same lasting secrets (in
 * place of any this store made itself); claims are dropped, as their
 * senders are gone. Refuses a store that holds anything. Returns the counts.
 */
export async function load(db: Db, data: StoreDump) {
  const counts = await loadRows(db, data);
  forgetLasting(db);
  return counts;
}

async function loadRows(db: Db, data: StoreDump) {
  const dialect = dialectOf(db);
  return db.transaction().execute(async (trx) => {
    for (const table of ID_TABLES) {
      const { n } = await trx
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow();
      if (Number(n) > 0)
        throw new Error(
          "Die Zieldatenbank ist nicht leer: Sie enthält schon Daten und wird nicht überschrieben.",
        );
    }
    // One row at a time: far below any limit on statement parameters.
    for (const row of data.contactRequests)
      await trx.insertInto("contact_requests").values(row).execute();
    for (const row of data.signups)
      await trx.insertInto("signups").values(row).execute();
    for (const row of data.updates)
      await trx.insertInto("updates").values(row).execute();
    for (const row of data.updateDeliveries)
      await trx.insertInto("update_deliveries").values(row).execute();
    for (const row of data.outbox)
      await trx
        .insertInto("outbox")
        .values({ ...row, claimed_until: null, claimed_by: null })
        .execute();
    for (const { purpose, secret } of data.secrets)
      await trx
        .insertInto("secrets")
        .values({ purpose, day: LASTING_DAY, secret })
        .onConflict((conflict) =>
          conflict.columns(["purpose", "day"]).doUpdateSet({ secret }),
        )
        .execute();
    const weekTables = trx.withTables<TallyTables>();
    for (const row of data.tallies)
      await weekTables.insertInto("tallies").values(row).execute();
    for (const row of data.weekMails)
      await weekTables.insertInto("week_mails").values(row).execute();
    for (const row of data.spamLessons)
      await trx.insertInto("spam_lessons").values(row).execute();
    for (const row of data.spamFeatures)
      await trx.insertInto("spam_features").values(row).execute();
    // New rows continue after the loaded ids.
    if (dialect === "postgres")
      for (const table of ID_TABLES)
        await sql`SELECT setval(pg_get_serial_sequence(${table}, 'id'),
          (SELECT COALESCE(MAX(id), 0) + 1 FROM ${sql.table(table)}), false)`.execute(
          trx,
        );
    return {
      contactRequests: data.contactRequests.length,
      signups: data.signups.length,
      updates: data.updates.length,
      queuedMails: data.outbox.length,
    };
  });
}

/**
 * A consistent copy of the whole SQLite store in `file`, taken with
 * SQLite's online backup API while the store keeps taking writes. `atOnce`
 * copies every page in one step: a copy taken from another process than
 * the server's would start over with each of the server's writes.
 * PostgreSQL is backed up with pg_dump (docs/operations.md).
 */
export async function backup(db: Db, file: string, { atOnce = false } = {}) {
  const database = sqliteDatabaseOf(db);
  if (!database)
    throw new Error(
      "Eine PostgreSQL-Datenbank sichert pg_dump (siehe docs/operations.md), nicht npm run inbox -- backup.",
    );
  // A backup holds what the store holds: the site's user's alone (0600).
  createPrivateFile(file);
  const { totalPages } = await database.backup(file, {
    progress: () => (atOnce ? 0x7fffffff : 100),
  });
  withoutClientCounts(file);
  return { pages: totalPages };
}

/**
 * Takes the client counts out of a backup, and rewrites the file so no
 * page still holds them: a count row beside the secret of its day would
 * turn the row back into an address for as long as the backup is kept,
 * after the store itself has forgotten both (decision 060). A restore
 * loses at most a day of counting.
 */
function withoutClientCounts(file: string) {
  const copy = new Database(file);
  try {
    copy.pragma("journal_mode = DELETE");
    copy.exec("DELETE FROM rate_limits");
    copy.exec("VACUUM");
  } finally {
    copy.close();
  }
}

/** Moving a whole store: `dump` and `backup` only read it (a backup writes its own file). */
export const reads = { dump, backup };
export const writes = { load };
