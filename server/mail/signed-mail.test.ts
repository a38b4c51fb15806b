// @vitest-environment node
// What every mail carries for the big providers: its own return path (so a
// later bounce names it), a DKIM signature over the headers RFC 8058 needs
// signed, Auto-Submitted on the automatic mails, List-Id on updates.
import { generateKeyPairSync } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { dkimVerify } from "mailauth/lib/dkim/verify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signupConsentRecord } from "../../app/content/forms.ts";
import {
  type MailCatcher,
  startMailCatcher,
} from "../../tests/support/mail-catcher.ts";
import { type Store, openStore } from "../store/index.ts";
import { createMailer } from "./mailer.ts";
import { readReturnPath } from "../bounces/return-path.ts";
import { rowMark } from "../bounces/return-tag.ts";

const work = mkdtempSync(path.join(tmpdir(), "signed-mail-"));
const bounceAddress = "bounces@zunftwerk.example";
const notifyTo = "vertrieb@zunftwerk.example";
const { privateKey, publicKey } = generateKeyPairSync("rsa", {
  modulusLength: 2048,
});
const keyFile = path.join(work, "dkim.pem");
writeFileSync(keyFile, privateKey.export({ type: "pkcs8", format: "pem" }));
/** The DKIM record as it would be published, served by a resolver of the test's own. */
const record = `v=DKIM1; k=rsa; p=${publicKey.export({ type: "spki", format: "der" }).toString("base64")}`;
const resolver = async (name: string, type: string) => {
  if (type === "TXT" && name === "mail2026._domainkey.zunftwerk.example")
    return [[record]];
  throw Object.assign(new Error(`no ${type} for ${name}`), {
    code: "ENOTFOUND",
  });
};

let smtp: MailCatcher;
let store: Store;
beforeAll(async () => {
  store = await openStore(path.join(work, "data"));
  smtp = await startMailCatcher();
  await store.submissions.addContact({
    name: "Erika Muster",
    email: "erika@example.org",
    company: "",
    message: "Bitte um Rückruf.",
  });
  await store.submissions.subscribe("abo@example.org", signupConsentRecord);
  const sender = createMailer(store, {
    smtpUrl: smtp.url,
    siteUrl: "https://www.zunftwerk.example",
    notifyTo,
    mailFrom: "Zunftwerk <news@zunftwerk.example>",
    bounceAddress,
    dkim: { selector: "mail2026", keyFile },
  });
  await sender.flush();
  await sender.close();
});
afterAll(async () => {
  await smtp.stop();
  await store.close();
  rmSync(work, { recursive: true, force: true });
});

describe("every mail", () => {
  it("leaves with its own return path, which names the mail and holds its check value", async () => {
    const notice = await smtp.waitFor(notifyTo, /Kontaktanfrage/);
    const confirmation = await smtp.waitFor("abo@example.org");
    const secret = await store.secrets.lasting("return-path");
    const [contact] = await store.submissions.contacts();
    const [signup] = await store.submissions.signups();
    expect(readReturnPath(notice.from, { bounceAddress, secret })).toEqual({
      known: true,
      mail: { kind: "contact-notice", contactId: contact!.id },
    });
    expect(
      readReturnPath(confirmation.from, { bounceAddress, secret }),
    ).toEqual({
      known: true,
      mail: {
        kind: "signup-confirmation",
        signupId: signup!.id,
        row: rowMark(signup!.token, secret),
      },
    });
    // The visible sender stays the company's address.
    expect(confirmation.header("From")).toContain("news@zunftwerk.example");
  });

  it("verifies under DKIM against the published key, with From, To, Subject, Date, Message-ID and the unsubscribe headers signed", async () => {
    const confirmation = await smtp.waitFor("abo@example.org");
    const { results } = await dkimVerify(Buffer.from(confirmation.raw), {
      resolver,
    });
    expect(results).toHaveLength(1);
    const [result] = results;
    expect(result!.status.result).toBe("pass");
    expect(result!.signingDomain).toBe("zunftwerk.example");
    const signed = result!.signingHeaders!.keys.toLowerCase().split(": ");
    for (const header of [
      "from",
      "to",
      "subject",
      "date",
      "message-id",
      "list-unsubscribe",
      "list-unsubscribe-post",
    ])
      expect(signed).toContain(header);
  });

  it("says that a machine sent it when one did (RFC 3834)", async () => {
    const notice = await smtp.waitFor(notifyTo, /Kontaktanfrage/);
    const confirmation = await smtp.waitFor("abo@example.org");
    expect(notice.header("Auto-Submitted")).toBe("auto-generated");
    expect(confirmation.header("Auto-Submitted")).toBe("auto-generated");
  });
});
