import nodemailer from "nodemailer";
import type { Store } from "./store.ts";

/** A notice that failed this many times stays stored but is no longer retried. */
const MAX_ATTEMPTS = 20;

/**
 * Mails each new contact request to the company when SMTP settings are given.
 * A stored submission is never lost to a mail failure: unsent notices stay
 * marked in the database and are retried on the next flush and every minute.
 */
export function createNotifier(
  store: Store,
  {
    smtpUrl,
    from,
    to,
    retryMs = 60_000,
  }: { smtpUrl: string; from: string; to: string; retryMs?: number },
) {
  const transport = nodemailer.createTransport(smtpUrl);
  let running = Promise.resolve();

  async function sendPending() {
    for (const row of store.pendingNotifications(MAX_ATTEMPTS)) {
      try {
        await transport.sendMail({
          from,
          to,
          replyTo: row.email,
          subject: `Neue Kontaktanfrage von ${row.name}`,
          text: [
            `Name: ${row.name}`,
            `E-Mail: ${row.email}`,
            `Unternehmen: ${row.company || "–"}`,
            `Eingegangen: ${row.created_at}`,
            "",
            row.message,
          ].join("\n"),
        });
        store.markNotified(row.id);
      } catch (error) {
        store.markNotifyFailed(
          row.id,
          error instanceof Error ? error.message : String(error),
        );
      }
    }
  }

  /** Sends whatever is pending; calls never overlap. */
  function flush() {
    running = running.then(sendPending, sendPending);
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
