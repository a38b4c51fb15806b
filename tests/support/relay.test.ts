// @vitest-environment node
// The test relay (tests/support/relay.ts) proven: Debian's Postfix relays a
// mail on to the recipients' server, which refuses three of four recipients
// as real mail servers do, and Postfix's own reports about them (RFC 3464)
// reach the return path's mailbox, read over IMAP from Debian's Dovecot.
import { readdirSync } from "node:fs";
import path from "node:path";
import { ImapFlow } from "imapflow";
import { type ParsedMail, simpleParser } from "mailparser";
import nodemailer from "nodemailer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type Relay,
  type RecipientServers,
  startRecipientServers,
  startRelay,
} from "./relay.ts";

const accepted = "kunde@empfaenger.test";
const unknown = "unbekannt@empfaenger.test";
const full = "voll@empfaenger.test";
const blocked = "gesperrt@empfaenger.test";
const returnPath = "bounces+t1@zunftwerk.test";

let recipients: RecipientServers;
let relay: Relay;
let startMs: number;

beforeAll(async () => {
  recipients = await startRecipientServers({
    [unknown]: `550 5.1.1 <${unknown}>: Recipient address rejected: User unknown`,
    [full]: `452 4.2.2 <${full}>: Mailbox full`,
    [blocked]: "550 5.7.1 Message rejected due to local policy",
  });
  const started = performance.now();
  relay = await startRelay({ recipientServer: recipients.server });
  startMs = performance.now() - started;
});

afterAll(async () => {
  await relay?.stop();
  await recipients?.stop();
});

/** The bounce mailbox's mails over IMAP, once there are `count` of them. */
async function readMailbox(count: number, timeoutMs = 8_000) {
  const client = new ImapFlow({
    host: relay.imap.host,
    port: relay.imap.port,
    secure: false,
    auth: { user: relay.imap.user, pass: relay.imap.password },
    logger: false,
  });
  await client.connect();
  try {
    const mailbox = await client.mailboxOpen("INBOX");
    const deadline = Date.now() + timeoutMs;
    while (mailbox.exists < count && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      await client.noop();
    }
    if (mailbox.exists < count) {
      throw new Error(
        `${mailbox.exists} of ${count} mails in the bounce mailbox:\n${relay.log()}`,
      );
    }
    if (mailbox.exists === 0) return [];
    const messages = await client.fetchAll("1:*", { source: true });
    return await Promise.all(
      messages.map((message) =>
        simpleParser(message.source!, { keepDeliveryStatus: true }),
      ),
    );
  } finally {
    await client.logout();
  }
}

/** A header's value as it came (unfolded). */
function header(mail: ParsedMail, name: string) {
  const line = mail.headerLines.find(
    (candidate) => candidate.key === name.toLowerCase(),
  )?.line;
  return line
    ?.replace(/\r?\n[ \t]+/g, " ")
    .slice(name.length + 1)
    .trim();
}

/** A report's machine-readable part (message/delivery-status) as text. */
function deliveryStatus(report: ParsedMail) {
  const part = report.attachments.find(
    (attachment) => attachment.contentType === "message/delivery-status",
  );
  if (!part) throw new Error(`No delivery status in ${report.subject}`);
  return part.content.toString("utf8");
}

/** The per-recipient fields block of a delivery status for one address. */
function recipientBlock(status: string, address: string) {
  return status
    .split(/\r?\n\r?\n/)
    .find((block) => block.includes(`Final-Recipient: rfc822; ${address}`));
}

describe("startRelay", () => {
  it("starts Postfix and Dovecot well within a second", () => {
    expect(startMs).toBeLessThan(1_000);
  });

  it("relays to the recipients' server; Postfix's own reports reach the bounce mailbox", async () => {
    const transport = nodemailer.createTransport({
      host: "127.0.0.1",
      port: relay.smtpPort,
      secure: false,
      ignoreTLS: true,
    });
    const sent = await transport.sendMail({
      envelope: { from: returnPath, to: [accepted, unknown, full, blocked] },
      from: "Zunftwerk <news@zunftwerk.test>",
      to: accepted,
      subject: "Neuigkeiten aus der Werkstatt",
      text: "Hallo",
    });
    // The relay takes every recipient; the refusals come later, as reports.
    expect(sent.accepted).toEqual([accepted, unknown, full, blocked]);

    const arrived = await recipients.waitFor(accepted);
    expect(arrived.from).toBe(returnPath);
    expect(arrived.to).toEqual([accepted]);
    expect(arrived.raw).toContain("Subject: Neuigkeiten aus der Werkstatt");

    const reports = await readMailbox(2);
    const failed = reports.find((report) =>
      /Action: failed/.test(deliveryStatus(report)),
    )!;
    const delayed = reports.find((report) =>
      /Action: delayed/.test(deliveryStatus(report)),
    )!;
    expect(failed.subject).toBe("Undelivered Mail Returned to Sender");
    expect(delayed.subject).toBe("Delayed Mail (still being retried)");

    for (const report of [failed, delayed]) {
      // RFC 3464: a multipart/report to the return path, from the null sender.
      expect(report.headers.get("content-type")).toMatchObject({
        value: "multipart/report",
        params: { "report-type": "delivery-status" },
      });
      expect(header(report, "Delivered-To")).toBe(returnPath);
      expect(header(report, "Return-Path")).toBe("<>");
      expect(header(report, "Auto-Submitted")).toBe("auto-replied");
      expect(deliveryStatus(report)).toContain(
        `X-Postfix-Sender: rfc822; ${returnPath}`,
      );
      // The report names the mail it is about.
      const original = report.attachments.find((attachment) =>
        /^(message\/rfc822|text\/rfc822-headers)$/.test(attachment.contentType),
      );
      expect(original?.content.toString("utf8")).toContain(
        `Message-ID: ${sent.messageId}`,
      );
    }

    const failure = deliveryStatus(failed);
    const gone = recipientBlock(failure, unknown);
    expect(gone).toMatch(/^Action: failed$/m);
    expect(gone).toMatch(/^Status: 5\.1\.1$/m);
    expect(gone).toMatch(/^Diagnostic-Code: smtp; 550 5\.1\.1 /m);
    const refused = recipientBlock(failure, blocked);
    expect(refused).toMatch(/^Action: failed$/m);
    expect(refused).toMatch(/^Status: 5\.7\.1$/m);
    expect(recipientBlock(failure, full)).toBeUndefined();
    expect(recipientBlock(failure, accepted)).toBeUndefined();

    const delay = recipientBlock(deliveryStatus(delayed), full);
    expect(delay).toMatch(/^Action: delayed$/m);
    expect(delay).toMatch(/^Status: 4\.2\.2$/m);
    expect(delay).toMatch(/^Will-Retry-Until: /m);
  });

  it("wipes the queue and the mailbox between tests", async () => {
    // The 452 mail from the test before is still queued and retried.
    await relay.wipe();
    // A delivery already under way when the queue was wiped still reaches
    // the recipients' server (on a busy machine a moment later): count after it.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const triesBefore = recipients.attempts.filter(
      (attempt) => attempt.address === full,
    ).length;
    expect(
      ["new", "cur"].flatMap((sub) =>
        readdirSync(path.join(relay.maildir, sub)),
      ),
    ).toEqual([]);
    expect(await readMailbox(0)).toEqual([]);
    // Postfix retries every 1–2 s: a queued mail would have come again.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(
      recipients.attempts.filter((attempt) => attempt.address === full),
    ).toHaveLength(triesBefore);
  });
});
