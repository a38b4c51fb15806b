// @vitest-environment node
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createNotifier } from "./notify.ts";
import { type Store, openStore } from "./store.ts";

const dataDir = mkdtempSync(path.join(tmpdir(), "notify-"));
const received: string[] = [];
let smtp: SMTPServer;
let port: number;
let store: Store;

function startSmtp(listenPort = 0) {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, _session, callback) {
      let text = "";
      stream.on("data", (chunk) => (text += chunk));
      stream.on("end", () => {
        received.push(text);
        callback();
      });
    },
  });
  return new Promise<number>((resolve) =>
    smtp.listen(listenPort, "127.0.0.1", () =>
      resolve((smtp.server.address() as AddressInfo).port),
    ),
  );
}

beforeAll(async () => {
  store = openStore(dataDir);
  port = await startSmtp();
});
afterAll(() => {
  smtp.close();
  store.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const contact = {
  name: "Erika Musterfrau",
  email: "erika@example.org",
  company: "",
  message: "Rückruf bitte",
};

describe("mail notices of new contact requests", () => {
  it("mails each new request to the company and marks it sent", async () => {
    const notifier = createNotifier(store, {
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: "website@zunftwerk.example",
      to: "vertrieb@zunftwerk.example",
    });
    const id = store.addContact(contact);
    await notifier.flush();
    await notifier.close();
    expect(received.at(-1)).toContain(
      "Subject: Neue Kontaktanfrage von Erika Musterfrau",
    );
    expect(received.at(-1)).toContain("erika@example.org");
    expect(
      store.contacts().find((row) => row.id === id)?.notified_at,
    ).toBeTruthy();
  });

  it("keeps a notice that failed and sends it once the mail server is back", async () => {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    const notifier = createNotifier(store, {
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: "a@b.de",
      to: "c@d.de",
    });
    const id = store.addContact({ ...contact, name: "Max Mustermann" });
    await notifier.flush();
    const failed = store.contacts().find((row) => row.id === id)!;
    expect(failed.notified_at).toBeNull();
    expect(failed.notify_attempts).toBe(1);

    await startSmtp(port);
    await notifier.flush();
    await notifier.close();
    expect(
      store.contacts().find((row) => row.id === id)?.notified_at,
    ).toBeTruthy();
    expect(received.at(-1)).toContain("Max Mustermann");
  });
});

describe("npm run inbox", () => {
  const inbox = (...args: string[]) =>
    execFileSync(process.execPath, ["scripts/inbox.ts", ...args], {
      env: { PATH: process.env.PATH, DATA_DIR: dataDir },
      encoding: "utf8",
    });

  it("lists, exports as CSV and JSON, and deletes by age", () => {
    expect(inbox("list")).toMatch(/^2 Kontaktanfragen, 0 Anmeldungen/);
    const csv = inbox("export", "--format", "csv").split("\r\n");
    expect(csv[0]).toBe(
      '"art","id","eingegangen","name","email","unternehmen","nachricht","gemeldet"',
    );
    expect(csv).toHaveLength(4);
    expect(
      JSON.parse(inbox("export", "--format", "json")).contactRequests,
    ).toHaveLength(2);
    expect(inbox("delete", "--older-than", "180")).toContain(
      "Gelöscht: 0 Kontaktanfragen",
    );
    expect(inbox("delete", "--older-than", "0")).toContain(
      "Gelöscht: 2 Kontaktanfragen",
    );
    expect(inbox("list")).toMatch(/^0 Kontaktanfragen/);
  });
});
