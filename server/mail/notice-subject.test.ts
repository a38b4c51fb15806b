// @vitest-environment node
// The subject of a contact notice as the owner's mail program shows it: the
// visitor's name in it can neither reorder it nor break it.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type MailCatcher,
  startMailCatcher,
} from "../../tests/support/mail-catcher.ts";
import { createMailer } from "./mailer.ts";
import { type Store, openStore } from "../store/index.ts";

const dataDir = mkdtempSync(path.join(tmpdir(), "notice-subject-"));
const notifyTo = "vertrieb@zunftwerk.example";
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

describe("the subject of a contact notice", () => {
  it("carries no bidirectional override, isolate or line separator from the name", async () => {
    // Stored directly, as an older release may have taken it: the form
    // refuses these characters in a name now.
    await store.submissions.addContact({
      name: "Erika\u202Efdp.exe\u202C \u2066Muster\u2069\u2028frau\u2029X \u202A\u202B\u202DY",
      email: "erika@example.org",
      company: "",
      message: "Rückruf bitte",
    });
    const sender = createMailer(store, {
      smtpUrl: smtp.url,
      siteUrl: "https://www.zunftwerk.example",
      notifyTo,
      notifyFrom: "website@zunftwerk.example",
    });
    await sender.flush();
    await sender.close();
    const notice = await smtp.waitFor(notifyTo, /Kontaktanfrage/);
    expect(notice.subject).toBe(
      "Neue Kontaktanfrage von Erikafdp.exe MusterfrauX Y",
    );
    expect(notice.subject).not.toMatch(
      /[\u2028\u2029\u202a-\u202e\u2066-\u2069]/,
    );
    // The text still says who wrote, exactly as stored.
    expect(notice.text).toContain("Name: Erika\u202Efdp.exe");
  });
});
