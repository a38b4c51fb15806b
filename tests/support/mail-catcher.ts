import { type ParsedMail, simpleParser } from "mailparser";
import { startSmtpSink } from "./smtp-sink.ts";

/** A mail as the recipient's program would show it. */
export interface CaughtMail {
  to: string;
  /** The envelope sender (MAIL FROM): where a bounce would go. */
  from: string;
  subject: string;
  text: string;
  /** The HTML part, if the mail has one. */
  html?: string;
  /** A header as sent (unfolded), by case-insensitive name. */
  header: (name: string) => string | undefined;
  raw: string;
}

function headerOf(parsed: ParsedMail) {
  return (name: string) => {
    const line = parsed.headerLines.find(
      (candidate) => candidate.key === name.toLowerCase(),
    )?.line;
    return line
      ?.replace(/\r?\n[ \t]+/g, " ")
      .slice(line.indexOf(":") + 1)
      .trim();
  };
}

/**
 * A real SMTP server in the test process that keeps every mail it accepts,
 * parsed. Stop and restart it on the same port to play a mail server outage.
 */
export async function startMailCatcher(
  port = 0,
  options?: Parameters<typeof startSmtpSink>[2],
) {
  const mails: CaughtMail[] = [];
  const waiting: {
    match: (mail: CaughtMail) => boolean;
    resolve: (mail: CaughtMail) => void;
  }[] = [];
  const sink = await startSmtpSink(
    async ({ to, from, raw }) => {
      const parsed = await simpleParser(raw);
      const mail: CaughtMail = {
        to,
        from,
        subject: parsed.subject ?? "",
        text: parsed.text ?? "",
        html: parsed.html || undefined,
        header: headerOf(parsed),
        raw,
      };
      mails.push(mail);
      for (const waiter of [...waiting]) {
        if (waiter.match(mail)) {
          waiting.splice(waiting.indexOf(waiter), 1);
          waiter.resolve(mail);
        }
      }
    },
    port,
    options,
  );
  return {
    port: sink.port,
    url: sink.url,
    mails,
    /** Mails to one address, oldest first. */
    to: (address: string) => mails.filter((mail) => mail.to === address),
    /** The next mail to an address (or one already caught that matches). */
    waitFor(address: string, subject?: RegExp, timeoutMs = 10_000) {
      const match = (mail: CaughtMail) =>
        mail.to === address && (!subject || subject.test(mail.subject));
      const seen = mails.find(match);
      if (seen) return Promise.resolve(seen);
      return new Promise<CaughtMail>((resolve, reject) => {
        const timer = setTimeout(
          () =>
            reject(new Error(`No mail to ${address} within ${timeoutMs} ms`)),
          timeoutMs,
        );
        waiting.push({
          match,
          resolve: (mail) => {
            clearTimeout(timer);
            resolve(mail);
          },
        });
      });
    },
    stop: sink.stop,
    restart: sink.restart,
  };
}

export type MailCatcher = Awaited<ReturnType<typeof startMailCatcher>>;

/** The first link in a mail's text that starts with `prefix`. */
export function linkIn(mail: CaughtMail, prefix: string): string {
  const found = mail.text.split(/\s+/).find((word) => word.startsWith(prefix));
  if (!found)
    throw new Error(`No link starting with ${prefix} in:\n${mail.text}`);
  return found;
}
