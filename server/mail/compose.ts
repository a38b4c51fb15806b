import { randomUUID } from "node:crypto";
import type { Mail } from "nodemailer";
import type { ClaimedMail, Store } from "../store/index.ts";
import { type Addresses, type ComposeContext } from "./kinds/kind.ts";
import { kindOf } from "./kinds/index.ts";
import { returnPath } from "../bounces/return-path.ts";

export type { Addresses } from "./kinds/kind.ts";

/** The mail's own return path and its recipients, when BOUNCE_ADDRESS is set. */
async function ownEnvelope(
  store: Pick<Store, "secrets">,
  mail: ClaimedMail,
  message: Mail.Options,
  bounceAddress: string | undefined,
) {
  const tagged = kindOf(mail.kind)?.tagged?.(mail.subject, mail);
  if (!bounceAddress || !tagged || !message.to) return undefined;
  const secret = await store.secrets.lasting("return-path");
  return {
    from: returnPath(tagged, { bounceAddress, secret }),
    to: message.to as string,
  };
}

/**
 * Builds the mails to send, each by its kind (./kinds/). What a kind reads
 * once (an update's content) is read once per composer.
 */
export function composer(
  store: Pick<Store, "updates" | "secrets">,
  addresses: Addresses,
) {
  const read = new Map<string, Promise<unknown>>();
  const context: ComposeContext = {
    addresses,
    store,
    // The host name only: a port is no part of a Message-ID's domain (RFC 5322).
    siteHost: new URL(addresses.siteUrl).hostname,
    secret: (purpose) => store.secrets.lasting(purpose),
    once<T>(key: string, reading: () => Promise<T>): Promise<T> {
      if (!read.has(key)) read.set(key, reading());
      return read.get(key) as Promise<T>;
    },
  };

  return {
    /**
     * The mail to send for a queued one; none when what it is about was
     * deleted meanwhile (an unsubscribe, a deletion), or when an update's
     * recipient left before it went out.
     */
    async compose(mail: ClaimedMail): Promise<Mail.Options | undefined> {
      const kind = kindOf(mail.kind);
      if (!kind || mail.subject === undefined) return undefined;
      const message = await kind.compose(mail.subject, mail, context);
      if (!message) return undefined;
      const own = await ownEnvelope(
        store,
        mail,
        message,
        addresses.bounceAddress,
      );
      return own ? { ...message, envelope: own } : message;
    },
    /** A Message-ID at the site's domain; a kind may keep its own the same on every try. */
    messageId(mail: ClaimedMail): string {
      return (
        kindOf(mail.kind)?.messageId?.(mail, context.siteHost) ??
        `<${randomUUID()}@${context.siteHost}>`
      );
    },
  };
}

export type Composer = ReturnType<typeof composer>;
