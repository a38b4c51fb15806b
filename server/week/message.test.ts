// @vitest-environment node
// The weekly mail through a real SMTP server (tests/support/smtp-sink.ts)
// and read back as a mail program reads it (mailparser): to the company,
// made by a machine, the subject with its umlauts and non-breaking spaces,
// the text part as written and the HTML beside it.
import nodemailer from "nodemailer";
import { simpleParser } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sampleWeek } from "../../tests/support/sample-week.ts";
import {
  type ArrivedMail,
  startSmtpSink,
} from "../../tests/support/smtp-sink.ts";
import { composeWeek } from "./mail.ts";
import { weekMessage } from "./message.ts";

const arrived: ArrivedMail[] = [];
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
beforeAll(async () => {
  sink = await startSmtpSink((mail) => void arrived.push(mail));
});
afterAll(() => sink?.stop());

describe("the weekly mail on the wire", () => {
  it("arrives at NOTIFY_TO with both parts as composed", async () => {
    const composed = await composeWeek(sampleWeek({ trouble: true }));
    const transport = nodemailer.createTransport({ url: sink.url });
    await transport.sendMail(
      weekMessage(composed, {
        notifyTo: "anfragen@zunftwerk.example",
        mailFrom: "website@zunftwerk.example",
      }),
    );
    transport.close();
    expect(arrived).toHaveLength(1);
    expect(arrived[0]!.to).toBe("anfragen@zunftwerk.example");
    const mail = await simpleParser(arrived[0]!.raw);
    expect(mail.from?.text).toBe("website@zunftwerk.example");
    expect(mail.headers.get("auto-submitted")).toBe("auto-generated");
    expect(mail.subject).toBe(composed.subject);
    expect(mail.subject).toContain(
      "Ihre Woche (16.11.–22.11.2026): 1.431\u00a0Besucher",
    );
    expect(mail.text?.trimEnd()).toBe(composed.text);
    expect(mail.html).toContain("Wie es der Website geht");
    expect(mail.attachments).toEqual([]);
  });
});
