import type { Db } from "./schema.ts";

/**
 * The address's mailbox does not exist (a bounce report says so, or the mail
 * server refused a mail to it for good): it gets no further mail, with the
 * code and time kept. The one place an address is marked undeliverable.
 * "already" when it was marked before (a report taken in twice), "gone" when
 * there is no such sign-up (any more).
 */
export async function markUndeliverable(
  db: Db,
  signupId: number,
  { code, at }: { code: string; at: string },
): Promise<"marked" | "already" | "gone"> {
  const row = await db
    .selectFrom("signups")
    .select("undeliverable_at")
    .where("id", "=", signupId)
    .executeTakeFirst();
  if (!row) return "gone";
  if (row.undeliverable_at !== null) return "already";
  await db
    .updateTable("signups")
    .set({ undeliverable_at: at, undeliverable_reason: code.slice(0, 100) })
    .where("id", "=", signupId)
    .where("undeliverable_at", "is", null)
    .execute();
  return "marked";
}
