import { mails } from "../../../app/content/mails.ts";
import { retention } from "../../../app/content/retention.ts";
import { germanReadable } from "../../berlin-time.ts";
import type { ContactRow } from "../../store/schema.ts";
import { companySender, defineKind } from "./kind.ts";

/** When a contact request is deleted by the privacy statement's period. */
export const deletionDateOf = (contact: Pick<ContactRow, "created_at">) =>
  new Date(
    Date.parse(contact.created_at) + retention.contactRequestDays * 86_400_000,
  ).toISOString();

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
  async compose(contact, _mail, { addresses }) {
    const deleteBy = deletionDateOf(contact);
    const marked = contact.marked_at !== null;
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
