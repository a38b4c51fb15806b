import type { Selectable } from "kysely";
import {
  CONFIRMATION_MAIL_INTERVAL_MS,
  cutoff,
  retention,
} from "../app/content/retention.ts";
import type { ContactSubmission } from "../app/lib/submission.ts";
import {
  type Db,
  type DialectName,
  type MailKind,
  type Tables,
  newToken,
  openPostgres,
  openSqlite,
} from "./db.ts";

export type ContactRow = Selectable<Tables["contact_requests"]>;
export type SignupRow = Selectable<Tables["signups"]>;

/** Everything in a store, as `npm run inbox -- copy` moves it. */
interface StoreDump {
  contactRequests: ContactRow[];
  signups: SignupRow[];
  outbox: Selectable<Tables["outbox"]>[];
}

/** A queued mail, taken by one sender, with what it is about. */
export interface ClaimedMail {
  id: number;
  kind: MailKind;
  /** Tries so far, this one included. */
  attempts: number;
  contact?: ContactRow;
  signup?: SignupRow;
}

/** What a sign-up did: a new pending address, a repeated one, or nothing new. */
type SubscribeResult = "new" | "confirmation-resent" | "unchanged";

/**
 * A mail still failing this long after it was queued is given up: it stays
 * stored as failed (for the inbox and the launch check) and is not retried.
 */
const MAIL_GIVE_UP_MS = 72 * 3_600_000;
/** How long a sender may hold a mail before another may take it over. */
export const CLAIM_MS = 5 * 60_000;

const now = () => new Date().toISOString();
const emailKey = (email: string) => email.trim().toLowerCase();

/**
 * Durable storage of form submissions, sign-ups and the mails they cause.
 * Every write is committed before the caller answers the visitor.
 */
function createStore(db: Db, dialect: DialectName) {
  async function enqueue(
    kind: MailKind,
    ref: { contact_id?: number; signup_id?: number },
    trx: Db = db,
  ) {
    await trx
      .insertInto("outbox")
      .values({ created_at: now(), kind, ...ref })
      .execute();
  }

  return {
    dialect,

    /** Stores a contact request and queues its notice; returns the new id. */
    async addContact(contact: ContactSubmission): Promise<number> {
      return db.transaction().execute(async (trx) => {
        const { id } = await trx
          .insertInto("contact_requests")
          .values({ created_at: now(), ...contact })
          .returning("id")
          .executeTakeFirstOrThrow();
        await enqueue("contact-notice", { contact_id: Number(id) }, trx);
        return Number(id);
      });
    },

    /**
     * A sign-up (double opt-in): a new address is stored as pending and gets a
     * confirmation mail; a pending one gets at most one more mail per hour and
     * its pending period starts again; a confirmed one is left as it is.
     */
    async subscribe(
      email: string,
      consentText: string,
    ): Promise<SubscribeResult> {
      return db.transaction().execute(async (trx) => {
        const time = now();
        const inserted = await trx
          .insertInto("signups")
          .values({
            created_at: time,
            email: email.trim(),
            email_key: emailKey(email),
            consent_text: consentText,
            token: newToken(),
            confirmation_requested_at: time,
          })
          .onConflict((conflict) => conflict.column("email_key").doNothing())
          .returning("id")
          .executeTakeFirst();
        if (inserted) {
          await enqueue(
            "signup-confirmation",
            {
              signup_id: Number(inserted.id),
            },
            trx,
          );
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
          })
          .where("email_key", "=", emailKey(email))
          .where("confirmed_at", "is", null)
          .where((eb) =>
            eb.or([
              eb("confirmation_requested_at", "is", null),
              eb("confirmation_requested_at", "<", resendBefore),
            ]),
          )
          .returning("id")
          .executeTakeFirst();
        if (!renewed) return "unchanged";
        await enqueue(
          "signup-confirmation",
          {
            signup_id: Number(renewed.id),
          },
          trx,
        );
        return "confirmation-resent";
      });
    },

    /**
     * Confirms the pending sign-up of a link's token and queues the welcome
     * mail. True also for an address confirmed before; false for an unknown
     * or expired token.
     */
    async confirm(token: string): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const confirmed = await trx
          .updateTable("signups")
          .set({ confirmed_at: now() })
          .where("token", "=", token)
          .where("confirmed_at", "is", null)
          .where("created_at", ">=", cutoff(retention.pendingSignupDays))
          .returning("id")
          .executeTakeFirst();
        if (confirmed) {
          await enqueue(
            "signup-welcome",
            {
              signup_id: Number(confirmed.id),
            },
            trx,
          );
          return true;
        }
        const before = await trx
          .selectFrom("signups")
          .select("id")
          .where("token", "=", token)
          .where("confirmed_at", "is not", null)
          .executeTakeFirst();
        return before !== undefined;
      });
    },

    /** Deletes the address of a link's token (and its queued mails). */
    async unsubscribe(token: string): Promise<boolean> {
      const result = await db
        .deleteFrom("signups")
        .where("token", "=", token)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /**
     * Takes up to `limit` queued mails of the given kinds for one sender:
     * no other sender gets them until they are sent, failed, or the claim
     * runs out (a sender that died).
     */
    async claimMails(
      kinds: readonly MailKind[],
      limit = 20,
    ): Promise<ClaimedMail[]> {
      if (kinds.length === 0) return [];
      const time = now();
      const claimed = await db.transaction().execute(async (trx) => {
        let free = trx
          .selectFrom("outbox")
          .select("id")
          .where("kind", "in", kinds)
          .where("failed_at", "is", null)
          .where((eb) =>
            eb.or([
              eb("claimed_until", "is", null),
              eb("claimed_until", "<", time),
            ]),
          )
          .where((eb) =>
            eb.or([
              eb("next_attempt_at", "is", null),
              eb("next_attempt_at", "<=", time),
            ]),
          )
          .orderBy("id")
          .limit(limit);
        if (dialect === "postgres") free = free.forUpdate().skipLocked();
        const ids = (await free.execute()).map((row) => row.id);
        if (ids.length === 0) return [];
        return trx
          .updateTable("outbox")
          .set((eb) => ({
            claimed_until: new Date(Date.now() + CLAIM_MS).toISOString(),
            attempts: eb("attempts", "+", 1),
          }))
          .where("id", "in", ids)
          .returning(["id", "kind", "attempts", "contact_id", "signup_id"])
          .execute();
      });
      const mails: ClaimedMail[] = [];
      for (const row of claimed.sort((a, b) => a.id - b.id)) {
        const mail: ClaimedMail = {
          id: Number(row.id),
          kind: row.kind,
          attempts: row.attempts,
        };
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
    },

    /** The mail was accepted by the mail server: it leaves the outbox. */
    async mailSent(mail: ClaimedMail) {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom("outbox").where("id", "=", mail.id).execute();
        if (mail.kind === "contact-notice" && mail.contact) {
          await trx
            .updateTable("contact_requests")
            .set({ notified_at: now() })
            .where("id", "=", mail.contact.id)
            .execute();
        }
      });
    },

    /**
     * The mail failed: it stays queued and no sender tries it again for
     * `retryInMs`, unless it was queued more than 72 hours ago: then it is
     * given up, kept as failed. True when it was given up.
     */
    async mailFailed(mail: ClaimedMail, error: string, retryInMs = 60_000) {
      const time = Date.now();
      const row = await db
        .updateTable("outbox")
        .set((eb) => ({
          claimed_until: null,
          last_error: error.slice(0, 500),
          next_attempt_at: new Date(time + retryInMs).toISOString(),
          failed_at: eb
            .case()
            .when(
              "created_at",
              "<",
              new Date(time - MAIL_GIVE_UP_MS).toISOString(),
            )
            .then(new Date(time).toISOString())
            .else(null)
            .end(),
        }))
        .where("id", "=", mail.id)
        .returning("failed_at")
        .executeTakeFirst();
      return Boolean(row?.failed_at);
    },

    /**
     * The mails of these kinds that wait after a failure become due at once:
     * the mail server took a mail again, so it is back.
     */
    async retryNow(kinds: readonly MailKind[]) {
      if (kinds.length === 0) return;
      await db
        .updateTable("outbox")
        .set({ next_attempt_at: null })
        .where("kind", "in", kinds)
        .where("failed_at", "is", null)
        .where("next_attempt_at", "is not", null)
        .execute();
    },

    /** Every mail not sent yet, given up ones included (for the inbox and the tests). */
    async queuedMails() {
      return db
        .selectFrom("outbox")
        .select([
          "id",
          "kind",
          "contact_id",
          "signup_id",
          "created_at",
          "attempts",
          "last_error",
          "next_attempt_at",
          "failed_at",
        ])
        .orderBy("id")
        .execute();
    },

    /**
     * The outbox at a glance (the health endpoint): mails still to send, mails
     * given up, and when the oldest mail still to send was queued.
     */
    async mailStats(): Promise<{
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
          eb.fn
            .min("created_at")
            .filterWhere("failed_at", "is", null)
            .as("oldest"),
        ])
        .executeTakeFirstOrThrow();
      return {
        queued: Number(row.queued),
        failed: Number(row.failed),
        oldestQueuedAt: row.oldest ?? null,
      };
    },

    /**
     * Mails in trouble: queued ones that failed at least once, and given-up
     * ones; how many, how many of them were given up, and when the oldest was
     * queued.
     */
    async stuckMails(): Promise<{
      stuck: number;
      failed: number;
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
        oldestAt: row.oldest ?? null,
      };
    },

    async contacts(): Promise<ContactRow[]> {
      return db
        .selectFrom("contact_requests")
        .selectAll()
        .orderBy("id")
        .execute();
    },

    async signups(): Promise<SignupRow[]> {
      return db.selectFrom("signups").selectAll().orderBy("id").execute();
    },

    /** Everything stored about one address (Art. 15 DSGVO). */
    async findByEmail(email: string) {
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
      };
    },

    /** Deletes everything stored about one address, queued mails included (Art. 17). */
    async forget(email: string) {
      const key = emailKey(email);
      return db.transaction().execute(async (trx) => {
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
    },

    /**
     * Deletes what the privacy statement's periods no longer allow: contact
     * requests (with their queued notices), pending sign-ups past their
     * period, and confirmed sign-ups past theirs.
     */
    async deleteExpired(at: Date = new Date()) {
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
    },

    /** Deletes contact requests older than `days` (npm run inbox -- delete --older-than). */
    async deleteContactsOlderThan(days: number) {
      const result = await db
        .deleteFrom("contact_requests")
        .where("created_at", "<", cutoff(days))
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    /**
     * Counts one request of a client in the current window, across every
     * instance on this database: the count so far and the milliseconds left.
     */
    async countRequest(key: string, windowMs: number) {
      const time = Date.now();
      const row = await db
        .insertInto("rate_limits")
        .values({ key, count: 1, expires_at: time + windowMs })
        .onConflict((conflict) =>
          conflict.column("key").doUpdateSet((eb) => ({
            count: eb
              .case()
              .when("rate_limits.expires_at", "<=", time)
              .then(1)
              .else(eb("rate_limits.count", "+", 1))
              .end(),
            expires_at: eb
              .case()
              .when("rate_limits.expires_at", "<=", time)
              .then(time + windowMs)
              .else(eb.ref("rate_limits.expires_at"))
              .end(),
          })),
        )
        .returning(["count", "expires_at"])
        .executeTakeFirstOrThrow();
      return { current: row.count, ttl: Number(row.expires_at) - time };
    },

    /** Forgets counts whose window has ended. */
    async pruneRateLimits() {
      await db
        .deleteFrom("rate_limits")
        .where("expires_at", "<=", Date.now())
        .execute();
    },

    /** Every row, for moving the data to another store (npm run inbox -- copy). */
    async dump(): Promise<StoreDump> {
      return {
        contactRequests: await db
          .selectFrom("contact_requests")
          .selectAll()
          .orderBy("id")
          .execute(),
        signups: await db
          .selectFrom("signups")
          .selectAll()
          .orderBy("id")
          .execute(),
        outbox: await db
          .selectFrom("outbox")
          .selectAll()
          .orderBy("id")
          .execute(),
      };
    },

    /**
     * Takes over a dump into this (empty) store in one transaction; queued
     * mails keep pointing at their records. Returns the counts.
     */
    async load(data: StoreDump) {
      return db.transaction().execute(async (trx) => {
        const existing = await trx
          .selectFrom("contact_requests")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .executeTakeFirstOrThrow();
        const existingSignups = await trx
          .selectFrom("signups")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .executeTakeFirstOrThrow();
        if (Number(existing.n) + Number(existingSignups.n) > 0) {
          throw new Error("Die Zieldatenbank ist nicht leer.");
        }
        const contactIds = new Map<number, number>();
        for (const { id, ...row } of data.contactRequests) {
          const inserted = await trx
            .insertInto("contact_requests")
            .values(row)
            .returning("id")
            .executeTakeFirstOrThrow();
          contactIds.set(id, Number(inserted.id));
        }
        const signupIds = new Map<number, number>();
        for (const { id, ...row } of data.signups) {
          const inserted = await trx
            .insertInto("signups")
            .values(row)
            .returning("id")
            .executeTakeFirstOrThrow();
          signupIds.set(id, Number(inserted.id));
        }
        for (const { id: _id, contact_id, signup_id, ...row } of data.outbox) {
          await trx
            .insertInto("outbox")
            .values({
              ...row,
              claimed_until: null,
              contact_id:
                contact_id === null ? null : contactIds.get(contact_id),
              signup_id: signup_id === null ? null : signupIds.get(signup_id),
            })
            .execute();
        }
        return {
          contactRequests: contactIds.size,
          signups: signupIds.size,
          queuedMails: data.outbox.length,
        };
      });
    },

    async close() {
      await db.destroy();
    },
  };
}

export type Store = ReturnType<typeof createStore>;

/**
 * The store: PostgreSQL when a database URL is given (several instances),
 * otherwise the one-machine default, SQLite under `dataDir`.
 */
export async function openStore(
  dataDir: string,
  databaseUrl?: string,
): Promise<Store> {
  return databaseUrl
    ? createStore(await openPostgres(databaseUrl), "postgres")
    : createStore(await openSqlite(dataDir), "sqlite");
}
