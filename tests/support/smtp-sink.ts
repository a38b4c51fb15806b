import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

/** A mail as it arrived: its recipients and its text as sent. */
export interface ArrivedMail {
  to: string;
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
  }: {
    /** An SMTP code (5xx for good, 4xx for now) to answer this recipient with; none: accepted. */
    refuse?: (address: string) => number | undefined;
  } = {},
) {
  let server: SMTPServer;

  async function listen(listenPort: number) {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      // stop() drops open connections at once, as a crashed server would,
      // instead of waiting for idle pooled connections to close.
      closeTimeout: 1,
      onRcptTo(address, _session, callback) {
        const code = refuse?.(address.address);
        if (code === undefined) return callback();
        callback(
          Object.assign(new Error("Recipient refused"), { responseCode: code }),
        );
      },
      onData(stream, session, callback) {
        let raw = "";
        // A sender that dies mid-message (a killed instance) breaks the
        // stream: that mail was never accepted, so nothing is kept.
        stream.on("error", () => {});
        stream.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
        stream.on("end", async () => {
          await onMail({
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
