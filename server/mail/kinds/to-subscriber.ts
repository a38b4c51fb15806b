import { subscriptionPath } from "../../../app/content/subscription.ts";
import type { QueuedMail } from "../../store/outbox.ts";
import type { Db, SignupRow } from "../../store/schema.ts";
import { markUndeliverable } from "../../store/undeliverable.ts";
// Node compiles the mails' TSX once this is imported (decision 066).
import "../../tsx.ts";
import type { SubscriberLinks } from "../subscriber-mails.tsx";
import { type Addresses, defineKind } from "./kind.ts";

/*
 * What the kinds of mail to a subscriber (confirmation, welcome, update)
 * share: their sign-up, its links and envelope, and the mark of an address
 * the mail server refused.
 */

/** The sign-up a mail goes to; undefined when it is gone (unsubscribed, deleted). */
export const loadSignup = (db: Db, mail: QueuedMail) =>
  db
    .selectFrom("signups")
    .selectAll()
    .where("id", "=", mail.signupId ?? -1)
    .executeTakeFirst();

/**
 * The links of a subscriber's mails: confirm (its own secret, good once), and
 * unsubscribe (RFC 8058 one-click; good for the subscription's life).
 */
function subscriberLinks(
  siteUrl: string,
  signup: Pick<SignupRow, "token" | "confirm_token">,
): SubscriberLinks {
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

/** A mail to a subscriber's address, with its links and the one-click unsubscribe. */
export function toSubscriber(addresses: Addresses, signup: SignupRow) {
  const links = subscriberLinks(addresses.siteUrl, signup);
  return {
    links,
    envelope: {
      from: addresses.mailFrom,
      to: signup.email,
      // RFC 8058: mail programs offer a one-click unsubscribe button.
      list: { unsubscribe: links.unsubscribe },
      headers: {
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      } as Record<string, string>,
    },
  };
}

/**
 * RFC 3834: the sign-up's own mails are made by a machine (no out-of-office
 * reply to them); updates are a list instead (RFC 2919).
 */
const automatic = <Envelope extends { headers: Record<string, string> }>(
  envelope: Envelope,
) => ({
  ...envelope,
  headers: { ...envelope.headers, "Auto-Submitted": "auto-generated" },
});

/** The return path of a mail to a sign-up names its row by its own token too (decision 047). */
export const signupTag = (signup: SignupRow) => ({
  signupId: signup.id,
  token: signup.token,
});

/** A mail to a subscriber refused for good: a mailbox that does not exist marks its address. */
export async function refusedAddress(
  db: Db,
  mail: QueuedMail,
  { code, at, recipient }: { code: string; at: string; recipient: boolean },
) {
  if (recipient && mail.signupId !== null)
    await markUndeliverable(db, mail.signupId, { code, at });
}

/**
 * A mail of the sign-up's own (the confirmation, the welcome): to its
 * address, made by a machine, its return path naming the row. `render`
 * names the React Email mail, loaded when a mail is composed: the owner's
 * commands that read the list of kinds need none of it.
 */
export const signupMail = <const Name extends string>(
  kind: Name,
  { label, letter }: { label: string; letter: string },
  render: "confirmationMail" | "welcomeMail",
) =>
  defineKind({
    name: kind,
    lane: "subscribers",
    label,
    load: loadSignup,
    async compose(signup, _mail, { addresses }) {
      const { links, envelope } = toSubscriber(addresses, signup);
      const mails = await import("../subscriber-mails.tsx");
      return { ...automatic(envelope), ...(await mails[render](links)) };
    },
    tagged: (signup) => ({ kind, ...signupTag(signup) }),
    returnPath: {
      letter,
      ids: (mail) => [Number(mail.signupId)],
      named: ([signupId, ...more]) =>
        signupId !== undefined && more.length === 0
          ? { kind, signupId }
          : undefined,
    },
    refused: refusedAddress,
  });
