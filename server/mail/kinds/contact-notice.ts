import { mails } from "../../../app/content/mails.ts";
import { retention } from "../../../app/content/retention.ts";
import { germanReadable } from "../../berlin-time.ts";
import type { ContactRow } from "../../store/schema.ts";
import { spamFeedbackPath } from "../../../app/content/spam-feedback.ts";
import { FEEDBACK_SECRET, feedbackToken } from "../../spam/feedback-links.ts";
import { type Addresses, companySender, defineKind } from "./kind.ts";

/** When a contact request is deleted by the privacy statement's period. */
export const deletionDateOf = (contact: Pick<ContactRow, "created_at">) =>
  new Date(
    Date.parse(contact.created_at) + retention.contactRequestDays * 86_400_000,
  ).toISOString();

/**
 * The notice's one link that teaches the spam defence (issue 55): "Das ist
 * Spam", or in a marked notice "Das ist kein Spam".
 */
function feedbackLink(
  addresses: Addresses,
  secret: string,
  contact: Pick<ContactRow, "id" | "created_at">,
  marked: boolean,
) {
  const lesson = marked ? "not-spam" : "spam";
  const url = new URL(
    spamFeedbackPath(marked ? "spamNo" : "spamYes"),
    `${addresses.siteUrl}/`,
  );
  url.searchParams.set("token", feedbackToken(secret, lesson, contact));
  return { lesson, url: url.toString() } as const;
}

/** The notice of a contact request to the company, with the date to delete it by. */
export const contactNotice = defineKind({
  name: "contact-notice",
  lane: "notices",
  label: "Meldung an Sie",
  toTheCompany: { what: "die Meldung einer Kontaktanfrage" },
  load: (db, mail) =>
    db
      .selectFrom("contact_requests")
      .selectAll()
      .where("id", "=", mail.contactId ?? -1)
      .executeTakeFirst(),
  async compose(contact, _mail, { addresses, secret }) {
    const deleteBy = deletionDateOf(contact);
    const marked = contact.marked_at !== null;
    const spamLink = feedbackLink(
      addresses,
      await secret(FEEDBACK_SECRET),
      contact,
      marked,
    );
    return {
      from: companySender(addresses),
      to: addresses.notifyTo,
      replyTo: contact.email,
      headers: {
        // RFC 3834: made by a machine; an out-of-office reply must not answer it.
        "Auto-Submitted": "auto-generated",
        // SpamAssassin's header, which Sieve, mail programs' rules and hosted
        // mailboxes sort into the junk folder: what it says reads like an offer.
        ...(marked ? { "X-Spam-Flag": "YES" } : {}),
      },
      subject: mails.contactNotice.subject(contact.name, marked),
      text: mails.contactNotice.text({
        ...contact,
        receivedAt: germanReadable(contact.created_at),
        deleteBy: germanReadable(deleteBy, { time: false }),
        marked: marked ? (contact.marked_reason ?? "") : undefined,
        spamLink,
      }),
    };
  },
  tagged: (contact) => ({ kind: "contact-notice", contactId: contact.id }),
  returnPath: {
    letter: "n",
    ids: (mail) => [Number(mail.contactId)],
    named: ([contactId, ...more]) =>
      contactId !== undefined && more.length === 0
        ? { kind: "contact-notice", contactId }
        : undefined,
  },
  async sent(db, mail) {
    if (mail.contactId === null) return;
    await db
      .updateTable("contact_requests")
      .set({ notified_at: new Date().toISOString() })
      .where("id", "=", mail.contactId)
      .execute();
  },
});
