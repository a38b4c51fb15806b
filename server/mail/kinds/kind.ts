import type { Mail } from "nodemailer";
import type { QueuedMail } from "../../store/outbox.ts";
import type { Db } from "../../store/schema.ts";
import type { Named, ReturnTag, Tagged } from "../../bounces/return-tag.ts";

/*
 * What a kind of mail is: one module in this folder, registered in the list
 * of ./index.ts. The outbox (server/store/outbox.ts) queues it without
 * knowing any of this; the lanes, the composer and the owner's commands ask
 * the kind.
 */

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

/**
 * What a kind reads of the updates (the store's updates room): declared
 * here, so that the kinds need nothing of the store's whole, which queues
 * them.
 */
interface UpdatesReader {
  content(
    id: number,
  ): Promise<{ subject: string; html: string; text: string } | undefined>;
  stillSubscribed(signupId: number): Promise<boolean>;
  wasSent(updateId: number, signupId: number): Promise<boolean>;
}

/** What a kind composes with, besides what its mail is about. */
export interface ComposeContext {
  addresses: Addresses;
  store: { updates: Pick<UpdatesReader, "content" | "stillSubscribed"> };
  /** The site's host name: Message-IDs, the updates' List-Id. */
  siteHost: string;
  /** A lasting secret of the store, by its purpose (a link's signature). */
  secret(purpose: string): Promise<string>;
  /** `read`'s answer, read once per composer and `key` (an update read for 10,000 mails once). */
  once<T>(key: string, read: () => Promise<T>): Promise<T>;
}

/** The lanes of mail, each with its own claims and connections (mailer.ts): leads first, updates last. */
export type Lane = "notices" | "subscribers" | "updates";

/** One kind of mail. `Subject`: what its `load` reads for a queued mail. */
export interface MailKindModule<Subject> {
  /** Its name, as the outbox stores it: said here and nowhere else. */
  name: string;
  /** The lane that sends it. */
  lane: Lane;
  /** How the owner's inbox list names it (German). */
  label: string;
  /**
   * A mail to the company (NOTIFY_TO): one the mail server refuses for good
   * is a fault of the setup, kept for the owner to send again; `what` names
   * it in the warning. None: a mail to a subscriber, dropped when refused.
   */
  toTheCompany?: { what: string };
  /** What a queued mail is about, read in the claim's transaction; undefined when it is gone. */
  load(db: Db, mail: QueuedMail): Promise<Subject | undefined>;
  /** The mail to send; undefined when there is nothing to send any more. */
  compose(
    subject: Subject,
    mail: QueuedMail,
    context: ComposeContext,
  ): Promise<Mail.Options | undefined>;
  /** What its return path names (return-path.ts); undefined: the plain bounce address. */
  tagged?(subject: Subject, mail: QueuedMail): Tagged | undefined;
  /** How its return path's tag names a mail: a kind without one has the plain bounce address. */
  returnPath?: ReturnTag;
  /**
   * Whether the mail a bounce report names did leave (bounces/intake.ts);
   * none: any mail its return path names did.
   */
  wasSent?(
    store: { updates: Pick<UpdatesReader, "wasSent"> },
    mail: Named,
  ): Promise<boolean>;
  /**
   * Sent by the owner's command rather than the server's sender: the
   * command that sends it once it is queued again (npm run inbox -- resend).
   */
  sentBy?: string;
  /** A Message-ID of its own (the same on every try); undefined: a random one. */
  messageId?(mail: QueuedMail, siteHost: string): string | undefined;
  /** In its own tables, once sent (`delivered`) or found with nothing to send. */
  sent?(db: Db, mail: QueuedMail, delivered: boolean): Promise<void>;
  /** In its own tables, once refused for good (`recipient`: the mailbox does not exist). */
  refused?(
    db: Db,
    mail: QueuedMail,
    refusal: { code: string; at: string; recipient: boolean },
  ): Promise<void>;
  /** In its own tables, once given up after 72 hours of failing. */
  givenUp?(db: Db, mail: QueuedMail, at: string, error: string): Promise<void>;
  /** Readies its own tables to be sent again (npm run inbox -- resend); false: nothing left to send. */
  resent?(db: Db, mail: QueuedMail, at: string): Promise<boolean>;
}

/** A kind, typed for its own module; the list holds them as `MailKindModule<unknown>`, by name. */
export const defineKind = <Subject, const Name extends string>(
  kind: MailKindModule<Subject> & { name: Name },
) => kind as unknown as MailKindModule<unknown> & { name: Name };

/** The sender of the mails to the company. */
export const companySender = (addresses: Addresses) =>
  addresses.notifyFrom ?? addresses.mailFrom ?? addresses.notifyTo;
