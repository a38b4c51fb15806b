import type { Selectable } from "kysely";
import type { Db, Tables } from "../db.ts";
import type { ContactRow, SignupRow } from "./submissions.ts";

/** Everything in a store, as `npm run inbox -- copy` moves it. */
interface StoreDump {
  contactRequests: ContactRow[];
  signups: SignupRow[];
  updates: Selectable<Tables["updates"]>[];
  updateDeliveries: Selectable<Tables["update_deliveries"]>[];
  outbox: Selectable<Tables["outbox"]>[];
}

/** Moving a store's rows to another store (npm run inbox -- copy). */
export function transfer(db: Db) {
  return {
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
        updates: await db
          .selectFrom("updates")
          .selectAll()
          .orderBy("id")
          .execute(),
        updateDeliveries: await db
          .selectFrom("update_deliveries")
          .selectAll()
          .orderBy("update_id")
          .orderBy("signup_id")
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
        const updateIds = new Map<number, number>();
        for (const { id, ...row } of data.updates) {
          const inserted = await trx
            .insertInto("updates")
            .values(row)
            .returning("id")
            .executeTakeFirstOrThrow();
          updateIds.set(id, Number(inserted.id));
        }
        for (const row of data.updateDeliveries) {
          await trx
            .insertInto("update_deliveries")
            .values({
              ...row,
              update_id: updateIds.get(row.update_id)!,
              signup_id: signupIds.get(row.signup_id)!,
            })
            .execute();
        }
        for (const {
          id: _id,
          contact_id,
          signup_id,
          update_id,
          ...row
        } of data.outbox) {
          await trx
            .insertInto("outbox")
            .values({
              ...row,
              claimed_until: null,
              claimed_by: null,
              contact_id:
                contact_id === null ? null : contactIds.get(contact_id),
              signup_id: signup_id === null ? null : signupIds.get(signup_id),
              update_id: update_id === null ? null : updateIds.get(update_id),
            })
            .execute();
        }
        return {
          contactRequests: contactIds.size,
          signups: signupIds.size,
          updates: updateIds.size,
          queuedMails: data.outbox.length,
        };
      });
    },
  };
}
