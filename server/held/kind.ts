import { heldLinkDays, heldReviewPath } from "../../app/content/held-review.ts";
import { mails } from "../../app/content/mails.ts";
import { visitorText } from "../../app/lib/visitor-text.ts";
import { germanReadable } from "../berlin-time.ts";
import type { QueuedMail } from "../store/outbox.ts";
import { HOUR_CAP, heldReasons } from "./reasons.ts";
import { type ReviewAction, reviewToken } from "./review-links.ts";

import type { ContactRow } from "../store/schema.ts";
import { deletionDateOf } from "../mail/kinds/contact-notice.ts";
import { companySender, defineKind } from "../mail/kinds/kind.ts";

/**
 * The most entries an overview shows (issue 52): whatever the flood, it
 * stays a mail a person reads (about 20 kB); the rest are counted in one
 * line that names the command listing them all.
 */
const OVERVIEW_PAGE = 20;

/**
 * Held enquiries, the likeliest people first: those held only because the
 * hour's notices were used up (their content was never judged), then those
 * with the fewest reasons (a bare bot post has several), each the newest first.
 */
function likeliestFirst(rows: readonly ContactRow[]): ContactRow[] {
  const rank = (row: ContactRow) =>
    row.hold_kind === HOUR_CAP ? 0 : 1 + heldReasons(row).length;
  return [...rows].sort(
    (a, b) =>
      rank(a) - rank(b) ||
      (a.created_at < b.created_at
        ? 1
        : a.created_at > b.created_at
          ? -1
          : 0) ||
      b.id - a.id,
  );
}

/** The ids of the held enquiries an overview names (its payload); [-1]: none (no id is). */
function enquiriesOf(mail: QueuedMail): number[] {
  const ids = (mail.payload as { enquiries?: number[] } | null)?.enquiries;
  return ids && ids.length > 0 ? ids : [-1];
}

/**
 * The links that release or delete a held enquiry: each its own token, good
 * once and for `heldLinkDays` from when this overview is made (a resent
 * overview's links start again).
 */
function reviewLinks(
  siteUrl: string,
  row: Pick<ContactRow, "id" | "review_token">,
  at = new Date(),
) {
  const until = new Date(at.getTime() + heldLinkDays * 86_400_000);
  const link = (path: string, action: ReviewAction) => {
    const url = new URL(path, `${siteUrl}/`);
    url.searchParams.set("token", reviewToken(row, action, until));
    return url.toString();
  };
  return {
    release: link(heldReviewPath("heldRelease"), "release"),
    dismiss: link(heldReviewPath("heldDismiss"), "dismiss"),
  };
}

/**
 * The first line of a message with text, shortened for an overview: a line
 * ends at any line break (U+2028 too), and nothing invisible is left in it.
 */
function firstLineOf(message: string): string {
  const line =
    visitorText(message, { multiline: true })
      .split("\n")
      .find((part) => part.trim() !== "") ?? "";
  const text = visitorText(line).trim();
  return text.length > 120 ? `${text.slice(0, 119).trimEnd()}…` : text;
}

/**
 * The overview of held enquiries to the company (decision 043), naming them
 * by id; none when every one was released or dismissed meanwhile.
 */
export const heldOverview = defineKind({
  name: "held-overview",
  lane: "notices",
  label: "Übersicht zurückgehaltener Anfragen",
  toTheCompany: { what: "die Übersicht zurückgehaltener Kontaktanfragen" },
  // Those it names that are still held.
  load: (db, mail) =>
    db
      .selectFrom("contact_requests")
      .selectAll()
      .where("id", "in", enquiriesOf(mail))
      .where("held_at", "is not", null)
      .orderBy("id")
      .execute(),
  async compose(listed, _mail, { addresses }) {
    if (listed.length === 0) return undefined;
    const oldest = listed.reduce((a, b) =>
      a.created_at < b.created_at ? a : b,
    );
    const shown = likeliestFirst(listed).slice(0, OVERVIEW_PAGE);
    return {
      from: companySender(addresses),
      to: addresses.notifyTo,
      headers: { "Auto-Submitted": "auto-generated" },
      subject: mails.heldOverview.subject(listed.length),
      text: mails.heldOverview.text({
        hourCap: listed.some((row) => row.hold_kind === HOUR_CAP),
        deleteBy: germanReadable(deletionDateOf(oldest), { time: false }),
        more: listed.length - shown.length,
        enquiries: shown.map((row) => ({
          id: row.id,
          receivedAt: germanReadable(row.created_at),
          name: visitorText(row.name),
          email: visitorText(row.email),
          firstLine: firstLineOf(row.message),
          reasons: heldReasons(row).map((reason) => reason.text),
          links: reviewLinks(addresses.siteUrl, row),
        })),
      }),
    };
  },
  // Sent again, it lists the enquiries still held, as listed now.
  async resent(db, mail, at) {
    const listed = await db
      .updateTable("contact_requests")
      .set({ listed_at: at })
      .where("id", "in", enquiriesOf(mail))
      .where("held_at", "is not", null)
      .executeTakeFirst();
    return Number(listed.numUpdatedRows) > 0;
  },
});
