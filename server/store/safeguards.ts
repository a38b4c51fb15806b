import {
  type KeyObject,
  createHmac,
  createSecretKey,
  randomBytes,
} from "node:crypto";
import type { Db, DialectName } from "../db.ts";
import { germanDateTime } from "../berlin-time.ts";
import { now } from "./outbox.ts";

/**
 * Notes a submission by its key for `withinMs` (inside the caller's
 * transaction, so that it counts only if the submission is stored): true when
 * it is new, false when the same key was noted within that time (a repeat).
 * One statement: two repeats at once on two instances count once.
 */
export async function firstSubmission(
  db: Db,
  key: string,
  withinMs: number,
): Promise<boolean> {
  const time = Date.now();
  const row = await db
    .insertInto("recent_submissions")
    .values({ key, expires_at: time + withinMs })
    .onConflict((conflict) =>
      conflict
        .column("key")
        .doUpdateSet({ expires_at: time + withinMs })
        .where("recent_submissions.expires_at", "<=", time),
    )
    .returning("key")
    .executeTakeFirst();
  await db
    .deleteFrom("recent_submissions")
    .where("expires_at", "<=", time)
    .execute();
  return row !== undefined;
}

/** The German day of a time, YYYY-MM-DD: the visitor log's day too. */
const dayOf = (ms: number) => germanDateTime(new Date(ms)).day;

/**
 * Keyed hashes with a secret of the day, repeated posts taken once, and the
 * readiness check's write. On SQLite (one process) a day's secret lives in
 * memory only; on PostgreSQL it is shared by every instance through the
 * store and deleted the day after.
 */
export function safeguards(db: Db, dialect: DialectName) {
  const secrets = new Map<string, Promise<KeyObject>>();

  async function sharedSecret(
    purpose: string,
    day: string,
  ): Promise<KeyObject> {
    const fresh = randomBytes(32).toString("base64url");
    await db
      .insertInto("secrets")
      .values({ purpose, day, secret: fresh })
      .onConflict((conflict) =>
        conflict.columns(["purpose", "day"]).doNothing(),
      )
      .execute();
    // Another instance may have made the day's secret first: theirs counts.
    const row = await db
      .selectFrom("secrets")
      .select("secret")
      .where("purpose", "=", purpose)
      .where("day", "=", day)
      .executeTakeFirstOrThrow();
    await db
      .deleteFrom("secrets")
      .where("purpose", "=", purpose)
      .where("day", "<", day)
      .execute();
    return createSecretKey(Buffer.from(row.secret, "base64url"));
  }

  /** The secret of `purpose` for today (German day), made on first use. */
  function secretOfDay(purpose: string, time = Date.now()): Promise<KeyObject> {
    const day = dayOf(time);
    const id = `${purpose}:${day}`;
    let secret = secrets.get(id);
    if (!secret) {
      for (const old of secrets.keys())
        if (old.startsWith(`${purpose}:`)) secrets.delete(old);
      secret =
        dialect === "postgres"
          ? sharedSecret(purpose, day)
          : Promise.resolve(createSecretKey(randomBytes(32)));
      // A failed read is tried again on the next call.
      secret.catch(() => secrets.delete(id));
      secrets.set(id, secret);
    }
    return secret;
  }

  return {
    /**
     * A keyed hash (HMAC-SHA-256) of `value` with today's secret for
     * `purpose`: the same value gives the same key all day, on every
     * instance; nobody can test a guessed value against it, and from the next
     * day on nobody can link it to anything.
     */
    async keyOf(purpose: string, value: string): Promise<string> {
      return createHmac("sha256", await secretOfDay(purpose))
        .update(value)
        .digest("base64url");
    },

    /** Writes the readiness check's row: fails when the store takes no writes. */
    async probeWrite(): Promise<void> {
      await db
        .insertInto("store_probe")
        .values({ id: 1, checked_at: now() })
        .onConflict((conflict) =>
          conflict.column("id").doUpdateSet({ checked_at: now() }),
        )
        .execute();
    },
  };
}
