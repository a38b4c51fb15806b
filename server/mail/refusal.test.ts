// @vitest-environment node
import { describe, expect, it } from "vitest";
import { verdict } from "./refusal.ts";

/** An error as nodemailer reports a server's answer. */
const answer = (command: string, response: string, code = "EENVELOPE") => ({
  code,
  command,
  response,
  responseCode: Number(response.slice(0, 3)),
});

describe("what a mail server's answer means", () => {
  it.each([
    [
      "RCPT TO",
      "550 5.1.1 <weg@example.org>: Recipient address rejected: User unknown in virtual mailbox table",
      "mailbox",
    ],
    ["RCPT TO", "550 5.1.10 RESOLVER.ADR.RecipientNotFound", "mailbox"],
    [
      "RCPT TO",
      "550 5.2.1 The email account that you tried to reach is disabled",
      "mailbox",
    ],
    ["RCPT TO", "553 5.1.3 Bad recipient address syntax", "mailbox"],
  ])("%s %s: this address only (%s)", (command, response, kind) => {
    expect(verdict(answer(command, response))).toMatchObject({ kind });
  });

  it.each([
    [
      "RCPT TO",
      "553 5.7.1 <news@zunftwerk.example>: Sender address rejected: not owned by user mailer",
      "sender",
    ],
    ["MAIL FROM", "550 Sender rejected", "sender"],
    ["MAIL FROM", "501 5.1.7 Bad sender address syntax", "sender"],
    ["RCPT TO", "554 5.7.1 <x@example.org>: Relay access denied", "policy"],
    ["DATA", "550 5.7.1 Message rejected as spam", "policy"],
    ["DATA", "550 5.4.5 Daily user sending quota exceeded.", "quota"],
    ["RCPT TO", "452 4.5.3 Too many recipients", "quota"],
    ["MAIL FROM", "421 4.7.0 Try again later, closing connection.", "quota"],
    ["RCPT TO", "450 4.7.1 Rate limit reached, slow down", "quota"],
    ["DATA", "552 5.3.4 Message size exceeds fixed limit", "quota"],
  ])(
    "%s %s: the relay's fault, the lane stops (%s)",
    (command, response, cause) => {
      expect(
        verdict(
          answer(
            command,
            response,
            command === "DATA" ? "EMESSAGE" : undefined,
          ),
        ),
      ).toMatchObject({ kind: "stop", cause });
    },
  );

  it("a refused login stops the lane, whatever its code", () => {
    expect(
      verdict({
        code: "EAUTH",
        command: "AUTH PLAIN",
        response: "535 5.7.8 Error: authentication failed",
        responseCode: 535,
      }),
    ).toMatchObject({ kind: "stop", cause: "login" });
  });

  it.each([
    ["RCPT TO", "550 Recipient refused"],
    ["RCPT TO", "550 5.2.2 Mailbox full"],
    ["DATA", "554 Transaction failed"],
  ])(
    "%s %s: in doubt, the mail ends and nobody is marked",
    (command, response) => {
      expect(verdict(answer(command, response))).toMatchObject({
        kind: "message",
      });
    },
  );

  it.each([
    ["RCPT TO", "450 4.2.0 Mailbox temporarily unavailable"],
    ["DATA", "451 4.3.0 Temporary local problem"],
  ])("%s %s: passing, tried again", (command, response) => {
    expect(verdict(answer(command, response))).toMatchObject({ kind: "retry" });
  });

  it("a connection that fails is tried again", () => {
    expect(verdict({ code: "ECONNECTION", command: "CONN" })).toMatchObject({
      kind: "retry",
    });
  });
});

describe("a full mailbox", () => {
  it("is one recipient's passing trouble, not the relay's limit", () => {
    expect(
      verdict({
        code: "EENVELOPE",
        command: "RCPT TO",
        response: "452 4.2.2 Mailbox full, try again later",
        responseCode: 452,
      }),
    ).toMatchObject({ kind: "retry" });
  });

  // RFC 3463: x.2.2 is the recipient's mailbox full, and at RCPT TO an
  // answer is about that recipient, whatever words ("quota") it uses.
  it.each([
    // Gmail, as its servers answer.
    "452 4.2.2 The email account that you tried to reach is over quota. Please direct the recipient to https://support.google.com/mail/?p=OverQuotaTemp",
    // Postfix asking the recipient's server first (reject_unverified_recipient), as the relay test sees it.
    "450 4.1.1 <voll@empfaenger.test>: Recipient address rejected: unverified address: host 127.0.0.1[127.0.0.1] said: 452 4.2.2 The email account that you tried to reach is over quota. Please direct the recipient to https://support.google.com/mail/?p=OverQuotaTemp (in reply to RCPT TO command)",
    "450 4.1.1 <voll@empfaenger.test>: Recipient address rejected: unverified address: host 127.0.0.1[127.0.0.1] said: 552 5.2.2 Quota exceeded (mailbox for user is full) (in reply to RCPT TO command)",
  ])("RCPT TO %s: tried again later, the lane goes on", (response) => {
    expect(verdict(answer("RCPT TO", response))).toMatchObject({
      kind: "retry",
    });
  });

  it("RCPT TO 552 5.2.2 Quota exceeded (Dovecot): this mail ends, nobody is marked, the lane goes on", () => {
    expect(
      verdict(
        answer(
          "RCPT TO",
          "552 5.2.2 Quota exceeded (mailbox for user is full)",
        ),
      ),
    ).toMatchObject({ kind: "message" });
  });

  it.each([
    ["RCPT TO", "550 Daily sending quota exceeded"],
    ["RCPT TO", "452 Too many recipients"],
    ["DATA", "550 5.4.5 Daily user sending quota exceeded."],
    // Microsoft 365 when the sender's own mailbox is full: every mail alike.
    [
      "DATA",
      "554 5.2.2 mailbox full; STOREDRV.Submission.Exception:QuotaExceededException.MapiExceptionShutoffQuotaExceeded",
    ],
  ])(
    "%s %s: still the relay's own limit, the lane stops",
    (command, response) => {
      expect(
        verdict(
          answer(
            command,
            response,
            command === "DATA" ? "EMESSAGE" : undefined,
          ),
        ),
      ).toMatchObject({ kind: "stop", cause: "quota" });
    },
  );
});
