import { randomUUID } from "node:crypto";
import type { Mail } from "nodemailer";
import { heldReviewPath } from "../../app/content/held-review.ts";
import { mails } from "../../app/content/mails.ts";
import { retention } from "../../app/content/retention.ts";
import { subscriptionPath } from "../../app/content/subscription.ts";
import { germanReadable } from "../berlin-time.ts";
import {
  type ClaimedMail,
  type ContactRow,
  type SignupRow,
  type Store,
  UNSUBSCRIBE_PLACEHOLDER,
  heldReasons,
} from "../store/index.ts";
import { HOUR_CAP } from "../spam/verdict.ts";
import { type Tagged, returnPath } from "./return-path.ts";
import { confirmationMail, welcomeMail } from "./subscriber-mails.ts";

/** Who mails go to and come from, and where their links lead. */
export interface Addresses {
  /** Public origin of the site, for the links in mails to subscribers. */
  siteUrl: string;
  /** The company's inbox for contact notices. */
  notifyTo?: string;
  notifyFrom?: string;
  /** Sender of confirmation and subscriber mails. */
  mailFrom?: string;
  /** The bounce mailbox; each mail's return path lies under it (return-path.ts). */
  bounceAddress?: string;
}

/** What the return path says of a queued mail: which mail it was. */
function taggedOf(mail: ClaimedMail): Tagged | undefined {
  if (mail.kind === "contact-notice")
    return mail.contact && { kind: mail.kind, contactId: mail.contact.id };
  if (mail.kind === "held-overview" || !mail.signup) return undefined;
  // The row's own token: a report names this row, not a later one with its id.
  const row = { signupId: mail.signup.id, token: mail.signup.token };
  if (mail.kind === "update")
    return mail.updateId === undefined
      ? undefined
      : { kind: "update", updateId: mail.updateId, ...row };
  return { kind: mail.kind, ...row };
}

/**
 * The links of a subscriber's mails: confirm (its own secret, good once), and
 * unsubscribe (RFC 8058 one-click; good for the subscription's life).
 */
function subscriberLinks(
  siteUrl: string,
  signup: Pick<SignupRow, "token" | "confirm_token">,
) {
  const link = (path: string, token: string) => {
    const url = new URL(path, `${siteUrl}/`);
    url.searchParams.set("token", token);
    return url.toString();
  };
  return {
    confirm: link(
      subscriptionPath("signupConfirm"),
      signup.confirm_token ?? signup.token,
    ),
    unsubscribe: link(subscriptionPath("unsubscribe"), signup.token),
  };
}

/** When a contact request is deleted by the privacy statement's period. */
const deletionDateOf = (contact: ContactRow) =>
  new Date(
    Date.parse(contact.created_at) + retention.contactRequestDays * 86_400_000,
  ).toISOString();

/** The notice of a contact request to the company, with the date to delete it by. */
function notice(contact: ContactRow, addresses: Addresses): Mail.Options {
  const deleteBy = deletionDateOf(contact);
  const marked = contact.marked_at !== null;
  return {
    from: addresses.notifyFrom ?? addresses.mailFrom ?? addresses.notifyTo,
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
}

/** The links that release or delete a held enquiry: its own secret, good once. */
function reviewLinks(siteUrl: string, token: string) {
  const link = (path: string) => {
    const url = new URL(path, `${siteUrl}/`);
    url.searchParams.set("token", token);
    return url.toString();
  };
  return {
    release: link(heldReviewPath("heldRelease")),
    dismiss: link(heldReviewPath("heldDismiss")),
  };
}

/** The first line of a message with text, shortened for an overview. */
function firstLineOf(message: string): string {
  const line = message.split("\n").find((part) => part.trim() !== "") ?? "";
  return line.length > 120 ? `${line.slice(0, 119).trimEnd()}…` : line.trim();
}

/** The overview of held enquiries to the company; none when every one was released or dismissed meanwhile. */
function heldOverview(
  listed: ContactRow[] | undefined,
  addresses: Addresses,
): Mail.Options | undefined {
  if (!listed || listed.length === 0) return undefined;
  const oldest = listed.reduce((a, b) => (a.created_at < b.created_at ? a : b));
  return {
    from: addresses.notifyFrom ?? addresses.mailFrom ?? addresses.notifyTo,
    to: addresses.notifyTo,
    headers: { "Auto-Submitted": "auto-generated" },
    subject: mails.heldOverview.subject(listed.length),
    text: mails.heldOverview.text({
      hourCap: listed.some((row) => row.hold_kind === HOUR_CAP),
      deleteBy: germanReadable(deletionDateOf(oldest), { time: false }),
      enquiries: listed.map((row) => ({
        id: row.id,
        receivedAt: germanReadable(row.created_at),
        name: row.name,
        email: row.email,
        firstLine: firstLineOf(row.message),
        reasons: heldReasons(row).map((reason) => reason.text),
        links: reviewLinks(addresses.siteUrl, row.review_token ?? ""),
      })),
    }),
  };
}

/**
 * An update to one subscriber, as stored when its sending began (each update
 * read once); none when either is gone meanwhile.
 */
function updateOf(store: Pick<Store, "updates">) {
  const contents = new Map<
    number,
    Promise<{ subject: string; html: string; text: string } | undefined>
  >();
  return async (mail: ClaimedMail, unsubscribe: string) => {
    if (mail.updateId === undefined || !mail.signup) return undefined;
    let pending = contents.get(mail.updateId);
    if (!pending)
      contents.set(
        mail.updateId,
        (pending = store.updates.content(mail.updateId)),
      );
    const content = await pending;
    // Who unsubscribed after the sending began gets nothing.
    if (!content || !(await store.updates.stillSubscribed(mail.signup.id)))
      return undefined;
    const own = (part: string) =>
      part.replaceAll(UNSUBSCRIBE_PLACEHOLDER, unsubscribe);
    return {
      subject: content.subject,
      html: own(content.html),
      text: own(content.text),
    };
  };
}

/** The mail's own return path and its recipients, when BOUNCE_ADDRESS is set. */
async function ownEnvelope(
  store: Pick<Store, "secrets">,
  mail: ClaimedMail,
  message: Mail.Options,
  bounceAddress: string | undefined,
) {
  const tagged = taggedOf(mail);
  if (!bounceAddress || !tagged || !message.to) return undefined;
  const secret = await store.secrets.lasting("return-path");
  return {
    from: returnPath(tagged, { bounceAddress, secret }),
    to: message.to as string,
  };
}

/**
 * Builds the mails to send. Updates are read from the store as they were
 * when their sending began, each once.
 */
export function composer(
  store: Pick<Store, "updates" | "secrets">,
  addresses: Addresses,
) {
  // The host name only: a port is no part of a Message-ID's domain (RFC 5322).
  const siteHost = new URL(addresses.siteUrl).hostname;
  /** The updates' list: "Neuigkeiten <neuigkeiten.www.zunftwerk.de>" (RFC 2919). */
  const listId = {
    url: `neuigkeiten.${siteHost}`,
    comment: mails.listName,
  };
  const update = updateOf(store);

  /** A mail to a subscriber: the sign-up's confirmation, welcome, or an update. */
  async function toSubscriber(mail: ClaimedMail, signup: SignupRow) {
    const links = subscriberLinks(addresses.siteUrl, signup);
    const envelope = {
      from: addresses.mailFrom,
      to: signup.email,
      // RFC 8058: mail programs offer a one-click unsubscribe button.
      list: { unsubscribe: links.unsubscribe },
      headers: { "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
    };
    // RFC 3834: the sign-up's mails are made by a machine (no out-of-office
    // reply to them); updates are a list (RFC 2919), which mail programs
    // and the providers' feedback loops know by its List-Id.
    const automatic = {
      ...envelope,
      headers: { ...envelope.headers, "Auto-Submitted": "auto-generated" },
    };
    switch (mail.kind) {
      case "signup-confirmation":
        return { ...automatic, ...(await confirmationMail(links)) };
      case "signup-welcome":
        return { ...automatic, ...(await welcomeMail(links)) };
      case "update": {
        const content = await update(mail, links.unsubscribe);
        return (
          content && {
            ...envelope,
            list: { ...envelope.list, id: listId },
            ...content,
          }
        );
      }
      default:
        return undefined;
    }
  }

  return {
    /**
     * The mail to send for a queued one; none when what it is about was
     * deleted meanwhile (an unsubscribe, a deletion), or when an update's
     * recipient left before it went out.
     */
    async compose(mail: ClaimedMail): Promise<Mail.Options | undefined> {
      const message =
        mail.kind === "contact-notice"
          ? mail.contact && notice(mail.contact, addresses)
          : mail.kind === "held-overview"
            ? heldOverview(mail.listed, addresses)
            : mail.signup && (await toSubscriber(mail, mail.signup));
      if (!message) return undefined;
      const own = await ownEnvelope(
        store,
        mail,
        message,
        addresses.bounceAddress,
      );
      return own ? { ...message, envelope: own } : message;
    },
    /** A Message-ID at the site's domain; an update's is the same on every try. */
    messageId(mail: ClaimedMail): string {
      return mail.kind === "update" && mail.signup
        ? `<update-${mail.updateId}-${mail.signup.id}@${siteHost}>`
        : `<${randomUUID()}@${siteHost}>`;
    },
  };
}

export type Composer = ReturnType<typeof composer>;
