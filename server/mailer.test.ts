// @vitest-environment node
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signupConsentRecord } from "../app/content/forms.ts";
import {
  type MailCatcher,
  linkIn,
  startMailCatcher,
} from "../tests/support/mail-catcher.ts";
import { createMailer } from "./mailer.ts";
import { type Store, openStore } from "./store.ts";

const dataDir = mkdtempSync(path.join(tmpdir(), "mailer-"));
const siteUrl = "https://www.zunftwerk.example";
let smtp: MailCatcher;
let store: Store;

beforeAll(async () => {
  store = await openStore(dataDir);
  smtp = await startMailCatcher();
});
afterAll(async () => {
  await smtp.stop();
  await store.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const contact = {
  name: "Erika Musterfrau",
  email: "erika@example.org",
  company: "",
  message: "Rückruf bitte",
};

const mailer = () =>
  createMailer(store, {
    smtpUrl: smtp.url,
    siteUrl,
    notifyTo: "vertrieb@zunftwerk.example",
    notifyFrom: "website@zunftwerk.example",
    mailFrom: "neuigkeiten@zunftwerk.example",
  });

describe("mail notices of new contact requests", () => {
  it("mails each new request to the company once, with the date to delete it by", async () => {
    const sender = mailer();
    const id = await store.addContact(contact);
    await sender.flush();
    await sender.flush();
    await sender.close();
    const notices = smtp
      .to("vertrieb@zunftwerk.example")
      .filter((mail) => mail.subject.includes("Erika Musterfrau"));
    expect(notices).toHaveLength(1);
    expect(notices[0]!.subject).toBe(
      "Neue Kontaktanfrage von Erika Musterfrau",
    );
    expect(notices[0]!.text).toContain("Rückruf bitte");
    expect(notices[0]!.text).toMatch(
      /Bitte löschen Sie diese E-Mail spätestens am \d{2}\.\d{2}\.\d{4}/,
    );
    expect(
      (await store.contacts()).find((row) => row.id === id)?.notified_at,
    ).toBeTruthy();
    expect(await store.queuedMails()).toEqual([]);
  });

  it("keeps a notice that failed and sends it once the mail server is back", async () => {
    await smtp.stop();
    const sender = mailer();
    const id = await store.addContact({ ...contact, name: "Max Mustermann" });
    await sender.flush();
    const failed = (await store.contacts()).find((row) => row.id === id)!;
    expect(failed.notified_at).toBeNull();
    expect(await store.queuedMails()).toMatchObject([
      { kind: "contact-notice", contact_id: id, attempts: 1 },
    ]);

    await smtp.restart();
    await sender.flush();
    await sender.close();
    expect(
      (await store.contacts()).find((row) => row.id === id)?.notified_at,
    ).toBeTruthy();
    expect(smtp.mails.at(-1)?.subject).toContain("Max Mustermann");
  });

  it("leaves notices queued while no recipient is set", async () => {
    const sender = createMailer(store, {
      smtpUrl: smtp.url,
      siteUrl,
      mailFrom: "neuigkeiten@zunftwerk.example",
    });
    const before = smtp.mails.length;
    const id = await store.addContact({ ...contact, name: "Ohne Empfänger" });
    await sender.flush();
    await sender.close();
    expect(smtp.mails).toHaveLength(before);
    expect(await store.queuedMails()).toMatchObject([
      { kind: "contact-notice", contact_id: id },
    ]);
    await store.forget(contact.email);
    expect(await store.queuedMails()).toEqual([]);
  });
});

describe("mails to subscribers", () => {
  it("send a confirmation without advertising, with a confirm and a one-click unsubscribe link", async () => {
    const sender = mailer();
    await store.subscribe("meisterin@example.org", signupConsentRecord);
    await sender.flush();
    await sender.close();
    const mail = await smtp.waitFor("meisterin@example.org");
    expect(mail.subject).toBe("Bitte bestätigen Sie Ihre Anmeldung");
    const [signup] = (await store.findByEmail("meisterin@example.org")).signups;
    expect(linkIn(mail, `${siteUrl}/anmeldung/bestaetigen?token=`)).toBe(
      `${siteUrl}/anmeldung/bestaetigen?token=${signup!.token}`,
    );
    const unsubscribe = `${siteUrl}/anmeldung/abmelden?token=${signup!.token}`;
    expect(linkIn(mail, `${siteUrl}/anmeldung/abmelden`)).toBe(unsubscribe);
    expect(mail.header("List-Unsubscribe")).toBe(`<${unsubscribe}>`);
    expect(mail.header("List-Unsubscribe-Post")).toBe(
      "List-Unsubscribe=One-Click",
    );
    expect(mail.text).toContain("Ohne Bestätigung löschen wir Ihre Adresse");
  });

  it("send the welcome mail after confirmation, again with the unsubscribe headers", async () => {
    const sender = mailer();
    const [signup] = (await store.findByEmail("meisterin@example.org")).signups;
    expect(await store.confirm(signup!.token)).toBe(true);
    await sender.flush();
    await sender.close();
    const welcome = await smtp.waitFor(
      "meisterin@example.org",
      /Anmeldung ist bestätigt/,
    );
    expect(welcome.header("List-Unsubscribe-Post")).toBe(
      "List-Unsubscribe=One-Click",
    );
    expect(linkIn(welcome, `${siteUrl}/anmeldung/abmelden`)).toContain(
      signup!.token,
    );
  });
});
