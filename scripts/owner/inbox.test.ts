// @vitest-environment node
import {
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { signupConsentRecord } from "../../app/content/forms.ts";
import { createMailer } from "../../server/mail/mailer.ts";
import { openSqlite } from "../../server/store/database.ts";
import { type HeldReason, openStore } from "../../server/store/index.ts";
import { startMailCatcher } from "../../tests/support/mail-catcher.ts";
import { createDatabase } from "../../tests/support/postgres.ts";
import {
  ownerCommandOutput,
  runOwnerCommand,
} from "../../tests/support/owner-command.ts";
import { runInbox } from "./inbox.ts";

const dataDir = mkdtempSync(path.join(tmpdir(), "inbox-"));

// npm run inbox in this process (tests/support/owner-command.ts): its
// output, or thrown with its error output on a non-zero exit.
const inboxIn = (dir: string, ...args: string[]) =>
  ownerCommandOutput(runInbox, args, { DATA_DIR: dir });
const inbox = (...args: string[]) => inboxIn(dataDir, ...args);

beforeAll(async () => {
  const store = await openStore(dataDir);
  await store.submissions.addContact({
    name: "Jürgen Groß",
    email: "juergen@example.org",
    company: "Schornsteinfegerei Groß",
    message: '=HYPERLINK("http://evil.example")\nZweite Zeile; mit Semikolon',
  });
  await store.submissions.addContact({
    name: "Erika Musterfrau",
    email: "erika@example.org",
    company: "",
    message: "Rückruf bitte",
  });
  await store.submissions.subscribe("juergen@example.org", "Einwilligungstext");
  await store.close();
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe("npm run inbox", () => {
  it("lists what came in", async () => {
    expect(await inbox("list")).toMatch(
      /^2 Kontaktanfragen, 1 Anmeldungen, 3 E-Mails in der Warteschlange/,
    );
  });

  it("exports CSV that German Excel opens: BOM, semicolons, CRLF, formulas neutralised", async () => {
    const csv = await inbox("export", "--format", "csv");
    expect(csv.startsWith("\uFEFF")).toBe(true);
    expect(csv.slice(1).split("\r\n")[0]).toBe(
      "Art;ID;Eingegangen (deutsche Zeit);Name;E-Mail;Unternehmen;Nachricht;Gemeldet (deutsche Zeit);Bestätigt (deutsche Zeit);Einwilligungstext;Unzustellbar seit (deutsche Zeit);Versandt (deutsche Zeit)",
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

  it("exports everything about one address, with the consent record", async () => {
    const data = JSON.parse(
      await inbox(
        "export",
        "--email",
        "JUERGEN@example.org",
        "--format",
        "json",
      ),
    );
    expect(data.contactRequests).toHaveLength(1);
    expect(data.signups).toMatchObject([
      {
        email: "juergen@example.org",
        confirmed_at: null,
        consent_text: "Einwilligungstext",
      },
    ]);
    // The mails about the person not sent yet: the notice of the request and
    // the confirmation of the sign-up, with their tries (Art. 15).
    expect(
      data.mails.map((mail: { kind: string; attempts: number }) => [
        mail.kind,
        mail.attempts,
      ]),
    ).toEqual([
      ["contact-notice", 0],
      ["signup-confirmation", 0],
    ]);
    expect(
      (await inbox("export", "--email", "juergen@example.org")).split("\r\n"),
    ).toContainEqual(
      expect.stringMatching(
        /^E-Mail \(nicht versandt\);\d+;.*contact-notice, 0 Versuche;.*wartet$/,
      ),
    );
  });

  it("copies everything into an empty PostgreSQL database, queued mails included", async () => {
    const target = await createDatabase(inject("postgresUrl"));
    const source = await openStore(dataDir);
    await source.updates.start({
      key: "start",
      subject: "Die Terminplattform startet",
      html: "<p>Es geht los</p>",
      text: "Es geht los",
      sourceHash: "0",
    });
    await source.close();
    const said = await inbox("copy", "--to", target);
    expect(said).toMatch(
      /^Kopiert: 2 Kontaktanfragen, 1 Anmeldungen, 1 Updates, 3 E-Mails in der Warteschlange\.\nDie SQLite-Datei \S+submissions\.db enthält weiterhin alles\. /,
    );
    const copied = await openStore("", target);
    expect(
      (await copied.submissions.contacts()).map((row) => row.name),
    ).toEqual(["Jürgen Groß", "Erika Musterfrau"]);
    expect(await copied.submissions.signups()).toMatchObject([
      { email: "juergen@example.org", consent_text: "Einwilligungstext" },
    ]);
    expect((await copied.outbox.queued()).map((mail) => mail.kind)).toEqual([
      "contact-notice",
      "contact-notice",
      "signup-confirmation",
    ]);
    expect(await copied.updates.tallies()).toMatchObject([
      { key: "start", subject: "Die Terminplattform startet", recipients: 0 },
    ]);
    await copied.close();
    // Never into a database that already holds data.
    await expect(inbox("copy", "--to", target)).rejects.toThrow(/nicht leer/);
  });

  it("forgets one address completely, its bytes too, and names the copies outside the store", async () => {
    const bytes = () =>
      ["", "-wal"]
        .map((suffix) => path.join(dataDir, `submissions.db${suffix}`))
        .filter((file) => existsSync(file))
        .map((file) => readFileSync(file).toString("latin1"))
        .join("");
    expect(bytes()).toContain("juergen@example.org");
    const said = await inbox("forget", "--email", "juergen@example.org");
    expect(said).toContain(
      "Gelöscht zu juergen@example.org: 1 Kontaktanfragen, 1 Anmeldungen (mit allen noch nicht versandten E-Mails). In der Datenbankdatei sind die Bytes überschrieben.",
    );
    expect(said).toContain("die Meldungen zu Kontaktanfragen im Postfach");
    expect(said).toContain(
      "bis die letzte Sicherung von heute nach 7 Tagen gelöscht ist",
    );
    // Neither the file nor its write-ahead log holds the address any more.
    expect(bytes()).not.toContain("juergen@example.org");
    expect(bytes()).not.toContain("Schornsteinfegerei Groß");
    expect(
      JSON.parse(
        await inbox(
          "export",
          "--email",
          "juergen@example.org",
          "--format",
          "json",
        ),
      ),
    ).toEqual({
      contactRequests: [],
      signups: [],
      updateDeliveries: [],
      mails: [],
    });
    expect(await inbox("list")).toMatch(
      /^1 Kontaktanfragen, 0 Anmeldungen, 1 E-Mails in der Warteschlange/,
    );
  });

  it("forget names the reports in the bounce mailbox: the server deletes them, or nobody does without BOUNCE_IMAP_URL", async () => {
    const forget = (env: Record<string, string>) =>
      ownerCommandOutput(
        runInbox,
        ["forget", "--email", "niemand@example.org"],
        { DATA_DIR: dataDir, ...env },
      );
    expect(await forget({ BOUNCE_ADDRESS: "bounces@zunftwerk.de" })).toContain(
      "Rückläufer im Postfach bounces@zunftwerk.de liest und löscht niemand, solange BOUNCE_IMAP_URL nicht gesetzt ist: Löschen Sie dort die Nachrichten zu dieser Adresse selbst.",
    );
    expect(
      await forget({
        BOUNCE_ADDRESS: "bounces@zunftwerk.de",
        BOUNCE_IMAP_URL: "imaps://bounces:geheim@mail.zunftwerk.de",
      }),
    ).toContain(
      "Rückläufer im Postfach bounces@zunftwerk.de löscht der Server, sobald er sie gelesen hat (alle fünf Minuten), die im Ordner „Zu groß“ nach 7 Tagen.",
    );
  });

  it("deletes one request by its number once it is dealt with", async () => {
    const store = await openStore(dataDir);
    const id = String(
      await store.submissions.addContact({
        name: "Erledigt",
        email: "erledigt@example.org",
        company: "",
        message: "Schon beantwortet",
      }),
    );
    await store.close();
    expect(await inbox("list")).toMatch(/^2 Kontaktanfragen/);
    expect(await inbox("delete", "--id", id)).toContain(
      `Kontaktanfrage #${id} ist gelöscht`,
    );
    expect(await inbox("list")).toMatch(/^1 Kontaktanfragen/);
    expect(await inbox("list")).not.toContain("Erledigt");
    await expect(inbox("delete", "--id", id)).rejects.toThrow(/gibt es nicht/);
  });

  it("applies the retention periods, and deletes by age on request", async () => {
    expect(await inbox("delete")).toContain(
      "Gelöscht nach den Speicherfristen: 0 Kontaktanfragen",
    );
    expect(await inbox("delete", "--older-than", "0")).toContain(
      "Gelöscht: 1 Kontaktanfragen älter als 0 Tage.",
    );
    expect(await inbox("list")).toMatch(/^0 Kontaktanfragen/);
  });

  it("refuses an empty or unreadable --older-than, and deletes nothing", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "inbox-older-"));
    const store = await openStore(dir);
    for (const name of ["Neu", "Noch nicht gemeldet"])
      await store.submissions.addContact({
        name,
        email: "anfrage@example.org",
        company: "",
        message: "Bitte um Rückruf",
      });
    await store.close();
    const counted = async () => {
      const check = await openStore(dir);
      const rows = {
        contacts: (await check.submissions.contacts()).length,
        mails: (await check.outbox.queued()).length,
      };
      await check.close();
      return rows;
    };
    for (const given of [
      "--older-than=",
      "--older-than=neunzig",
      "--older-than=-1",
      "--older-than=1e3",
    ]) {
      const refused = await runOwnerCommand(runInbox, ["delete", given], {
        DATA_DIR: dir,
      });
      expect(refused.status).toBe(1);
      expect(refused.stdout).toBe("");
      expect(refused.stderr).toBe(
        "--older-than erwartet eine Anzahl Tage, etwa --older-than 90. Es wurde nichts gelöscht.\n",
      );
      expect(await counted()).toEqual({ contacts: 2, mails: 2 });
    }
    rmSync(dir, { recursive: true, force: true });
  });

  it("refuses deliverable without an address, with its usage and no stack trace", async () => {
    const refused = await runOwnerCommand(runInbox, ["deliverable"], {
      DATA_DIR: dataDir,
    });
    expect(refused.status).toBe(1);
    expect(refused.stdout).toBe("");
    expect(refused.stderr).toBe(
      "deliverable erwartet die Adresse, die wieder Updates erhalten soll: npm run inbox -- deliverable ADRESSE\n",
    );
  });

  it("refuses forget without an address, with a clear message", async () => {
    await expect(inbox("forget")).rejects.toThrow(
      /forget erwartet --email ADRESSE/,
    );
  });
});

describe("npm run inbox shows times in German time", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "inbox-times-"));
  /** Sets stored times directly, as the store writes them: ISO in UTC. */
  const setTimes = (statements: [string, ...unknown[]][]) => {
    const db = new Database(path.join(dir, "submissions.db"));
    for (const [query, ...params] of statements)
      db.prepare(query).run(...params);
    db.close();
  };

  beforeAll(async () => {
    const store = await openStore(dir);
    await store.submissions.addContact({
      name: "Winter",
      email: "winter@example.org",
      company: "",
      message: "Im Januar",
    });
    await store.submissions.addContact({
      name: "Sommer",
      email: "sommer@example.org",
      company: "",
      message: "Im Juli",
    });
    await store.submissions.subscribe("maerz@example.org", "Einwilligungstext");
    await store.submissions.subscribe(
      "oktober@example.org",
      "Einwilligungstext",
    );
    await store.close();
    // Confirmed before the update starts, so that it goes to this address.
    setTimes([
      [
        "UPDATE signups SET created_at = ?, confirmed_at = ? WHERE id = 1",
        // Either side of the change to summer time (01:00 UTC).
        "2026-03-29T00:30:00.000Z",
        "2026-03-29T01:30:00.000Z",
      ],
    ]);
    const again = await openStore(dir);
    await again.updates.start({
      key: "start",
      subject: "Die Terminplattform startet",
      html: "<p>Es geht los</p>",
      text: "Es geht los",
      sourceHash: "0",
    });
    await again.close();
    setTimes([
      [
        "UPDATE contact_requests SET created_at = ?, notified_at = ? WHERE id = 1",
        "2026-01-15T08:05:09.000Z",
        "2026-01-15T08:05:11.000Z",
      ],
      [
        "UPDATE contact_requests SET created_at = ? WHERE id = 2",
        "2026-07-01T22:30:00.000Z",
      ],
      // The hour the clocks go back: an hour apart, the same wall-clock time.
      [
        "UPDATE signups SET created_at = ?, confirmed_at = ?, undeliverable_at = ?, undeliverable_reason = '550' WHERE id = 2",
        "2026-10-25T00:30:00.000Z",
        "2026-10-25T00:45:00.000Z",
        "2026-10-25T01:30:00.000Z",
      ],
      [
        "UPDATE update_deliveries SET queued_at = ?, sent_at = ?",
        "2026-08-10T05:00:00.000Z",
        "2026-12-24T16:00:00.000Z",
      ],
      // Sent: the first notice, the first confirmation, the update.
      [
        "DELETE FROM outbox WHERE contact_id = 1 OR signup_id = 1 OR kind = 'update'",
      ],
      [
        "UPDATE outbox SET state = 'failing', attempts = 1, last_error = '421 4.7.0', next_attempt_at = ? WHERE contact_id = 2",
        "2026-07-01T22:31:00.000Z",
      ],
      [
        "UPDATE outbox SET state = 'refused', attempts = 1, last_error = '550 5.1.1', failed_at = ? WHERE signup_id = 2",
        "2026-10-25T01:30:00.000Z",
      ],
    ]);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("lists every time as the wall clock in Germany", async () => {
    const lines = (await inboxIn(dir, "list")).split("\n");
    // A contact request's fields each on their own line (finding B of the
    // security review): the times and values as before.
    expect(lines.slice(1, 13)).toEqual([
      "Kontaktanfrage #1 15.01.2026 09:05:09 gemeldet",
      "    Name:        Winter",
      "    E-Mail:      winter@example.org",
      "    Unternehmen: \u2013",
      "    Nachricht:   Im Januar",
      "Kontaktanfrage #2 02.07.2026 00:30:00 nicht gemeldet",
      "    Name:        Sommer",
      "    E-Mail:      sommer@example.org",
      "    Unternehmen: \u2013",
      "    Nachricht:   Im Juli",
      "Anmeldung #1 29.03.2026 01:30:00 maerz@example.org bestätigt 29.03.2026 03:30:00",
      "Anmeldung #2 25.10.2026 02:30:00 oktober@example.org ADRESSE UNZUSTELLBAR seit 25.10.2026 02:30:00 (550), erhält keine Updates mehr",
    ]);
    expect(lines[13]).toMatch(
      /^E-Mail #2 Meldung an Sie zu Kontaktanfrage #2, in der Warteschlange seit .+: wartet, nächster Versuch 02\.07\.2026 00:31:00, 1 Versuche, letzter Fehler: 421 4\.7\.0$/,
    );
    expect(lines[14]).toMatch(
      /^E-Mail #4 Bestätigungsmail zu Anmeldung #2, in der Warteschlange seit .+: ENDGÜLTIG FEHLGESCHLAGEN \(seit 25\.10\.2026 02:30:00; erneut senden/,
    );
  });

  it("exports CSV with German times, unquoted, so that German Excel reads dates", async () => {
    const lines = (await inboxIn(dir, "export")).slice(1).split("\r\n");
    expect(lines).toEqual([
      "Art;ID;Eingegangen (deutsche Zeit);Name;E-Mail;Unternehmen;Nachricht;Gemeldet (deutsche Zeit);Bestätigt (deutsche Zeit);Einwilligungstext;Unzustellbar seit (deutsche Zeit);Versandt (deutsche Zeit)",
      "Kontaktanfrage;1;15.01.2026 09:05:09;Winter;winter@example.org;;Im Januar;15.01.2026 09:05:11;;;;",
      "Kontaktanfrage;2;02.07.2026 00:30:00;Sommer;sommer@example.org;;Im Juli;;;;;",
      "Anmeldung;1;29.03.2026 01:30:00;;maerz@example.org;;;;29.03.2026 03:30:00;Einwilligungstext;;",
      "Anmeldung;2;25.10.2026 02:30:00;;oktober@example.org;;;;25.10.2026 02:45:00;Einwilligungstext;25.10.2026 02:30:00;",
      "",
    ]);
    expect(
      (await inboxIn(dir, "export", "--email", "maerz@example.org"))
        .slice(1)
        .split("\r\n")
        .slice(1),
    ).toEqual([
      "Anmeldung;1;29.03.2026 01:30:00;;maerz@example.org;;;;29.03.2026 03:30:00;Einwilligungstext;;",
      "Update;;10.08.2026 07:00:00;;;;Die Terminplattform startet;;;;;24.12.2026 17:00:00",
      "",
    ]);
  });

  it("keeps ISO times in UTC in the JSON export, for programs", async () => {
    const data = JSON.parse(
      await inboxIn(
        dir,
        "export",
        "--email",
        "maerz@example.org",
        "--format",
        "json",
      ),
    );
    expect(data.signups[0]).toMatchObject({
      created_at: "2026-03-29T00:30:00.000Z",
      confirmed_at: "2026-03-29T01:30:00.000Z",
    });
    expect(data.updateDeliveries[0]).toMatchObject({
      queued_at: "2026-08-10T05:00:00.000Z",
      sent_at: "2026-12-24T16:00:00.000Z",
    });
  });
});

describe("npm run inbox with hostile visitor text", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "inbox-hostile-"));
  const formulas = 'Hallo\n=1+1\n=WEBSERVICE("http://x")';
  // No quote and no semicolon: nothing but the line breaks makes it quoted.
  const bare = "Guten Tag\n=1+1\r+2\u2028@SUMME(A1)\n-3\tfertig";
  const forged =
    "Danke\r#7 gelöscht\nAnmeldung #99 01.01.2026 10:00:00 chef@example.org bestätigt";

  beforeAll(async () => {
    const store = await openStore(dir);
    await store.submissions.addContact({
      name: "Formel",
      email: "formel@example.org",
      company: "",
      message: formulas,
    });
    await store.submissions.addContact({
      name: "Zeilen",
      email: "zeilen@example.org",
      company: "",
      message: bare,
    });
    // Written directly, as an older release may have stored it: the form
    // refuses these characters in a name or company now.
    await store.submissions.addContact({
      name: "Mallory\u202Etxt.exe\u009b31m",
      email: "mallory@example.org",
      company: "Firma\nAnmeldung #98 bestätigt",
      message: forged,
    });
    await store.close();
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("exports each multi-line message as one quoted cell, every line formula-guarded", async () => {
    const csv = await inboxIn(dir, "export", "--format", "csv");
    // Read as a reader that ends a record at any line break outside quotes
    // (Python's csv, LibreOffice) does.
    const rows = parse(csv, {
      bom: true,
      delimiter: ";",
      record_delimiter: ["\r\n", "\n", "\r"],
      relax_column_count: true,
    }) as string[][];
    expect(rows).toHaveLength(4);
    expect(rows.map((row) => row.length)).toEqual([12, 12, 12, 12]);
    expect(rows[1]![6]).toBe("Hallo\n'=1+1\n'=WEBSERVICE(\"http://x\")");
    expect(rows[2]![6]).toBe(
      "Guten Tag\n'=1+1\r'+2\u2028'@SUMME(A1)\n'-3\tfertig",
    );
    for (const row of rows)
      for (const value of row) expect(value).not.toMatch(/^[=+\-@\t\r]/);
  });

  it("lists each field on its own labelled line, line breaks as continuation lines, controls visible", async () => {
    const out = await inboxIn(dir, "list");
    const lines = out.split("\n");
    // Only the tool's own lines start at the margin.
    expect(lines.filter((line) => /^Anmeldung #9[89]/.test(line))).toEqual([]);
    expect(lines.filter((line) => /^#7/.test(line))).toEqual([]);
    expect(lines).toContainEqual(
      expect.stringMatching(/^ +│ Anmeldung #99 01\.01\.2026 10:00:00 chef/),
    );
    expect(lines).toContainEqual(expect.stringMatching(/^ +│ #7 gelöscht$/));
    expect(lines).toContain(
      "    Name:        Mallory\\u{202E}txt.exe\\u{9B}31m",
    );
    expect(lines).toContain("    E-Mail:      mallory@example.org");
    expect(lines).toContain("    Unternehmen: Firma␊Anmeldung #98 bestätigt");
    expect(lines).toContain("    Nachricht:   Danke");
    // Nothing a terminal acts on reaches it: no CR, no C0 but the line
    // ends, no C1, no bidirectional override.
    expect(out).not.toMatch(
      // eslint-disable-next-line no-control-regex -- finding them is the point
      /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/,
    );
  });

  it("keeps control characters out of the JSON export's raw text, escaped as JSON allows", async () => {
    const out = await inboxIn(dir, "export", "--format", "json");
    expect(out).not.toMatch(
      /[\u0080-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/,
    );
    const data = JSON.parse(out);
    expect(data.contactRequests[2]).toMatchObject({
      name: "Mallory\u202Etxt.exe\u009b31m",
      message: forged,
    });
    expect(data.contactRequests[1].message).toBe(bare);
  });
});

describe("npm run inbox with a marked notice", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "inbox-marked-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("lists it among the taken enquiries, saying it was marked and why", async () => {
    const store = await openStore(dir);
    const id = await store.submissions.addContact(
      {
        name: "Agentur",
        email: "agentur@example.org",
        company: "",
        message: "Platz 1 bei Google",
      },
      { verdict: { mark: ["Suchmaschinen-Angebot"] } },
    );
    await store.close();
    expect((await inboxIn(dir, "list")).split("\n")).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `^Kontaktanfrage #${id} \\S+ \\S+ nicht gemeldet \\(als Werbeverdacht markiert: Suchmaschinen-Angebot\\)$`,
        ),
      ),
    );
  });
});

describe("npm run inbox with an enquiry held before migration 014", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "inbox-held-012-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("lists it with its reasons as that release stored them", async () => {
    await (await openSqlite(dir, { upTo: "012-marked-enquiries" })).destroy();
    const file = new Database(path.join(dir, "submissions.db"));
    const time = new Date().toISOString();
    file
      .prepare(
        "INSERT INTO contact_requests (created_at, name, email, company, message, held_at, held_reason) VALUES (?, 'Vorher', 'vorher@example.org', '', 'Hallo', ?, ?)",
      )
      .run(
        time,
        time,
        "0,2\u00a0s nach dem Öffnen abgeschickt; Zeitstempel schon einmal verwendet",
      );
    file.close();
    // The server brings the schema up to date; the tool only reads it.
    await (await openStore(dir)).close();
    expect((await inboxIn(dir, "list")).split("\n")).toContainEqual(
      expect.stringMatching(
        /^Kontaktanfrage #1 \S+ \S+ ZURÜCKGEHALTEN: 0,2\u00a0s nach dem Öffnen abgeschickt; Zeitstempel schon einmal verwendet$/,
      ),
    );
  });
});

describe("npm run inbox with held enquiries", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "inbox-held-"));
  /** A command that may fail: its exit status and what it printed. */
  const attempt = (...args: string[]) =>
    runOwnerCommand(runInbox, args, { DATA_DIR: dir });
  const heading =
    "Zurückgehalten (keine Meldung an Sie; freigeben: npm run inbox -- release ID, löschen: npm run inbox -- dismiss ID):";
  const where = "Die zurückgehaltenen nennt npm run inbox -- list.";
  let normal = "";
  let held = "";
  let spam = "";

  beforeAll(async () => {
    const store = await openStore(dir);
    const add = async (
      name: string,
      message: string,
      reasons: HeldReason[] = [],
    ) =>
      String(
        await store.submissions.addContact(
          { name, email: "anfrage@example.org", company: "", message },
          {
            verdict:
              reasons.length > 0
                ? { hold: { kind: "suspected", reasons } }
                : {},
          },
        ),
      );
    normal = await add("Echte Anfrage", "Bitte um Rückruf");
    held = await add("Eilige Kundin", "Termin nächste Woche?", [
      { rule: "too-fast", text: "0,2\u00a0s nach dem Öffnen abgeschickt" },
    ]);
    spam = await add("Werbung", "Günstige Kredite: bit.ly/x", [
      { rule: "too-fast", text: "0,2\u00a0s nach dem Öffnen abgeschickt" },
      { rule: "other", text: "Kurzlink (bit.ly)" },
    ]);
    // Yesterday's overview (06:00 UTC is past 7:00 German time all year).
    const yesterday = new Date(Date.now() - 86_400_000);
    yesterday.setUTCHours(6, 0, 0, 0);
    expect(await store.held.queueOverview(yesterday)).toBe(2);
    await store.close();
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("lists held enquiries apart, under their heading, each with its reason", async () => {
    const lines = (await inboxIn(dir, "list")).trimEnd().split("\n");
    expect(lines[0]).toBe(
      "3 Kontaktanfragen, davon 2 zurückgehalten, 0 Anmeldungen, 2 E-Mails in der Warteschlange",
    );
    const apart = lines.indexOf(heading);
    expect(apart).toBeGreaterThan(0);
    const [before, after] = [lines.slice(0, apart), lines.slice(apart + 1)];
    expect(before).toContainEqual(
      expect.stringMatching(
        new RegExp(`^Kontaktanfrage #${normal} \\S+ \\S+ nicht gemeldet$`),
      ),
    );
    expect(before).toContain("    Name:        Echte Anfrage");
    // The overview belongs to no single enquiry.
    expect(before).toContainEqual(
      expect.stringMatching(
        /^E-Mail #\d+ Übersicht zurückgehaltener Anfragen, in der Warteschlange seit .+: wartet, 0 Versuche$/,
      ),
    );
    expect(before.join("\n")).not.toMatch(/Eilige Kundin|Werbung/);
    expect(after).toHaveLength(10);
    expect(after[0]).toMatch(
      new RegExp(
        `^Kontaktanfrage #${held} \\S+ \\S+ ZURÜCKGEHALTEN: 0,2\u00a0s nach dem Öffnen abgeschickt$`,
      ),
    );
    expect(after.slice(1, 5)).toEqual([
      "    Name:        Eilige Kundin",
      "    E-Mail:      anfrage@example.org",
      "    Unternehmen: \u2013",
      "    Nachricht:   Termin nächste Woche?",
    ]);
    expect(after[5]).toMatch(
      new RegExp(
        `^Kontaktanfrage #${spam} \\S+ \\S+ ZURÜCKGEHALTEN: 0,2\u00a0s nach dem Öffnen abgeschickt; Kurzlink \\(bit\\.ly\\)$`,
      ),
    );
    expect(after).toContain("    Name:        Werbung");
    expect(after.join("\n")).not.toContain("Echte Anfrage");
  });

  it("releases a held enquiry: its notice is queued, and a second release is refused", async () => {
    expect(await inboxIn(dir, "release", held)).toBe(
      `Kontaktanfrage #${held} ist freigegeben: Die Meldung dazu geht beim nächsten Durchlauf des Servers an Sie.\n`,
    );
    const store = await openStore(dir);
    const notices = (await store.outbox.queued()).filter(
      (mail) => mail.contact_id === Number(held),
    );
    expect(notices).toMatchObject([{ kind: "contact-notice", attempts: 0 }]);
    expect(
      (await store.submissions.contacts())
        .filter((row) => row.held_at !== null)
        .map((row) => row.id),
    ).toEqual([Number(spam)]);
    await store.close();
    const list = (await inboxIn(dir, "list")).split("\n");
    expect(list[0]).toMatch(/^3 Kontaktanfragen, davon 1 zurückgehalten, /);
    expect(list.indexOf(heading)).toBeGreaterThan(
      list.findIndex((line) => line.startsWith(`Kontaktanfrage #${held} `)),
    );

    const again = await attempt("release", held);
    expect(again.status).toBe(1);
    expect(again.stdout).toBe("");
    expect(again.stderr).toBe(
      `Kontaktanfrage #${held} ist nicht (mehr) zurückgehalten: Die Meldung dazu ist schon vorgemerkt oder versandt. ${where}\n`,
    );
    const unknown = await attempt("release", "999");
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toBe(
      `Kontaktanfrage #999 gibt es nicht (mehr). ${where}\n`,
    );
    const check = await openStore(dir);
    expect(
      (await check.outbox.queued()).filter(
        (mail) => mail.contact_id === Number(held),
      ),
    ).toHaveLength(1);
    await check.close();
  });

  it("dismisses a held enquiry by deleting it, and leaves any other one stored", async () => {
    const refused = await attempt("dismiss", normal);
    expect(refused.status).toBe(1);
    expect(refused.stdout).toBe("");
    expect(refused.stderr).toBe(
      `Kontaktanfrage #${normal} ist nicht zurückgehalten und bleibt gespeichert; löschen können Sie sie mit npm run inbox -- delete --id ${normal}. ${where}\n`,
    );
    expect(await inboxIn(dir, "dismiss", spam)).toMatch(
      new RegExp(`^Kontaktanfrage #${spam} ist gelöscht\\. `),
    );
    const store = await openStore(dir);
    expect((await store.submissions.contacts()).map((row) => row.name)).toEqual(
      ["Echte Anfrage", "Eilige Kundin"],
    );
    expect(
      (await store.submissions.contacts()).filter(
        (row) => row.held_at !== null,
      ),
    ).toEqual([]);
    await store.close();
    const list = await inboxIn(dir, "list");
    expect(list).toMatch(/^2 Kontaktanfragen, 0 Anmeldungen, /);
    expect(list).not.toContain("Zurückgehalten");
    expect(list).not.toContain("Werbung");
    const gone = await attempt("dismiss", spam);
    expect(gone.status).toBe(1);
    expect(gone.stderr).toBe(
      `Kontaktanfrage #${spam} gibt es nicht (mehr). ${where}\n`,
    );
  });

  it("drops a given-up mail for good, and only a given-up one", async () => {
    const store = await openStore(dir);
    const notice = (await store.outbox.queued()).find(
      (mail) => mail.contact_id === Number(normal),
    );
    await store.close();
    const id = String(notice!.id);
    const waiting = await attempt("drop", id);
    expect(waiting.status).toBe(1);
    expect(waiting.stderr).toBe(
      `E-Mail #${id} gibt es nicht, oder sie ist nicht endgültig fehlgeschlagen (siehe npm run inbox -- list).\n`,
    );
    const db = new Database(path.join(dir, "submissions.db"));
    db.prepare(
      "UPDATE outbox SET state = 'refused', attempts = 1, last_error = '550 5.1.1', failed_at = ? WHERE id = ?",
    ).run(new Date().toISOString(), notice!.id);
    db.close();
    expect(await inboxIn(dir, "list")).toContain(
      `; verwerfen: npm run inbox -- drop ${id})`,
    );
    expect(await inboxIn(dir, "drop", id)).toBe(
      `E-Mail #${id} wird nicht mehr versandt.\n`,
    );
    const after = await openStore(dir);
    expect((await after.outbox.queued()).map((mail) => mail.id)).not.toContain(
      notice!.id,
    );
    expect(
      (await after.submissions.contacts()).map((row) => row.name),
    ).toContain("Echte Anfrage");
    await after.close();
    expect((await attempt("drop", id)).status).toBe(1);
  });

  it("resends a given-up overview with the enquiries it lists, and says so when it lists none any more", async () => {
    const giveUp = (folder: string, id: number) => {
      const db = new Database(path.join(folder, "submissions.db"));
      db.prepare(
        "UPDATE outbox SET state = 'given-up', attempts = 9, last_error = 'ECONNECTION', failed_at = ? WHERE id = ?",
      ).run(new Date().toISOString(), id);
      db.close();
    };
    // This folder's overview listed two enquiries, each released or dismissed since.
    const store = await openStore(dir);
    const empty = (await store.outbox.queued()).find(
      (mail) => mail.kind === "held-overview",
    );
    await store.close();
    giveUp(dir, empty!.id);
    expect(await inboxIn(dir, "resend", String(empty!.id))).toBe(
      `E-Mail #${empty!.id} geht nicht mehr hinaus: Keine der Kontaktanfragen, die diese Übersicht nannte, ist noch zurückgehalten (jede ist freigegeben oder gelöscht). Sie ist verworfen.\n`,
    );
    const after = await openStore(dir);
    expect(
      (await after.outbox.queued()).filter(
        (mail) => mail.kind === "held-overview",
      ),
    ).toEqual([]);
    await after.close();

    // One that still lists a held enquiry goes out again, with it.
    const other = mkdtempSync(path.join(tmpdir(), "inbox-overview-"));
    const fresh = await openStore(other);
    const heldId = await fresh.submissions.addContact(
      { name: "Gehalten", email: "g@example.org", company: "", message: "?" },
      {
        verdict: {
          hold: {
            kind: "suspected",
            reasons: [{ rule: "form-time", text: "Zeitstempel fehlt" }],
          },
        },
      },
    );
    const yesterday = new Date(Date.now() - 86_400_000);
    yesterday.setUTCHours(6, 0, 0, 0);
    expect(await fresh.held.queueOverview(yesterday)).toBe(1);
    const [overview] = await fresh.outbox.queued();
    await fresh.close();
    giveUp(other, overview!.id);
    expect(await inboxIn(other, "resend", String(overview!.id))).toBe(
      `E-Mail #${overview!.id} ist wieder in der Warteschlange und geht beim nächsten Durchlauf des Servers hinaus.\n`,
    );
    const db = new Database(path.join(other, "submissions.db"));
    const { created_at: queuedAt } = db
      .prepare("SELECT created_at FROM outbox WHERE id = ?")
      .get(overview!.id) as { created_at: string };
    const { listed_at: listedAt } = db
      .prepare("SELECT listed_at FROM contact_requests WHERE id = ?")
      .get(heldId) as { listed_at: string };
    db.close();
    // The enquiry is listed when the overview is queued again.
    expect(listedAt).toBe(queuedAt);
    expect(Date.parse(queuedAt)).toBeGreaterThan(yesterday.getTime());
    rmSync(other, { recursive: true, force: true });
  });
});

describe("npm run inbox -- copy and restore carry the store's lasting keys", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "inbox-keys-"));
  const bounceAddress = "bounces@zunftwerk.example";
  const complainer = "beschwerde@example.org";
  const gone = "kein-postfach@example.org";
  /** The source's keys, as the server made them before the move. */
  let keys: string[];
  /** A complaint about the mail to `complainer` and a bounce of the one to `gone`, in an mbox. */
  let reports: string;

  const inboxWith = (env: Record<string, string>, ...args: string[]) =>
    runOwnerCommand(runInbox, args, {
      BOUNCE_ADDRESS: bounceAddress,
      ...env,
    });
  const lastingKeys = async (store: Awaited<ReturnType<typeof openStore>>) =>
    Promise.all(
      ["return-path", "form-time", "proof-of-work"].map((purpose) =>
        store.secrets.lasting(purpose),
      ),
    );

  beforeAll(async () => {
    // Mails sent before the move, through a real SMTP server: their return paths.
    const smtp = await startMailCatcher();
    const store = await openStore(dir);
    for (const email of [complainer, gone])
      await store.submissions.subscribe(email, signupConsentRecord);
    const sender = createMailer(store, {
      smtpUrl: smtp.url,
      siteUrl: "https://www.zunftwerk.example",
      mailFrom: "Zunftwerk <news@zunftwerk.example>",
      bounceAddress,
      lanes: ["subscribers"],
    });
    await sender.flush();
    await sender.close();
    keys = await lastingKeys(store);
    await store.close();
    const pathTo = async (email: string) => (await smtp.waitFor(email)).from;
    const fixture = (name: string, returnPath: string, names: string) =>
      readFileSync(path.join("server/bounces/fixtures/reports", name), "utf8")
        .replace(/bounces\+[^@\s>"]+@zunftwerk\.example/g, returnPath)
        .replace(
          /m\.yilmaz@postfach-dienst\.test|kein\.postfach@empfaenger\.test/g,
          names,
        );
    reports = [
      fixture("arf-abuse-message.eml", await pathTo(complainer), complainer),
      fixture("postfix-5.1.1.eml", await pathTo(gone), gone),
    ]
      .map(
        (message) =>
          `From MAILER-DAEMON Wed Nov 25 10:00:00 2026\n${message.replace(/^From /gm, ">From ")}`,
      )
      .join("\n");
    await smtp.stop();
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** Takes the reports in on a moved store: they must read as genuine and act. */
  async function expectTakenIn(env: Record<string, string>) {
    const file = path.join(dir, "reports.mbox");
    writeFileSync(file, reports);
    const run = await inboxWith(env, "bounces", "--file", file);
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain("2 Nachrichten im Rücklauf gelesen:");
    expect(run.stdout).toContain("0 mit falschem Prüfwert");
    expect(run.stdout).toContain("1 Beschwerden (Spam-Meldung)");
    expect(run.stdout).toContain("1 Adressen als unzustellbar markiert");
    const moved = await openStore(env.DATA_DIR ?? "", env.DATABASE_URL);
    expect(
      (await moved.submissions.signups()).map((row) => [
        row.email,
        row.undeliverable_reason,
      ]),
    ).toEqual([[gone, "Bounce 5.1.1"]]);
    // The forms' signed times and proofs made before the move still hold.
    expect(await lastingKeys(moved)).toEqual(keys);
    await moved.close();
  }

  it("copy: a bounce and a complaint about mails sent before it are taken in on the copy", async () => {
    const target = await createDatabase(inject("postgresUrl"));
    const copy = await inboxWith({ DATA_DIR: dir }, "copy", "--to", target);
    expect(copy.status, copy.stderr).toBe(0);
    await expectTakenIn({ DATABASE_URL: target });
  });

  it("restore: the same on a store restored from a backup", async () => {
    const file = path.join(dir, "sicherung.db");
    const backup = await inboxWith({ DATA_DIR: dir }, "backup", file);
    expect(backup.status, backup.stderr).toBe(0);
    const restoredDir = path.join(dir, "restored");
    const restore = await inboxWith({ DATA_DIR: restoredDir }, "restore", file);
    expect(restore.status, restore.stderr).toBe(0);
    await expectTakenIn({ DATA_DIR: restoredDir });
  });
});

describe("npm run inbox -- copy and restore carry the weekly mail's counts", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "inbox-week-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const monday = "2026-11-23";
  const days = ["2026-11-23", "2026-11-24", "2026-11-25"];

  beforeAll(async () => {
    const store = await openStore(dir);
    // Two subscriptions ended by their link, one by a complaint, on 24.11.;
    // the week's mail queued by the job.
    const at = new Date("2026-11-24T10:00:00Z");
    await store.week.tally("unsubscribed", at);
    await store.week.tally("unsubscribed", at);
    await store.week.tally("complained", at);
    expect(await store.week.queueMail({ week: monday }, { once: monday })).toBe(
      true,
    );
    await store.close();
  });

  /** The moved store's counts, and whether it knows the week's mail was queued. */
  async function expectCarried(dataDir?: string, databaseUrl?: string) {
    const moved = await openStore(dataDir ?? dir, databaseUrl);
    expect(await moved.week.tallied(days)).toEqual({
      unsubscribed: 2,
      complained: 1,
      held: 0,
      "held-shortened": 0,
      "signup-refused": 0,
      "signup-refused-unproven": 0,
    });
    // The job would not queue the week's mail a second time.
    expect(await moved.week.weekQueued(monday)).toBe(true);
    expect(await moved.week.queueMail({ week: monday }, { once: monday })).toBe(
      false,
    );
    await moved.close();
  }

  it("copy", async () => {
    const target = await createDatabase(inject("postgresUrl"));
    const copy = await runOwnerCommand(runInbox, ["copy", "--to", target], {
      DATA_DIR: dir,
    });
    expect(copy.status, copy.stderr).toBe(0);
    await expectCarried(undefined, target);
  });

  it("restore", async () => {
    const file = path.join(dir, "sicherung.db");
    const backup = await runOwnerCommand(runInbox, ["backup", file], {
      DATA_DIR: dir,
    });
    expect(backup.status, backup.stderr).toBe(0);
    const restoredDir = path.join(dir, "restored");
    const restore = await runOwnerCommand(runInbox, ["restore", file], {
      DATA_DIR: restoredDir,
    });
    expect(restore.status, restore.stderr).toBe(0);
    await expectCarried(restoredDir);
  });
});
