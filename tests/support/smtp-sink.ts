import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

/** A mail as it arrived: its recipients and its text as sent. */
export interface ArrivedMail {
  to: string;
  /** The envelope sender (MAIL FROM): where a bounce would go. */
  from: string;
  raw: string;
}

/**
 * A real SMTP server in this process that accepts every mail and hands each
 * to `onMail`; the sender hears "accepted" once `onMail` is done. Stop and
 * restart it on the same port to play a mail server outage. The tests' mail
 * catcher and the mail bench both stand on it.
 */
export async function startSmtpSink(
  onMail: (mail: ArrivedMail) => void | Promise<void>,
  port = 0,
  {
    refuse,
    refuseData,
  }: {
    /**
     * How to answer this recipient at RCPT TO; none: accepted. A code alone
     * gets the text a mailbox refusal has (550: 5.1.1 no such mailbox, 452:
     * 4.2.2 mailbox full); a relay's own refusals give their text too.
     */
    refuse?: (address: string) => number | Refusal | undefined;
    /** How to answer a whole message at DATA (the n-th message, from 1); none: accepted. */
    refuseData?: (count: number) => Refusal | undefined;
  } = {},
) {
  let server: SMTPServer;
  let messages = 0;

  async function listen(listenPort: number) {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      // stop() drops open connections at once, as a crashed server would,
      // instead of waiting for idle pooled connections to close.
      closeTimeout: 1,
      onRcptTo(address, _session, callback) {
        const answer = refuse?.(address.address);
        if (answer === undefined) return callback();
        callback(refusalError(answer));
      },
      onData(stream, session, callback) {
        const refused = refuseData?.(++messages);
        if (refused) {
          stream.on("end", () => callback(refusalError(refused)));
          stream.resume();
          return;
        }
        let raw = "";
        // A sender that dies mid-message (a killed instance) breaks the
        // stream: that mail was never accepted, so nothing is kept.
        stream.on("error", () => {});
        stream.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
        stream.on("end", async () => {
          const { mailFrom } = session.envelope;
          await onMail({
            from: mailFrom ? mailFrom.address : "",
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address).join(", "),
            raw,
          });
          callback();
        });
      },
    });
    // A sender killed inside a transaction (after MAIL FROM) resets its
    // connection; the server reports that as an error of its own. The mail
    // was never accepted, so there is nothing to keep.
    server.on("error", () => {});
    await new Promise<void>((resolve) =>
      server.listen(listenPort, "127.0.0.1", () => resolve()),
    );
    return (server.server.address() as AddressInfo).port;
  }

  const boundPort = await listen(port);
  return {
    port: boundPort,
    url: `smtp://127.0.0.1:${boundPort}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
    restart: () => listen(boundPort),
  };
}

/** An answer a test server gives: its code and its text. */
export interface Refusal {
  code: number;
  text: string;
}

/** The error smtp-server turns into the answer `CODE TEXT`. */
function refusalError(answer: number | Refusal) {
  const { code, text } =
    typeof answer === "number"
      ? {
          code: answer,
          text:
            answer >= 500
              ? "5.1.1 Recipient address rejected: no such mailbox"
              : "4.2.2 Mailbox full, try again later",
        }
      : answer;
  return Object.assign(new Error(text), { responseCode: code });
}
