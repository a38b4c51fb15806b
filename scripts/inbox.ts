// npm run inbox -- <command>: the stored form submissions (with FORM_DELIVERY=api).
//   list                                  contact requests, sign-ups, and the mails not
//                                         sent yet or given up (kind, age, tries, last error)
//   export [--email ADDRESS] [--format csv|json]
//                                         everything, or everything about one address
//                                         (Art. 15 DSGVO), to stdout; CSV for German
//                                         Excel: UTF-8 with BOM, ";" separated, CRLF,
//                                         times in German time (JSON: ISO in UTC)
//   forget --email ADDRESS                deletes everything about one address, queued
//                                         mails included (Art. 17 DSGVO)
//   delete [--older-than DAYS]            applies the retention periods now (the server
//                                         does so hourly); with DAYS, also deletes contact
//                                         requests older than DAYS
//   delete --id N                         deletes one contact request and its notice
//                                         (once it is dealt with)
//   copy --to postgres://… [--delete-source]
//                                         copies everything into an empty PostgreSQL
//                                         database (moving from one machine to several);
//                                         --delete-source then deletes the SQLite file
//   resend ID                             queues a given-up mail again (after fixing
//                                         the cause), due at once
//   dismiss ID                            drops a given-up mail for good
//   backup FILE                           a consistent copy of the SQLite store in FILE,
//                                         taken while the server runs (SQLite's online
//                                         backup); PostgreSQL: pg_dump (docs/deploy.md)
//   restore FILE                          loads such a copy into an empty store (SQLite
//                                         or PostgreSQL); refuses a store that holds data
// Only npm start and npm run migrate change the schema: a command that writes refuses a
// store whose schema is behind this release.
// DATA_DIR (SQLite, default ./data) or DATABASE_URL selects the store, as for npm start.
import { keepFilesPrivate } from "../server/private-files.ts";
import {
  copyFileSync,
  existsSync,
  mkdtempSync,
  renameSync,
  rmSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import Database from "better-sqlite3";
import { stringify } from "csv-stringify/sync";
import { formatAge } from "../server/age.ts";
import { retention } from "../app/content/retention.ts";
import { berlinTime } from "../server/berlin-time.ts";
import { deliverySettings } from "../server/config.ts";
import type { MailKind } from "../server/store/schema.ts";
import {
  type ContactRow,
  type SignupRow,
  type Store,
  openStore,
} from "../server/store/index.ts";

type Found = Awaited<ReturnType<Store["submissions"]["findByEmail"]>>;
type UpdateDelivery = Found["updateDeliveries"][number];
type PersonsMail = Found["mails"][number];

keepFilesPrivate();

// Module constants stand before the commands, which run as the module loads.
/* eslint-disable no-control-regex -- finding control characters is the point */
/**
 * What a terminal acts on or hides instead of showing: C0 and C1 controls,
 * DEL, the bidirectional marks, overrides and isolates (which reorder what
 * follows them), and the line and paragraph separators.
 */
const HIDDEN =
  /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;
/**
 * The characters of HIDDEN that JSON.stringify leaves as they are; the others
 * it escapes itself (and its own line breaks are the layout).
 */
const HIDDEN_IN_JSON =
  /[\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;
/** The line breaks a visitor's message may hold, each ending one of its lines. */
const LINE_BREAK = /\r\n|[\n\r\u2028\u2029]/;
/** The start of each line of a cell: the text's, and after every line break. */
const LINE_START = /(^|\r\n|[\n\r\u2028\u2029])(?=[=+\-@\t\r])/g;
/* eslint-enable no-control-regex */

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    format: { type: "string", default: "csv" },
    email: { type: "string" },
    "older-than": { type: "string" },
    id: { type: "string" },
    to: { type: "string" },
    "delete-source": { type: "boolean", default: false },
  },
});
const command = positionals[0] ?? "list";
const settings = (() => {
  try {
    return deliverySettings();
  } catch (error) {
    return exit(error);
  }
})();
// Reading commands take the store as it is; a restore fills a new or empty
// one, made with this release's schema.
const store = await openStore(settings.dataDir, settings.databaseUrl, {
  migrate: command === "restore",
  anySchema: ["list", "export", "backup"].includes(command),
}).catch(exit);

try {
  if (command === "list") {
    const contacts = await store.submissions.contacts();
    const signups = await store.submissions.signups();
    const outbox = await store.outbox.queued();
    const failed = outbox.filter((mail) => mail.failed_at !== null).length;
    console.log(
      `${contacts.length} Kontaktanfragen, ${signups.length} Anmeldungen, ${outbox.length - failed} E-Mails in der Warteschlange${failed > 0 ? `, ${failed} endgültig fehlgeschlagen` : ""}`,
    );
    for (const row of contacts) {
      const notice = row.notified_at ? "gemeldet" : "nicht gemeldet";
      console.log(
        [
          `Kontaktanfrage #${row.id} ${berlinTime(row.created_at)} ${notice}`,
          ...describeContact(row),
        ].join("\n"),
      );
    }
    for (const row of signups) {
      const state = row.undeliverable_at
        ? `ADRESSE UNZUSTELLBAR seit ${berlinTime(row.undeliverable_at)} (${visible(row.undeliverable_reason ?? "5xx")}), erhält keine Updates mehr`
        : row.confirmed_at
          ? `bestätigt ${berlinTime(row.confirmed_at)}`
          : "unbestätigt";
      console.log(
        `Anmeldung #${row.id} ${berlinTime(row.created_at)} ${visible(row.email)} ${state}`,
      );
    }
    for (const mail of outbox) console.log(describeMail(mail));
  } else if (command === "export") {
    const data = values.email
      ? await store.submissions.findByEmail(values.email)
      : {
          contactRequests: await store.submissions.contacts(),
          signups: await store.submissions.signups(),
        };
    if (values.format === "json") console.log(quietJson(data));
    else if (values.format === "csv") process.stdout.write(toCsv(data));
    else
      throw new Error(`Unbekanntes Format: ${values.format} (csv oder json)`);
  } else if (command === "forget") {
    if (!values.email) throw new Error("forget erwartet --email ADRESSE.");
    const removed = await store.submissions.forget(values.email);
    console.log(
      `Gelöscht zu ${values.email}: ${removed.contactRequests} Kontaktanfragen, ${removed.signups} Anmeldungen (mit allen noch nicht versandten E-Mails). In der Datenbankdatei sind die Bytes überschrieben.`,
    );
    console.log(
      `Außerhalb der Datenbank gibt es noch Kopien, die Sie selbst löschen müssen: die Meldungen zu Kontaktanfragen im Postfach ${settings.notifyTo ?? "(NOTIFY_TO)"} und deren Antworten. In den Sicherungen${settings.backupDir ? ` (${settings.backupDir})` : ""} stehen die Daten noch, bis die letzte Sicherung von heute nach ${retention.backupDays} Tagen gelöscht ist; spielen Sie bis dahin eine Sicherung zurück, löschen Sie die Person danach erneut.`,
    );
  } else if (command === "copy") {
    if (!values.to?.startsWith("postgres"))
      throw new Error(
        "copy erwartet --to postgres://… (eine leere Datenbank).",
      );
    if (settings.databaseUrl)
      throw new Error(
        "copy kopiert die SQLite-Datenbank (DATA_DIR) nach PostgreSQL: DATABASE_URL darf dafür nicht gesetzt sein.",
      );
    const target = await openStore("", values.to);
    try {
      const copied = await target.transfer.load(await store.transfer.dump());
      console.log(
        `Kopiert: ${copied.contactRequests} Kontaktanfragen, ${copied.signups} Anmeldungen, ${copied.updates} Updates, ${copied.queuedMails} E-Mails in der Warteschlange.`,
      );
    } finally {
      await target.close();
    }
    const file = path.join(settings.dataDir, "submissions.db");
    if (values["delete-source"]) {
      await store.close();
      for (const suffix of ["", "-wal", "-shm"])
        rmSync(`${file}${suffix}`, { force: true });
      console.log(`Die SQLite-Datei ${file} ist gelöscht.`);
    } else {
      console.log(
        `Die SQLite-Datei ${file} enthält weiterhin alles. Sobald der Server mit DATABASE_URL läuft, löschen Sie sie: npm run inbox -- copy --to … --delete-source löscht sie gleich nach dem Kopieren, sonst rm ${file} ${file}-wal ${file}-shm.`,
      );
    }
  } else if (command === "resend" || command === "dismiss") {
    const id = Number(positionals[1]);
    if (!Number.isInteger(id) || id <= 0)
      throw new Error(
        `${command} erwartet die Nummer einer endgültig fehlgeschlagenen E-Mail (siehe npm run inbox -- list).`,
      );
    const resent =
      command === "resend" ? await store.outbox.resend(id) : undefined;
    const done = resent !== undefined || (await store.outbox.dismiss(id));
    if (!done)
      throw new Error(
        `E-Mail #${id} gibt es nicht, oder sie ist nicht endgültig fehlgeschlagen (siehe npm run inbox -- list).`,
      );
    console.log(
      resent === "update"
        ? `E-Mail #${id} ist wieder vorgemerkt und geht beim nächsten Aufruf von npm run updates -- send DATEI hinaus.`
        : resent
          ? `E-Mail #${id} ist wieder in der Warteschlange und geht beim nächsten Durchlauf des Servers hinaus.`
          : `E-Mail #${id} wird nicht mehr versandt.`,
    );
  } else if (command === "backup") {
    const file = positionals[1];
    if (!file)
      throw new Error(
        "backup erwartet einen Dateinamen: npm run inbox -- backup DATEI",
      );
    if (existsSync(file))
      throw new Error(
        `${file} gibt es schon: Eine Sicherung überschreibt nichts.`,
      );
    const started = performance.now();
    const partial = `${file}.partial`;
    rmSync(partial, { force: true });
    const { pages } = await store.transfer.backup(partial, { atOnce: true });
    renameSync(partial, file);
    console.log(
      `Gesichert: ${file} (${pages} Seiten in ${Math.round(performance.now() - started)} ms). Zurückspielen in eine leere Datenbank: npm run inbox -- restore ${file}`,
    );
  } else if (command === "restore") {
    const file = positionals[1];
    if (!file || !existsSync(file))
      throw new Error(
        `restore erwartet eine Sicherung, die es gibt: npm run inbox -- restore DATEI${file ? ` (${file} gibt es nicht)` : ""}`,
      );
    const restored = await store.transfer.load(await readBackup(file));
    console.log(
      `Wiederhergestellt aus ${file}: ${restored.contactRequests} Kontaktanfragen, ${restored.signups} Anmeldungen, ${restored.updates} Updates, ${restored.queuedMails} E-Mails in der Warteschlange.`,
    );
  } else if (command === "delete" && values.id !== undefined) {
    const id = Number(values.id);
    if (!Number.isInteger(id) || id <= 0)
      throw new Error(
        "delete --id erwartet die Nummer einer Kontaktanfrage (siehe npm run inbox -- list).",
      );
    if (!(await store.submissions.deleteContact(id)))
      throw new Error(`Kontaktanfrage #${id} gibt es nicht (mehr).`);
    console.log(
      `Kontaktanfrage #${id} ist gelöscht, mit ihrer Meldung, falls die noch nicht versandt war. Die Meldung in Ihrem Postfach löschen Sie dort.`,
    );
  } else if (command === "delete") {
    const expired = await store.submissions.deleteExpired();
    console.log(
      `Gelöscht nach den Speicherfristen: ${expired.contactRequests} Kontaktanfragen, ${expired.pendingSignups} unbestätigte und ${expired.confirmedSignups} abgelaufene Anmeldungen.`,
    );
    if (values["older-than"] !== undefined) {
      const days = Number(values["older-than"]);
      if (!Number.isFinite(days) || days < 0)
        throw new Error("--older-than erwartet eine Anzahl Tage.");
      const removed = await store.submissions.deleteContactsOlderThan(days);
      console.log(
        `Gelöscht: ${removed} Kontaktanfragen älter als ${days} Tage.`,
      );
    }
  } else {
    throw new Error(
      `Unbekannter Befehl: ${command} (list, export, forget, delete, copy, resend, dismiss, backup, restore)`,
    );
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await store.close();
}

/** Ends the tool with an error's message (no stack: these are for people). */
function exit(error: unknown): never {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}

/**
 * The rows of a backup file, checked with SQLite's integrity check and
 * brought to this release's schema on a copy (the file itself is never
 * changed).
 */
async function readBackup(file: string) {
  const dir = mkdtempSync(path.join(tmpdir(), "restore-"));
  try {
    const copy = path.join(dir, "submissions.db");
    copyFileSync(file, copy);
    const check = new Database(copy, { fileMustExist: true });
    try {
      const result: unknown = check.pragma("integrity_check", { simple: true });
      if (result !== "ok")
        throw new Error(
          `${file} ist beschädigt (SQLite integrity_check: ${String(result)}).`,
        );
    } catch (error) {
      throw new Error(
        `${file} ist keine lesbare Sicherung: ${error instanceof Error ? error.message : String(error)}`,
      );
    } finally {
      check.close();
    }
    const backup = await openStore(dir);
    try {
      return await backup.transfer.dump();
    } finally {
      await backup.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** One line per mail not sent: what, for whom, since when, how often tried, why not. */
function describeMail(
  mail: Awaited<ReturnType<Store["outbox"]["queued"]>>[number],
) {
  // Inside: the list runs above, before a module-level constant would exist.
  const kinds: Record<MailKind, string> = {
    "contact-notice": "Meldung an Sie",
    "signup-confirmation": "Bestätigungsmail",
    "signup-welcome": "Willkommensmail",
    update: "Update",
  };
  const about =
    mail.contact_id !== null
      ? `zu Kontaktanfrage #${mail.contact_id}`
      : mail.update_id !== null
        ? `#${mail.update_id} an Anmeldung #${mail.signup_id}`
        : `zu Anmeldung #${mail.signup_id}`;
  const state = mail.failed_at
    ? `ENDGÜLTIG FEHLGESCHLAGEN (seit ${berlinTime(mail.failed_at)}; erneut senden: npm run inbox -- resend ${mail.id}; verwerfen: npm run inbox -- dismiss ${mail.id})`
    : mail.last_error
      ? `wartet, nächster Versuch ${berlinTime(mail.next_attempt_at) ?? "sofort"}`
      : "wartet";
  const error = mail.last_error
    ? `, letzter Fehler: ${visible(mail.last_error)}`
    : "";
  return `E-Mail #${mail.id} ${kinds[mail.kind]} ${about}, in der Warteschlange seit ${formatAge(Date.now() - Date.parse(mail.created_at))}: ${state}, ${mail.attempts} Versuche${error}`;
}

/**
 * Visitor text as the owner's terminal may show it: every character of
 * HIDDEN as what it is, a C0 control or DEL as its Unicode control picture
 * (a line break as ␊), any other as \u{…}. Nothing a visitor typed can
 * start a line, move the cursor or reorder the text after it.
 */
function visible(text: string): string {
  return text.replace(HIDDEN, (char) => {
    const code = char.codePointAt(0)!;
    if (code < 0x20) return String.fromCodePoint(0x2400 + code);
    if (code === 0x7f) return "\u2421";
    return `\\u{${code.toString(16).toUpperCase()}}`;
  });
}

/**
 * A contact request's fields for `list`, each on its own labelled line,
 * indented under the request's own line. The message (its first 60
 * characters) keeps its line breaks: each further line is a continuation
 * line marked "│", so no line of it can pass for one of the tool's own.
 */
function describeContact(row: ContactRow): string[] {
  const label = (name: string) => `    ${`${name}:`.padEnd(13)}`;
  const chars = [...row.message];
  const excerpt =
    chars.length > 60 ? `${chars.slice(0, 60).join("")}…` : row.message;
  const [first = "", ...more] = excerpt.split(LINE_BREAK).map(visible);
  return [
    `${label("Name")}${visible(row.name)}`,
    `${label("E-Mail")}${visible(row.email)}`,
    `${label("Unternehmen")}${row.company ? visible(row.company) : "\u2013"}`,
    `${label("Nachricht")}${first}`,
    ...more.map((line) => `${" ".repeat(15)}│ ${line}`),
  ];
}

/**
 * The JSON export with HIDDEN_IN_JSON written as \u escapes: the same data,
 * safe to show in a terminal. Those characters occur only inside strings,
 * where such an escape means the character itself.
 */
function quietJson(data: unknown): string {
  return JSON.stringify(data, null, 2).replace(
    HIDDEN_IN_JSON,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}

/**
 * A cell a spreadsheet must show as text, never run as a formula (CSV
 * injection): a `'` before a formula's first character at the start of the
 * cell and of every line in it, for readers that take a line of a cell for
 * a row of its own.
 */
function cell(value: string | number | null): string {
  const text = value === null ? "" : String(value);
  return text.replace(LINE_START, "$1'");
}

/**
 * One table for German Excel: UTF-8 with BOM, ";" between cells, CRLF, times
 * in German time as TT.MM.JJJJ HH:MM:SS, which Excel takes for dates.
 */
function toCsv({
  contactRequests,
  signups,
  updateDeliveries = [],
  mails = [],
}: {
  contactRequests: ContactRow[];
  signups: SignupRow[];
  /** With --email: which updates went to the address, and when. */
  updateDeliveries?: UpdateDelivery[];
  /** With --email: the mails about the address not sent yet or given up. */
  mails?: PersonsMail[];
}): string {
  const header = [
    "Art",
    "ID",
    "Eingegangen (deutsche Zeit)",
    "Name",
    "E-Mail",
    "Unternehmen",
    "Nachricht",
    "Gemeldet (deutsche Zeit)",
    "Bestätigt (deutsche Zeit)",
    "Einwilligungstext",
    "Unzustellbar seit (deutsche Zeit)",
    "Versandt (deutsche Zeit)",
  ];
  const rows = [
    ...contactRequests.map((row) => [
      "Kontaktanfrage",
      row.id,
      berlinTime(row.created_at),
      row.name,
      row.email,
      row.company,
      row.message,
      berlinTime(row.notified_at),
      null,
      null,
      null,
      null,
    ]),
    ...signups.map((row) => [
      "Anmeldung",
      row.id,
      berlinTime(row.created_at),
      null,
      row.email,
      null,
      null,
      null,
      berlinTime(row.confirmed_at),
      row.consent_text,
      berlinTime(row.undeliverable_at),
      null,
    ]),
    ...updateDeliveries.map((row) => [
      "Update",
      null,
      berlinTime(row.queued_at),
      null,
      null,
      null,
      row.subject,
      null,
      null,
      null,
      null,
      berlinTime(row.sent_at) ??
        (row.failed_at
          ? `nicht zugestellt (${row.error ?? "Fehler"})`
          : "wartet"),
    ]),
    ...mails.map((mail) => [
      "E-Mail (nicht versandt)",
      mail.id,
      berlinTime(mail.created_at),
      null,
      null,
      null,
      `${mail.kind}, ${mail.attempts} Versuche${mail.next_attempt_at ? `, nächster Versuch ${berlinTime(mail.next_attempt_at)}` : ""}${mail.last_error ? `, letzter Fehler: ${mail.last_error}` : ""}`,
      null,
      null,
      null,
      null,
      mail.failed_at
        ? `endgültig fehlgeschlagen ${berlinTime(mail.failed_at)}`
        : "wartet",
    ]),
  ];
  // Quotes only where a cell needs them (";", a quote, a line break): Excel
  // converts a quoted date too, but a bare one converts in every reader
  // (LibreOffice can be told to keep quoted cells as text). With CRLF as the
  // record delimiter, csv-stringify quotes only a cell holding CRLF; any
  // line break must be quoted, or a message's lines become rows of their own.
  return stringify([header, ...rows.map((row) => row.map(cell))], {
    bom: true,
    delimiter: ";",
    record_delimiter: "windows",
    quoted_match: /[\n\r\u2028\u2029]/,
  });
}
