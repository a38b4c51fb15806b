// @vitest-environment node
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { openStore } from "../server/store.ts";
import { createDatabase } from "../tests/support/postgres.ts";

const dataDir = mkdtempSync(path.join(tmpdir(), "inbox-"));

const inbox = (...args: string[]) =>
  execFileSync(process.execPath, ["scripts/inbox.ts", ...args], {
    env: { PATH: process.env.PATH, DATA_DIR: dataDir },
    encoding: "utf8",
  });

beforeAll(async () => {
  const store = await openStore(dataDir);
  await store.addContact({
    name: "Jürgen Groß",
    email: "juergen@example.org",
    company: "Schornsteinfegerei Groß",
    message: '=HYPERLINK("http://evil.example")\nZweite Zeile; mit Semikolon',
  });
  await store.addContact({
    name: "Erika Musterfrau",
    email: "erika@example.org",
    company: "",
    message: "Rückruf bitte",
  });
  await store.subscribe("juergen@example.org", "Einwilligungstext");
  await store.close();
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe("npm run inbox", () => {
  it("lists what came in", () => {
    expect(inbox("list")).toMatch(
      /^2 Kontaktanfragen, 1 Anmeldungen, 3 E-Mails in der Warteschlange/,
    );
  });

  it("exports CSV that German Excel opens: BOM, semicolons, CRLF, formulas neutralised", () => {
    const csv = inbox("export", "--format", "csv");
    expect(csv.startsWith("\uFEFF")).toBe(true);
    expect(csv.slice(1).split("\r\n")[0]).toBe(
      '"Art";"ID";"Eingegangen";"Name";"E-Mail";"Unternehmen";"Nachricht";"Gemeldet";"Bestätigt";"Einwilligungstext";"Unzustellbar seit";"Versandt"',
    );
    const rows = parse(csv, { bom: true, delimiter: ";" }) as string[][];
    expect(rows).toHaveLength(4);
    expect(rows[1]).toMatchObject({
      0: "Kontaktanfrage",
      3: "Jürgen Groß",
      6: '\'=HYPERLINK("http://evil.example")\nZweite Zeile; mit Semikolon',
    });
    expect(rows[3]).toMatchObject({ 0: "Anmeldung", 4: "juergen@example.org" });
  });

  it("exports everything about one address, with the consent record", () => {
    const data = JSON.parse(
      inbox("export", "--email", "JUERGEN@example.org", "--format", "json"),
    );
    expect(data.contactRequests).toHaveLength(1);
    expect(data.signups).toMatchObject([
      {
        email: "juergen@example.org",
        confirmed_at: null,
        consent_text: "Einwilligungstext",
      },
    ]);
  });

  it("copies everything into an empty PostgreSQL database, queued mails included", async () => {
    const target = await createDatabase(inject("postgresUrl"));
    const source = await openStore(dataDir);
    await source.startUpdate({
      key: "start",
      subject: "Die Terminplattform startet",
      html: "<p>Es geht los</p>",
      text: "Es geht los",
      sourceHash: "0",
    });
    await source.close();
    expect(inbox("copy", "--to", target)).toBe(
      "Kopiert: 2 Kontaktanfragen, 1 Anmeldungen, 1 Updates, 3 E-Mails in der Warteschlange.\n",
    );
    const copied = await openStore("", target);
    expect((await copied.contacts()).map((row) => row.name)).toEqual([
      "Jürgen Groß",
      "Erika Musterfrau",
    ]);
    expect(await copied.signups()).toMatchObject([
      { email: "juergen@example.org", consent_text: "Einwilligungstext" },
    ]);
    expect((await copied.queuedMails()).map((mail) => mail.kind)).toEqual([
      "contact-notice",
      "contact-notice",
      "signup-confirmation",
    ]);
    expect(await copied.updateTallies()).toMatchObject([
      { key: "start", subject: "Die Terminplattform startet", recipients: 0 },
    ]);
    await copied.close();
    // Never into a database that already holds data.
    expect(() =>
      execFileSync(
        process.execPath,
        ["scripts/inbox.ts", "copy", "--to", target],
        {
          env: { PATH: process.env.PATH, DATA_DIR: dataDir },
          stdio: "pipe",
        },
      ),
    ).toThrow(/nicht leer/);
  });

  it("forgets one address completely and says what it deleted", () => {
    expect(inbox("forget", "--email", "juergen@example.org")).toBe(
      "Gelöscht zu juergen@example.org: 1 Kontaktanfragen, 1 Anmeldungen (mit allen noch nicht versandten E-Mails).\n",
    );
    expect(
      JSON.parse(
        inbox("export", "--email", "juergen@example.org", "--format", "json"),
      ),
    ).toEqual({
      contactRequests: [],
      signups: [],
      updateDeliveries: [],
    });
    expect(inbox("list")).toMatch(
      /^1 Kontaktanfragen, 0 Anmeldungen, 1 E-Mails in der Warteschlange/,
    );
  });

  it("applies the retention periods, and deletes by age on request", () => {
    expect(inbox("delete")).toContain(
      "Gelöscht nach den Speicherfristen: 0 Kontaktanfragen",
    );
    expect(inbox("delete", "--older-than", "0")).toContain(
      "Gelöscht: 1 Kontaktanfragen älter als 0 Tage.",
    );
    expect(inbox("list")).toMatch(/^0 Kontaktanfragen/);
  });

  it("refuses forget without an address, with a clear message", () => {
    expect(() =>
      execFileSync(process.execPath, ["scripts/inbox.ts", "forget"], {
        env: { PATH: process.env.PATH, DATA_DIR: dataDir },
        encoding: "utf8",
        stdio: "pipe",
      }),
    ).toThrow(/forget erwartet --email ADRESSE/);
  });
});
