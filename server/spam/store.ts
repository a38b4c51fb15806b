import type { ContactRow, Db } from "../store/schema.ts";
import { now } from "../store/schema.ts";

/*
 * The spam defence's lessons (issue 55, decision 069), a room of the store
 * (store.spamLessons): one per enquiry, and the counts of its hashed
 * features by month. What a feature is, the caller says (`featuresOf`):
 * the store keeps numbers and reads no text to decide.
 */

/** What teaching did: taught, taught so already, or no such enquiry (any more). */
export type Taught = "taught" | "already" | "gone";

/** The month an enquiry's counts go into: retention deletes whole months. */
const monthOf = (at: string) => at.slice(0, 7);

/** Adds `by` to one side of each feature's count in a month. */
async function count(
  db: Db,
  month: string,
  features: readonly number[],
  side: "spam" | "ham",
  by: 1 | -1,
) {
  if (features.length === 0) return;
  if (by === -1) {
    await db
      .updateTable("spam_features")
      .set((eb) => ({ [side]: eb(side, "-", 1) }))
      .where("month", "=", month)
      .where("feature", "in", features)
      .execute();
    return;
  }
  await db
    .insertInto("spam_features")
    .values(
      features.map((feature) => ({
        month,
        feature,
        spam: side === "spam" ? 1 : 0,
        ham: side === "ham" ? 1 : 0,
      })),
    )
    .onConflict((conflict) =>
      conflict.columns(["month", "feature"]).doUpdateSet((eb) => ({
        spam: eb("spam_features.spam", "+", eb.ref("excluded.spam")),
        ham: eb("spam_features.ham", "+", eb.ref("excluded.ham")),
      })),
    )
    .execute();
}

/**
 * The company says an enquiry is spam (`asSpam`) or is not: its features
 * count on that side from now on. Said the other way before, its earlier
 * counts move over; said so already, nothing changes.
 */
export async function teach(
  db: Db,
  contactId: number,
  asSpam: boolean,
  featuresOf: (contact: Pick<ContactRow, "company" | "message">) => number[],
  at = now(),
): Promise<Taught> {
  return db.transaction().execute(async (trx) => {
    const contact = await trx
      .selectFrom("contact_requests")
      .select(["company", "message"])
      .where("id", "=", contactId)
      .executeTakeFirst();
    if (!contact) return "gone";
    const lesson = await trx
      .selectFrom("spam_lessons")
      .select(["as_spam", "month"])
      .where("contact_id", "=", contactId)
      .executeTakeFirst();
    const side = asSpam ? "spam" : "ham";
    if (lesson && Boolean(lesson.as_spam) === asSpam) return "already";
    const features = featuresOf(contact);
    if (lesson)
      await count(trx, lesson.month, features, asSpam ? "ham" : "spam", -1);
    await count(trx, monthOf(at), features, side, 1);
    const row = { as_spam: asSpam ? 1 : 0, month: monthOf(at), taught_at: at };
    if (lesson)
      await trx
        .updateTable("spam_lessons")
        .set(row)
        .where("contact_id", "=", contactId)
        .execute();
    else
      await trx
        .insertInto("spam_lessons")
        .values({ contact_id: contactId, ...row })
        .execute();
    return "taught";
  });
}

/** An enquiry as a link names it: its id and when it came in; undefined when it is gone. */
export async function enquiryOf(db: Db, id: number) {
  return db
    .selectFrom("contact_requests")
    .select(["id", "created_at"])
    .where("id", "=", id)
    .executeTakeFirst();
}

/** Every feature taught, with its counts on each side over all months kept. */
export async function taught(
  db: Db,
): Promise<Map<number, { spam: number; ham: number }>> {
  const rows = await db
    .selectFrom("spam_features")
    .select((eb) => [
      "feature",
      eb.fn.sum<number>("spam").as("spam"),
      eb.fn.sum<number>("ham").as("ham"),
    ])
    .groupBy("feature")
    .execute();
  return new Map(
    rows.map((row) => [
      Number(row.feature),
      { spam: Number(row.spam), ham: Number(row.ham) },
    ]),
  );
}

/** Deletes the lessons and counts of the months before `month` (YYYY-MM); how many lessons went. */
export async function forgetBefore(db: Db, month: string): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await trx.deleteFrom("spam_features").where("month", "<", month).execute();
    const result = await trx
      .deleteFrom("spam_lessons")
      .where("month", "<", month)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  });
}

/** The room's calls that only read. */
export const reads = { taught, enquiryOf };
export const writes = { teach, forgetBefore };
