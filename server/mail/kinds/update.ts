import { mails } from "../../../app/content/mails.ts";
import type { QueuedMail } from "../../store/outbox.ts";
import type { Db, Tables } from "../../store/schema.ts";
import { UNSUBSCRIBE_PLACEHOLDER } from "../../updates/placeholder.ts";
import { defineKind } from "./kind.ts";
import {
  loadSignup,
  refusedAddress,
  signupTag,
  toSubscriber,
} from "./to-subscriber.ts";

/** What an update's delivery record keeps of an error: its codes, not the server's text. */
const errorCodeOf = (error: string) =>
  error.match(/\b[45]\d\d\b/)?.[0] ?? "error";

/** Notes with the subscription what became of an update mail. */
async function recordDelivery(
  db: Db,
  mail: QueuedMail,
  result: Partial<Tables["update_deliveries"]>,
) {
  if (mail.updateId === null || mail.signupId === null) return;
  await db
    .updateTable("update_deliveries")
    .set(result)
    .where("update_id", "=", mail.updateId)
    .where("signup_id", "=", mail.signupId)
    .execute();
}

/**
 * An update to one subscriber (npm run updates -- send), as stored when its
 * sending began, each update read once per composer; none when either is
 * gone meanwhile, or the subscriber left after the sending began.
 */
export const update = defineKind({
  name: "update",
  lane: "updates",
  label: "Update",
  load: loadSignup,
  async compose(signup, mail, { addresses, store, siteHost, once }) {
    const updateId = mail.updateId;
    if (updateId === null) return undefined;
    const content = await once(`update-${updateId}`, () =>
      store.updates.content(updateId),
    );
    if (!content || !(await store.updates.stillSubscribed(signup.id)))
      return undefined;
    const { links, envelope } = toSubscriber(addresses, signup);
    const own = (part: string) =>
      part.replaceAll(UNSUBSCRIBE_PLACEHOLDER, links.unsubscribe);
    return {
      ...envelope,
      // The updates' list: "Neuigkeiten <neuigkeiten.www.zunftwerk.de>"
      // (RFC 2919), which mail programs and the providers' feedback loops
      // know it by.
      list: {
        ...envelope.list,
        id: { url: `neuigkeiten.${siteHost}`, comment: mails.listName },
      },
      subject: content.subject,
      html: own(content.html),
      text: own(content.text),
    };
  },
  tagged: (signup, mail) =>
    mail.updateId === null
      ? undefined
      : { kind: "update", updateId: mail.updateId, ...signupTag(signup) },
  returnPath: {
    letter: "u",
    ids: (mail) => [Number(mail.updateId), Number(mail.signupId)],
    named: ([updateId, signupId, ...more]) =>
      updateId !== undefined && signupId !== undefined && more.length === 0
        ? { kind: "update", updateId, signupId }
        : undefined,
  },
  // A report about an update that never left to this sign-up changes nothing.
  wasSent: (store, mail) =>
    store.updates.wasSent(Number(mail.updateId), Number(mail.signupId)),
  sentBy: "npm run updates -- send DATEI",
  // The same on every try: a mail program shows a repeat once.
  messageId: (mail, siteHost) =>
    `<update-${mail.updateId}-${mail.signupId}@${siteHost}>`,
  sent: (db, mail, delivered) =>
    recordDelivery(
      db,
      mail,
      delivered
        ? { sent_at: new Date().toISOString() }
        : { failed_at: new Date().toISOString(), error: "skipped" },
    ),
  async refused(db, mail, refusal) {
    await recordDelivery(db, mail, {
      failed_at: refusal.at,
      error: refusal.code,
    });
    await refusedAddress(db, mail, refusal);
  },
  givenUp: (db, mail, at, error) =>
    recordDelivery(db, mail, { failed_at: at, error: errorCodeOf(error) }),
  async resent(db, mail) {
    await recordDelivery(db, mail, { failed_at: null, error: null });
    return true;
  },
});
