// @vitest-environment node
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  MESSAGE_MAX_BYTES,
  RECIPIENTS_MAX,
  mailboxKind,
  readMailbox,
  readReport,
} from "./reports.ts";

const dir = path.join(import.meta.dirname, "fixtures/reports");
const files = readdirSync(dir)
  .filter((name) => name.endsWith(".eml"))
  .sort();
const fixture = (name: string) => readFileSync(path.join(dir, name), "utf8");

const rp = (tag: string) => `bounces+${tag}@zunftwerk.example`;
const update = (n: number) => `<update-3-${n}@www.zunftwerk.example>`;

/** What each fixture reads as. */
const expected: Record<string, Record<string, unknown>> = {
  "postfix-5.1.1.eml": {
    kind: "failed",
    format: "dsn",
    recipient: "kein.postfach@empfaenger.test",
    status: "5.1.1",
    returnPath: rp("u3s12.9e7077ead7"),
    originalMessageId: update(12),
    arrivedAt: new Date("2026-11-24T09:00:02Z"),
  },
  "postfix-delayed-4.4.1.eml": {
    kind: "delayed",
    recipient: "langsam@provinz-mail.test",
    status: "4.4.1",
    returnPath: rp("u3s13.8eb8f710a5"),
    originalMessageId: update(13),
  },
  "postfix-several-recipients.eml": {
    kind: "failed",
    recipient: "meister@zunftwerk-buero.test",
    status: "5.1.1",
    returnPath: rp("n7.9cbc9a81db"),
    originalMessageId:
      "<6f1d2c84-3b9e-4c51-a0d7-2e8f5b9c1a34@www.zunftwerk.example>",
  },
  "gmail-5.1.1.eml": {
    kind: "failed",
    format: "dsn",
    recipient: "nicht.vergeben.4711@gmail.com",
    status: "5.1.1",
    returnPath: rp("u3s14.2b4fff2113"),
    originalMessageId: update(14),
    reportingMta: "googlemail.com",
  },
  "outlook-5.5.0.eml": {
    kind: "failed",
    recipient: "e.mustermann.alt@outlook.de",
    status: "5.5.0",
    returnPath: rp("u3s15.df41766a3b"),
    originalMessageId: update(15),
  },
  "microsoft365-5.1.10.eml": {
    kind: "failed",
    recipient: "j.schulze@kanzlei-moser.test",
    status: "5.1.10",
    returnPath: rp("c31.36e11e404d"),
    originalMessageId:
      "<3c9e7f12-84ab-4d6e-b0c1-5f2a9d8e7b64@www.zunftwerk.example>",
  },
  "gmx-5.1.1.eml": {
    kind: "failed",
    recipient: "nicht.mehr.da@web.de",
    status: "5.1.1",
    returnPath: rp("u3s16.698e007d0a"),
    originalMessageId: update(16),
  },
  "t-online-5.1.1.eml": {
    kind: "failed",
    recipient: "leer.postfach@t-online.de",
    // "Status: 5.0.0 (permanent failure)", the server said 5.1.1.
    status: "5.1.1",
    returnPath: rp("u3s17.d030f5dca4"),
    originalMessageId: update(17),
  },
  "exim-text-5.1.1.eml": {
    kind: "failed",
    format: "text",
    recipient: "falsch.geschrieben@hoster-alt.test",
    status: "5.1.1",
    diagnostic:
      "550 5.1.1 <falsch.geschrieben@hoster-alt.test>: no mailbox by that name here",
    returnPath: rp("u3s18.2091ec9d53"),
    originalMessageId: update(18),
  },
  "exim-text-delayed.eml": {
    kind: "delayed",
    format: "text",
    recipient: "voll@hoster-alt.test",
    status: "4.2.2",
    returnPath: rp("u3s19.bba4492a94"),
    originalMessageId: update(19),
  },
  "qmail-text-5.1.1.eml": {
    kind: "failed",
    format: "text",
    recipient: "alte.adresse@kleinhoster.test",
    status: "5.1.1",
    returnPath: rp("u3s20.84d5669f19"),
    originalMessageId: update(20),
  },
  "ooo-de-auto-submitted.eml": {
    kind: "auto-reply",
    signal: "Auto-Submitted: auto-replied",
    from: "k.becker@stadtwerke-beispiel.test",
    returnPath: rp("u3s21.e21b1c6040"),
    originalMessageId: update(21),
  },
  "ooo-en-x-autoreply.eml": {
    kind: "auto-reply",
    signal: "X-Autoreply",
    returnPath: rp("u3s22.358e447fd6"),
  },
  "ooo-de-subject-only.eml": {
    kind: "auto-reply",
    signal: "Subject",
    returnPath: rp("u3s23.aaf7a21ac3"),
  },
  "arf-abuse-headers.eml": {
    kind: "complaint",
    feedbackType: "abuse",
    recipient: "l.hoffmann@mailanbieter.test",
    // Delivered to fbl@: the return path is the original's Return-Path.
    returnPath: rp("u4s40.deeed82f6e"),
    originalMessageId: "<update-4-40@www.zunftwerk.example>",
  },
  "arf-abuse-message.eml": {
    kind: "complaint",
    feedbackType: "abuse",
    recipient: "m.yilmaz@postfach-dienst.test",
    // From Original-Mail-From.
    returnPath: rp("u4s41.4f72e0ae24"),
    originalMessageId: "<update-4-41@www.zunftwerk.example>",
  },
  "arf-abuse-redacted.eml": {
    kind: "complaint",
    feedbackType: "abuse",
    // Redacted by the feedback loop (RFC 6590): not the recipient's address.
    recipient: "5e1f0c9a7b3d42e8@mailanbieter.test",
    returnPath: rp("u4s43.2d2e8586f8"),
    originalMessageId: "<update-4-43@www.zunftwerk.example>",
  },
  "arf-not-spam.eml": {
    kind: "complaint",
    // RFC 6430: the recipient moved it out of the spam folder.
    feedbackType: "not-spam",
    recipient: "k.becker@postfach-dienst.test",
    returnPath: rp("u4s42.32560c8e57"),
    originalMessageId: "<update-4-42@www.zunftwerk.example>",
  },
  "other-human-mail.eml": {
    kind: "other",
    reason: "not-a-report",
    returnPath: rp("w12.9ab7400e99"),
  },
};

/** A fixed sequence of bytes that looks random. */
function noise(length: number, seed = 39): Buffer {
  const bytes = Buffer.alloc(length);
  let state = seed;
  for (let i = 0; i < length; i++) {
    state = (state * 1103515245 + 12345) >>> 0;
    bytes[i] = state >>> 24;
  }
  return bytes;
}

/** Writes messages as an mbox (mboxrd: body lines "From " and ">From " get one more ">"). */
function toMbox(messages: string[], eol = "\n"): string {
  return messages
    .map(
      (message) =>
        `From MAILER-DAEMON Tue Nov 24 10:00:03 2026${eol}` +
        message.replace(/^(>*From )/gm, ">$1") +
        eol,
    )
    .join("");
}

describe("readReport: what a message in the bounce mailbox is", () => {
  it("has an expectation for every fixture", () => {
    expect(files).toEqual(Object.keys(expected).sort());
  });

  it.each(Object.keys(expected))("reads %s", async (name) => {
    const report = await readReport(fixture(name));
    expect(report).toMatchObject(expected[name]!);
    // A Buffer reads the same as a string.
    expect(await readReport(readFileSync(path.join(dir, name)))).toEqual(
      report,
    );
  });

  it("gives one entry per recipient of a report: failed and delayed, delivered left out", async () => {
    const report = await readReport(fixture("postfix-several-recipients.eml"));
    if (report.kind !== "failed") throw new Error(report.kind);
    expect(report.recipients).toEqual([
      expect.objectContaining({
        action: "failed",
        recipient: "meister@zunftwerk-buero.test",
        status: "5.1.1",
        diagnostic: "550 5.1.1 <meister@zunftwerk-buero.test>: User unknown",
      }),
      expect.objectContaining({
        action: "failed",
        recipient: "buero@zunftwerk-buero.test",
        status: "5.2.2",
      }),
      // Original-Recipient is what was sent; Final-Recipient where it ended.
      expect.objectContaining({
        action: "delayed",
        recipient: "chef@zunftwerk-buero.test",
        finalRecipient: "inhaber@zunftwerk-privat.test",
        status: "4.4.1",
      }),
    ]);
  });

  it("reads a server's answer folded over lines as one line", async () => {
    const report = await readReport(fixture("gmail-5.1.1.eml"));
    if (report.kind !== "failed") throw new Error(report.kind);
    expect(report.diagnostic).toMatch(
      /^550 5\.1\.1 The email account that you tried to reach does not exist\. Please try double-checking the recipient's email address for typos or unnecessary spaces\. https:/,
    );
    expect(report.recipients[0]!.lastAttemptAt).toEqual(
      new Date("2026-11-24T09:00:07Z"),
    );
  });

  it("finds the return path under another BOUNCE_ADDRESS, and only there", async () => {
    const moved = fixture("postfix-5.1.1.eml").replaceAll(
      "bounces+",
      "rueckweg+",
    );
    const bounceAddress = "rueckweg@zunftwerk.example";
    expect(await readReport(moved, { bounceAddress })).toMatchObject({
      returnPath: "rueckweg+u3s12.9e7077ead7@zunftwerk.example",
    });
    expect((await readReport(moved)).returnPath).toBeUndefined();
    expect(
      (
        await readReport(fixture("postfix-5.1.1.eml"), {
          bounceAddress: "bounces@anderswo.example",
        })
      ).returnPath,
    ).toBeUndefined();
  });

  it("takes the included original's Return-Path when the report came to another address", async () => {
    const elsewhere = fixture("postfix-5.1.1.eml")
      .replace(
        /^(X-Original-To|Delivered-To|To): .*$/gm,
        "$1: postmaster@zunftwerk.example",
      )
      .replace(/^X-Postfix-Sender: .*$/m, "");
    expect(await readReport(elsewhere)).toMatchObject({
      kind: "failed",
      returnPath: rp("u3s12.9e7077ead7"),
    });
  });

  it("reads a delivery report that reports no failure as other", async () => {
    const delivered = fixture("postfix-5.1.1.eml")
      .replace("Action: failed", "Action: delivered")
      .replace("Status: 5.1.1", "Status: 2.0.0");
    expect(await readReport(delivered)).toMatchObject({
      kind: "other",
      reason: "no-failure",
      returnPath: rp("u3s12.9e7077ead7"),
    });
  });

  it("reads a message that is none of these as other", async () => {
    const plain = [
      "From: Angebote <werbung@example.net>",
      "To: bounces+u3s12.9e7077ead7@zunftwerk.example",
      "Subject: Sonderpreise für Schreinereien",
      "Message-ID: <spam-1@example.net>",
      "",
      "Jetzt zugreifen.",
      "",
    ].join("\r\n");
    expect(await readReport(plain)).toMatchObject({
      kind: "other",
      reason: "not-a-report",
      returnPath: rp("u3s12.9e7077ead7"),
    });
    expect(
      await readReport(
        plain.replace("Subject:", "Auto-Submitted: no\r\nSubject:"),
      ),
    ).toMatchObject({ kind: "other" });
  });

  it.each([
    ["Precedence: bulk", "Precedence: bulk"],
    ["Precedence: auto_reply", "Precedence: auto_reply"],
    ["X-Autorespond: Urlaub", "X-Autorespond"],
    ["Auto-Submitted: auto-generated", "Auto-Submitted: auto-generated"],
    ["Subject: Out of Office: Neues aus der Werkstatt", "Subject"],
    ["Subject: Automatische Antwort: Neues aus der Werkstatt", "Subject"],
  ])("reads %s as an automatic reply", async (header, signal) => {
    const reply = [
      "From: Someone <someone@example.net>",
      "To: bounces+u3s12.9e7077ead7@zunftwerk.example",
      header,
      "",
      "Bin bald zurück.",
      "",
    ].join("\n");
    expect(await readReport(reply)).toMatchObject({
      kind: "auto-reply",
      signal,
    });
  });

  it("reads a bounce in plain text that names no one as other, not as a failure", async () => {
    const vague = [
      "From: Mail Delivery System <MAILER-DAEMON@relay.example.net>",
      "To: bounces+u3s12.9e7077ead7@zunftwerk.example",
      "Subject: Mail delivery failed",
      "",
      "Something went wrong.",
      "",
    ].join("\n");
    expect(await readReport(vague)).toMatchObject({
      kind: "other",
      reason: "unread-bounce",
    });
  });

  it("gives a plain-text bounce without an enhanced code only the reply's class", async () => {
    const exim = fixture("exim-text-5.1.1.eml").replace(
      "550 5.1.1 <falsch",
      "550 <falsch",
    );
    expect(await readReport(exim)).toMatchObject({
      kind: "failed",
      recipient: "falsch.geschrieben@hoster-alt.test",
      status: "5.0.0",
    });
  });

  it("reads broken input as other and never throws", async () => {
    const gmail = fixture("gmail-5.1.1.eml");
    const inputs: (string | Buffer)[] = [
      "",
      "   \r\n",
      Buffer.alloc(0),
      noise(4096),
      noise(100_000, 7),
      "\u0000\u0001\u0002 kein Header",
      gmail.slice(0, gmail.length / 3),
      gmail.replace(/--000000000000c2f47e0645a1d3b8--/, ""),
      "Content-Type: multipart/report; report-type=delivery-status; boundary=x\n\n--x\nContent-Type: message/delivery-status\n\n:::\n\u0000\nAction:\n--x--\n",
    ];
    // Long values that a careless search would take minutes over
    // (the test's time limit stands for the check).
    const long = "a".repeat(200_000);
    inputs.push(
      `From: x@example.net\nTo: ${long}\nSubject: t\n\nText\n`,
      `From: MAILER-DAEMON@example.net\n\n  a@example.net\n${"5".repeat(200_000)}\n`,
      gmail.replace(
        "Final-Recipient: rfc822; ",
        `Final-Recipient: rfc822; ${"(".repeat(200_000)}`,
      ),
      gmail.replace(
        "Diagnostic-Code: smtp; ",
        `Diagnostic-Code: smtp; ${"5.".repeat(100_000)}`,
      ),
    );
    for (const input of inputs) {
      const report = await readReport(input);
      expect(report.kind).toMatch(/^(?:other|failed)$/);
    }
    expect(await readReport("")).toEqual({ kind: "other", reason: "empty" });
    expect(await readReport(noise(4096))).toMatchObject({ kind: "other" });
    expect(await readReport(noise(100_000, 7))).toMatchObject({
      kind: "other",
    });
  });

  it("reads a plain-text bounce of 50,000 address lines once, its recipients capped (issue 45.1)", async () => {
    // Anyone can send the bounce address this; it was read in quadratic
    // time (minutes for 50,000 lines, on the server's only thread).
    const lines = Array.from({ length: 50_000 }, (_, i) => `a${i}@b.de`);
    const flood = [
      "From: MAILER-DAEMON@mx.beispiel.test",
      "To: bounces+u3s12.9e7077ead7@zunftwerk.example",
      "Subject: Undelivered Mail Returned to Sender",
      "",
      ...lines,
      "",
    ].join("\n");
    const report = await readReport(flood);
    expect(report).toMatchObject({ kind: "failed", recipient: "a0@b.de" });
    expect(report.kind === "failed" && report.recipients.length).toBe(
      RECIPIENTS_MAX,
    );
    // A delivery report (RFC 3464) of as many recipients: the same cap.
    const blocks = lines
      .slice(0, 2_000)
      .map(
        (a) => `Final-Recipient: rfc822; ${a}\nAction: failed\nStatus: 5.1.1`,
      )
      .join("\n\n");
    const dsn = fixture("postfix-5.1.1.eml").replace(
      /Final-Recipient: rfc822; kein\.postfach[^]*?\n\n/,
      `${blocks}\n\n`,
    );
    const read = await readReport(dsn);
    expect(read.kind === "failed" && read.recipients.length).toBe(
      RECIPIENTS_MAX,
    );
  });

  it("reads the first 10,000 lines of a bounce's text only", async () => {
    const bounce = (prose: number) =>
      [
        "From: MAILER-DAEMON@mx.beispiel.test",
        "Subject: Undelivered Mail Returned to Sender",
        "",
        ...Array.from({ length: prose }, () => "Es tut uns leid."),
        "weg@empfaenger.test: 550 5.1.1 User unknown",
        "",
      ].join("\n");
    expect(await readReport(bounce(9_000))).toMatchObject({
      kind: "failed",
      recipient: "weg@empfaenger.test",
    });
    expect(await readReport(bounce(20_000))).toMatchObject({
      kind: "other",
      reason: "unread-bounce",
    });
  });

  it("does not parse a message over MESSAGE_MAX_BYTES at all (issue 45.11)", async () => {
    const report = fixture("postfix-5.1.1.eml");
    const padded = (bytes: number) =>
      report.replace(
        "\n\n",
        `\nX-Fuellung: ${"x".repeat(bytes - Buffer.byteLength(report) - 13)}\n\n`,
      );
    expect(Buffer.byteLength(padded(MESSAGE_MAX_BYTES))).toBe(
      MESSAGE_MAX_BYTES,
    );
    expect(await readReport(padded(MESSAGE_MAX_BYTES))).toMatchObject({
      kind: "failed",
      recipient: "kein.postfach@empfaenger.test",
    });
    for (const raw of [
      padded(MESSAGE_MAX_BYTES + 1),
      Buffer.from(padded(MESSAGE_MAX_BYTES + 1)),
    ])
      expect(await readReport(raw)).toEqual({
        kind: "other",
        reason: "too-large",
      });
  });

  it("reads no more than 64 kB of the included original's header section", async () => {
    // The report came to another address: only the original names the return path.
    const elsewhere = fixture("postfix-5.1.1.eml")
      .replace(
        /^(X-Original-To|Delivered-To|To): .*$/gm,
        "$1: postmaster@zunftwerk.example",
      )
      .replace(/^X-Postfix-Sender: .*$/m, "");
    const padded = elsewhere.replace(
      "\n\nReturn-Path: <bounces+",
      `\n\n${"X-Fuellung: x\n".repeat(5_000)}Return-Path: <bounces+`,
    );
    expect(await readReport(padded)).toMatchObject({
      kind: "failed",
      recipient: "kein.postfach@empfaenger.test",
    });
    expect((await readReport(padded)).returnPath).toBeUndefined();
    expect((await readReport(elsewhere)).returnPath).toBe(
      rp("u3s12.9e7077ead7"),
    );
  });

  it("reads 1,000 reports (the time is printed, not asserted)", async () => {
    const raws = files.map(fixture);
    const started = performance.now();
    const kinds = new Map<string, number>();
    for (let i = 0; i < 1000; i++) {
      const { kind } = await readReport(raws[i % raws.length]!);
      kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
    }
    const ms = performance.now() - started;
    console.log(
      `readReport: 1,000 reports in ${ms.toFixed(0)} ms (${(ms / 1000).toFixed(2)} ms each)`,
      Object.fromEntries(kinds),
    );
    expect([...kinds.values()].reduce((a, b) => a + b)).toBe(1000);
  });
});

describe("readMailbox: an mbox file or one .eml", () => {
  it("reads an mbox of all fixtures back as the same messages, each read the same", async () => {
    const messages = files.map(fixture);
    // The Gmail and Exim fixtures hold a body line "From 7 December on, …".
    expect(messages.filter((m) => /^From /m.test(m)).length).toBe(2);
    for (const eol of ["\n", "\r\n"]) {
      const mbox = toMbox(
        messages.map((m) => m.replace(/\r?\n/g, eol)),
        eol,
      );
      expect(mailboxKind(mbox)).toBe("mbox");
      const read = readMailbox(mbox);
      expect(read).toHaveLength(files.length);
      expect(read).toEqual(messages.map((m) => m.replace(/\r?\n/g, eol)));
    }
    const read = readMailbox(toMbox(messages));
    for (const [i, name] of files.entries())
      expect(await readReport(read[i]!)).toMatchObject(expected[name]!);
  });

  it("tells one .eml from an mbox", () => {
    const eml = fixture("postfix-5.1.1.eml");
    expect(mailboxKind(eml)).toBe("eml");
    expect(readMailbox(eml)).toEqual([eml]);
    expect(readMailbox("")).toEqual([]);
    expect(readMailbox("\n\n")).toEqual([]);
    // A single message saved with its postmark is an mbox of one.
    expect(readMailbox(toMbox([eml]))).toEqual([eml]);
    expect(mailboxKind(`\uFEFF${toMbox([eml])}`)).toBe("mbox");
  });

  it("undoes the escaping of body lines and splits only at a postmark after a blank line", () => {
    const mbox = [
      "From bounces@zunftwerk.example Tue Nov 24 10:00:03 2026",
      "Subject: eins",
      "",
      ">From the workshop",
      ">>From quoted",
      "From here without a blank line before",
      "",
      "From now on: not a postmark (no time, no year)",
      "",
      "From - Wed Nov 25 08:12:40 2026",
      "Subject: zwei",
      "",
      "Text",
      "",
    ].join("\n");
    expect(readMailbox(mbox)).toEqual([
      [
        "Subject: eins",
        "",
        "From the workshop",
        ">From quoted",
        "From here without a blank line before",
        "",
        "From now on: not a postmark (no time, no year)",
        "",
      ].join("\n"),
      "Subject: zwei\n\nText\n",
    ]);
  });
});
