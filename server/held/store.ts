import { contactNotice } from "../mail/kinds/contact-notice.ts";
import { heldOverview } from "./kind.ts";
import { enqueue } from "../store/outbox.ts";
import {
  type ReviewAction,
  actionOf,
  expiredAt,
  parseToken,
} from "./review-links.ts";
import type { Db } from "../store/schema.ts";

/*
 * Enquiries the spam defence held back (decisions 043, 049, 052): stored
 * like every enquiry and deleted by the same retention, but without a notice
 * until the owner releases one. The store records the defence's verdict (the
 * kind of hold, the reasons) and never reads the reasons to decide. An
 * overview mail lists them for the owner within the hour (queueOverview).
 */

const HOUR_MS = 3_600_000;

/** Whether an enquiry is held back now: "gone" when there is none, "not-held" when it was not (any more). */
async function heldState(
  db: Db,
  id: number,
): Promise<"held" | "not-held" | "gone"> {
  const row = await db
    .selectFrom("contact_requests")
    .select("held_at")
    .where("id", "=", id)
    .executeTakeFirst();
  return !row ? "gone" : row.held_at === null ? "not-held" : "held";
}

/**
 * The owner releases a held enquiry: it becomes an enquiry like any other
 * and its notice is queued. "gone" when there is no such enquiry, "not-held"
 * when it was not held back (any more). Of two at once (two instances, a
 * double click), one releases: the update takes only a held row.
 */
export async function release(
  db: Db,
  id: number,
): Promise<"released" | "not-held" | "gone"> {
  return db.transaction().execute(async (trx) => {
    const released = await trx
      .updateTable("contact_requests")
      .set({
        held_at: null,
        hold_kind: null,
        held_reasons: null,
        review_token: null,
      })
      .where("id", "=", id)
      .where("held_at", "is not", null)
      .executeTakeFirst();
    if (Number(released.numUpdatedRows) === 0) {
      const state = await heldState(trx, id);
      return state === "held" ? "not-held" : state;
    }
    await enqueue(trx, contactNotice, { contact_id: id });
    return "released";
  });
}

/** The owner drops a held enquiry: it is deleted. The same answers as `release`. */
export async function dismiss(
  db: Db,
  id: number,
): Promise<"dismissed" | "not-held" | "gone"> {
  const deleted = await db
    .deleteFrom("contact_requests")
    .where("id", "=", id)
    .where("held_at", "is not", null)
    .executeTakeFirst();
  if (Number(deleted.numDeletedRows) > 0) return "dismissed";
  const state = await heldState(db, id);
  return state === "held" ? "not-held" : state;
}

/**
 * What a link of the overview mail did, followed and confirmed: the held
 * enquiry it names released or dismissed; "invalid" when the link is used,
 * its enquiry gone or the token made up; "other-action" when it is the
 * enquiry's link for the other action (a release link posted to the delete
 * page); "expired" when its time is over (REVIEW_LINK_DAYS after its
 * overview was made) or it is a link from before migration 018. Only the
 * first two change anything; each link works once.
 */
export async function review(
  db: Db,
  token: string,
  action: ReviewAction,
  at = new Date(),
): Promise<"released" | "dismissed" | "invalid" | "expired" | "other-action"> {
  const parsed = parseToken(token);
  if (parsed.shape === "old") return "expired";
  if (parsed.shape === "none") return "invalid";
  const row = await db
    .selectFrom("contact_requests")
    .select("review_token")
    .where("id", "=", parsed.id)
    .where("held_at", "is not", null)
    .executeTakeFirst();
  const meant = row?.review_token && actionOf(parsed, row.review_token);
  if (!meant) return "invalid";
  if (meant !== action) return "other-action";
  if (expiredAt(parsed, at)) return "expired";
  const done =
    action === "release"
      ? await release(db, parsed.id)
      : await dismiss(db, parsed.id);
  return done === "released" || done === "dismissed" ? done : "invalid";
}

/**
 * Queues an overview of the held enquiries no overview listed yet, when one
 * is due: at once when no overview went out within `everyMinutes`
 * (HELD_OVERVIEW_MINUTES, default an hour), else that long after the last
 * one (issue 46: a held enquiry waits an hour at most, and the company gets
 * at most one overview an hour). How many it lists; 0 when none is due. Two
 * instances at once queue one.
 */
export async function queueOverview(
  db: Db,
  at = new Date(),
  everyMinutes = 60,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const unlisted = await trx
      .selectFrom("contact_requests")
      .select("id")
      .where("held_at", "is not", null)
      .where("listed_at", "is", null)
      .execute();
    if (unlisted.length === 0) return 0;
    const last = await trx
      .selectFrom("contact_requests")
      .select((eb) => eb.fn.max("listed_at").as("last"))
      .executeTakeFirst();
    const since = new Date(at.getTime() - everyMinutes * 60_000).toISOString();
    if (everyMinutes > 0 && last?.last && last.last > since) return 0;
    const time = at.toISOString();
    const listed = await trx
      .updateTable("contact_requests")
      .set({ listed_at: time })
      .where("held_at", "is not", null)
      .where("listed_at", "is", null)
      .returning("id")
      .execute();
    // The overview names its enquiries by id (its kind: server/mail/kinds/).
    const enquiries = listed.map((row) => Number(row.id)).sort((a, b) => a - b);
    if (enquiries.length > 0)
      await enqueue(trx, heldOverview, { payload: { enquiries } }, time);
    return enquiries.length;
  });
}

/** Unmarked notices queued or sent within the last hour: enquiries taken, neither held back nor marked. */
export async function noticesWithinHour(db: Db, at = Date.now()) {
  const row = await db
    .selectFrom("contact_requests")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("held_at", "is", null)
    .where("marked_at", "is", null)
    .where("created_at", ">=", new Date(at - HOUR_MS).toISOString())
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The calls that only read: none the rest of the server needs (the list reads every enquiry). */
export const reads = {};
export const writes = { release, dismiss, review, queueOverview };
