import nodemailer from "nodemailer";
import type Mail from "nodemailer/lib/mailer";
import { mails } from "../app/content/mails.ts";
import { retention } from "../app/content/retention.ts";
import { subscriptionPath } from "../app/content/subscription.ts";
import type { MailKind } from "./db.ts";
import type { ClaimedMail, Store } from "./store.ts";

export interface MailerOptions {
  smtpUrl: string;
  /** Public origin of the site, for the links in mails to subscribers. */
  siteUrl: string;
  /** The company's inbox for contact notices; none: notices stay queued. */
  notifyTo?: string;
  notifyFrom?: string;
  /** Sender of confirmation and subscriber mails; none: they stay queued. */
  mailFrom?: string;
  retryMs?: number;
}

const berlin = (iso: string, options: Intl.DateTimeFormatOptions) =>
  new Date(iso).toLocaleString("de-DE", {
    timeZone: "Europe/Berlin",
    ...options,
  });

/** The links of a subscriber's mails: confirm, and unsubscribe (RFC 8058 one-click). */
function subscriberLinks(siteUrl: string, token: string) {
  const link = (path: string) => {
    const url = new URL(path, `${siteUrl}/`);
    url.searchParams.set("token", token);
    return url.toString();
  };
  return {
    confirm: link(subscriptionPath("signupConfirm")),
    unsubscribe: link(subscriptionPath("unsubscribe")),
  };
}

/**
 * Sends the queued mails: contact notices to the company, confirmation and
 * welcome mails to subscribers. A mail leaves the queue only once the mail
 * server accepted it; failures stay queued and are retried on the next flush
 * and every minute. Each queued mail is taken by one sender at a time.
 */
export function createMailer(store: Store, options: MailerOptions) {
  const { smtpUrl, siteUrl, notifyTo, mailFrom, retryMs = 60_000 } = options;
  const notifyFrom = options.notifyFrom ?? mailFrom ?? notifyTo;
  const transport = nodemailer.createTransport(smtpUrl);
  const kinds: MailKind[] = [
    ...(notifyTo ? (["contact-notice"] as const) : []),
    ...(mailFrom ? (["signup-confirmation", "signup-welcome"] as const) : []),
  ];
  let running = Promise.resolve();

  function compose(mail: ClaimedMail): Mail.Options | undefined {
    const { contact, signup } = mail;
    if (mail.kind === "contact-notice" && contact) {
      const deleteBy = new Date(
        Date.parse(contact.created_at) +
          retention.contactRequestDays * 86_400_000,
      ).toISOString();
      return {
        from: notifyFrom,
        to: notifyTo,
        replyTo: contact.email,
        subject: mails.contactNotice.subject(contact.name),
        text: mails.contactNotice.text({
          ...contact,
          receivedAt: berlin(contact.created_at, {
            dateStyle: "medium",
            timeStyle: "short",
          }),
          deleteBy: berlin(deleteBy, { dateStyle: "medium" }),
        }),
      };
    }
    if (!signup) return undefined;
    const links = subscriberLinks(siteUrl, signup.token);
    const subscriberMail = {
      from: mailFrom,
      to: signup.email,
      // RFC 8058: mail programs offer a one-click unsubscribe button.
      list: { unsubscribe: links.unsubscribe },
      headers: { "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
    };
    if (mail.kind === "signup-confirmation") {
      return {
        ...subscriberMail,
        subject: mails.signupConfirmation.subject,
        text: mails.signupConfirmation.text(links),
      };
    }
    return {
      ...subscriberMail,
      subject: mails.signupWelcome.subject,
      text: mails.signupWelcome.text(links),
    };
  }

  async function sendQueued() {
    for (;;) {
      const batch = await store.claimMails(kinds);
      let failed = false;
      for (const mail of batch) {
        const message = compose(mail);
        try {
          // A mail whose subject was deleted meanwhile has nothing to send.
          if (message) await transport.sendMail(message);
          await store.mailSent(mail);
        } catch (error) {
          failed = true;
          await store.mailFailed(
            mail,
            error instanceof Error ? error.message : String(error),
            0,
          );
        }
      }
      // After a failure the rest waits for the next flush (a minute at most).
      if (batch.length === 0 || failed) return;
    }
  }

  /** Sends whatever is queued; calls never overlap. */
  function flush() {
    running = running.then(sendQueued, sendQueued).catch((error: unknown) => {
      console.error("Sending queued mails failed:", error);
    });
    return running;
  }

  const timer = setInterval(flush, retryMs);
  timer.unref();

  return {
    flush,
    async close() {
      clearInterval(timer);
      await running;
      transport.close();
    },
  };
}
