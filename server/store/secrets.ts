import {
  type KeyObject,
  createHmac,
  createSecretKey,
  randomBytes,
} from "node:crypto";
import { germanDateTime } from "../berlin-time.ts";
import { type Db, LASTING_DAY, dialectOf } from "./schema.ts";

/*
 * Keyed hashes with a secret of the day. On SQLite (one process) a day's
 * secret lives in memory only; on PostgreSQL it is shared by every instance
 * through the store and deleted the day after.
 */

/** The German day of a time, YYYY-MM-DD: the visitor log's day too. */
const dayOf = (ms: number) => germanDateTime(new Date(ms)).day;

/** Each store's secrets in this process's memory, by purpose and day. */
const secretsOf = new WeakMap<Db, Map<string, Promise<KeyObject>>>();

async function sharedSecret(
  db: Db,
  purpose: string,
  day: string,
): Promise<KeyObject> {
  const fresh = randomBytes(32).toString("base64url");
  await db
    .insertInto("secrets")
    .values({ purpose, day, secret: fresh })
    .onConflict((conflict) => conflict.columns(["purpose", "day"]).doNothing())
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
function secretOfDay(db: Db, purpose: string, time = Date.now()) {
  let secrets = secretsOf.get(db);
  if (!secrets) secretsOf.set(db, (secrets = new Map()));
  const day = dayOf(time);
  const id = `${purpose}:${day}`;
  let secret = secrets.get(id);
  if (!secret) {
    for (const old of secrets.keys())
      if (old.startsWith(`${purpose}:`)) secrets.delete(old);
    secret =
      dialectOf(db) === "postgres"
        ? sharedSecret(db, purpose, day)
        : Promise.resolve(createSecretKey(randomBytes(32)));
    // A failed read is tried again on the next call.
    const known = secrets;
    secret.catch(() => known.delete(id));
    secrets.set(id, secret);
  }
  return secret;
}

/**
 * A keyed hash (HMAC-SHA-256) of `value` with today's secret for `purpose`:
 * the same value gives the same key all day, on every instance; nobody can
 * test a guessed value against it, and from the next day on nobody can link
 * it to anything.
 */
export async function keyOf(
  db: Db,
  purpose: string,
  value: string,
): Promise<string> {
  return createHmac("sha256", await secretOfDay(db, purpose))
    .update(value)
    .digest("base64url");
}

/** The German day before `day` (YYYY-MM-DD): a calendar step, whatever the day's length in hours. */
function dayBefore(day: string) {
  const [year, month, date] = day.split("-").map(Number);
  return new Date(Date.UTC(year!, month! - 1, date! - 1))
    .toISOString()
    .slice(0, 10);
}

/** Each store's secrets of recent days, by purpose and day (undefined: that day had none). */
const recentOf = new WeakMap<Db, Map<string, Promise<string | undefined>>>();

/**
 * The stored secret of `purpose` for `day`: made when `make` (today), only
 * read otherwise (yesterday's is never made after the fact). Every day older
 * than yesterday is deleted with today's first use.
 */
function recentSecret(db: Db, purpose: string, day: string, make: boolean) {
  let known = recentOf.get(db);
  if (!known) recentOf.set(db, (known = new Map()));
  const id = `${purpose}:${day}`;
  let secret = known.get(id);
  if (!secret) {
    secret = (async () => {
      if (make) {
        await db
          .insertInto("secrets")
          .values({
            purpose,
            day,
            secret: randomBytes(32).toString("base64url"),
          })
          .onConflict((conflict) =>
            conflict.columns(["purpose", "day"]).doNothing(),
          )
          .execute();
        // LASTING_DAY sorts after every date: it is never taken here.
        await db
          .deleteFrom("secrets")
          .where("purpose", "=", purpose)
          .where("day", "<", dayBefore(day))
          .execute();
      }
      const row = await db
        .selectFrom("secrets")
        .select("secret")
        .where("purpose", "=", purpose)
        .where("day", "=", day)
        .executeTakeFirst();
      return row?.secret;
    })();
    const cache = known;
    secret.catch(() => cache.delete(id));
    // Days this process no longer asks for are forgotten here too.
    for (const old of cache.keys())
      if (old.startsWith(`${purpose}:`) && old < `${purpose}:${dayBefore(day)}`)
        cache.delete(old);
    known.set(id, secret);
  }
  return secret;
}

/**
 * Keyed hashes of `value` with the stored secrets of today and yesterday
 * (German days) for `purpose`: a count that runs across midnight finds
 * yesterday's row, and on both engines it survives a restart. The secret of
 * a day is deleted once the day after next begins, so no copy of the store
 * can link a row older than that to a guessed value (2^32 tries would
 * otherwise give back an IPv4 address).
 */
export async function recentKeysOf(
  db: Db,
  purpose: string,
  value: string,
  time = Date.now(),
): Promise<{ today: string; yesterday?: string }> {
  const day = dayOf(time);
  const today = await recentSecret(db, purpose, day, true);
  const yesterday = await recentSecret(db, purpose, dayBefore(day), false);
  const keyWith = (secret: string) =>
    createHmac("sha256", Buffer.from(secret, "base64url"))
      .update(value)
      .digest("base64url");
  return {
    today: keyWith(today!),
    ...(yesterday === undefined ? {} : { yesterday: keyWith(yesterday) }),
  };
}

/**
 * Deletes the secrets of days before yesterday (German days), whether or not
 * anyone asked for a key since: the privacy statement's two days hold
 * without an enquiry too. Lasting secrets stay.
 */
export async function forgetOldDays(db: Db, time = Date.now()) {
  await db
    .deleteFrom("secrets")
    .where("day", "<>", LASTING_DAY)
    .where("day", "<", dayBefore(dayOf(time)))
    .execute();
}

/** Each store's lasting secrets, once read. */
const lastingOf = new WeakMap<Db, Map<string, Promise<string>>>();

/**
 * A secret that lasts, shared by every instance: a return path's check value
 * must still hold when a bounce report arrives days later, a form's signed
 * time when the form is sent. Made on first use; a copy or restore of the
 * store carries it (transfer.ts), the secrets of a day it need not.
 */
export function lasting(db: Db, purpose: string): Promise<string> {
  let known = lastingOf.get(db);
  if (!known) lastingOf.set(db, (known = new Map()));
  let secret = known.get(purpose);
  if (!secret) {
    secret = (async () => {
      await db
        .insertInto("secrets")
        .values({
          purpose,
          day: LASTING_DAY,
          secret: randomBytes(32).toString("base64url"),
        })
        .onConflict((conflict) =>
          conflict.columns(["purpose", "day"]).doNothing(),
        )
        .execute();
      const row = await db
        .selectFrom("secrets")
        .select("secret")
        .where("purpose", "=", purpose)
        .where("day", "=", LASTING_DAY)
        .executeTakeFirstOrThrow();
      return row.secret;
    })();
    const cache = known;
    secret.catch(() => cache.delete(purpose));
    known.set(purpose, secret);
  }
  return secret;
}

/** Forgets what this process read of a store's lasting secrets: a copy or restore replaced them. */
export function forgetLasting(db: Db) {
  lastingOf.delete(db);
  recentOf.delete(db);
}

export const reads = {};
export const writes = {};
/**
 * Both write a secret the first time (keyOf only on PostgreSQL, once a day)
 * and answer from this process's memory after: that one succeeds says
 * nothing about whether the store takes writes now.
 */
export const writesOnFirstUse = { keyOf, lasting, recentKeysOf };
