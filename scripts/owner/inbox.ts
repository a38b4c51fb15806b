// npm run inbox -- <command>: the stored form submissions (with FORM_DELIVERY=api).
// The table below is the tool: each command's German help (npm run inbox --
// --help, npm run inbox -- list --help) and its run. scripts/owner/cli/run.ts reads
// the arguments, prints the help and the errors, and sets the exit status.
import {
  copyFileSync,
  existsSync,
  mkdtempSync,
  renameSync,
  rmSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { retention } from "../../app/content/retention.ts";
import { berlinTime } from "../../server/berlin-time.ts";
import {
  type DeliverySettings,
  buildDirOf,
  deliverySettings,
  readBuildInfo,
} from "../../server/config.ts";
import { createMailer, signing } from "../../server/mail/mailer.ts";
import { queueWeekMail } from "../../server/week/queue.ts";
import {
  type Store,
  heldReasons,
  openStore,
} from "../../server/store/index.ts";
import { describeTally } from "../../server/bounces/intake.ts";
import { resendMail } from "../../server/mail/outcome.ts";
import { kindOf } from "../../server/mail/kinds/index.ts";
import { weekReport } from "../../server/week/kind.ts";
import {
  SET_ASIDE_FOLDER,
  takeInFile,
  takeInMailbox,
} from "../../server/bounces/mailbox.ts";
import { type Tool, defineCommand } from "./cli/command.ts";
import {
  describeContact,
  describeMail,
  quietJson,
  toCsv,
  visible,
} from "./cli/inbox-text.ts";
import { type CommandIo, lineTo, runAsProcess } from "./cli/io.ts";
import { runTool } from "./cli/run.ts";

/**
 * How a command opens the store: the readers (list, export, backup) take it
 * as it is, the others only when its schema is up to date.
 */
const READS = { migrate: false, anySchema: true };
const WRITES = { migrate: false, anySchema: false };

/** A line on the command's standard output. */
type Say = (line: string) => void;

/**
 * Runs `work` on the store the settings of `io` name, then closes it; it
 * says what it did through `say`. Only npm start and npm run migrate change
 * the schema; a restore fills a new or empty store, made with this
 * release's schema.
 */
async function withStore<T>(
  open: { migrate: boolean; anySchema: boolean },
  io: CommandIo,
  work: (store: Store, settings: DeliverySettings, say: Say) => Promise<T>,
): Promise<T> {
  const settings = deliverySettings(io.env);
  const store = await openStore(settings.dataDir, settings.databaseUrl, open);
  try {
    return await work(store, settings, lineTo(io.out));
  } finally {
    await store.close();
  }
}

const list = defineCommand({
  name: "list",
  summary: "Zeigt Kontaktanfragen, Anmeldungen und wartende E-Mails.",
  help: `Eine Zeile je Kontaktanfrage (darunter Name, E-Mail, Unternehmen und der
Anfang der Nachricht), je Anmeldung und je E-Mail, die noch nicht versandt
oder endgültig fehlgeschlagen ist: Art, Alter, Versuche, letzter Fehler.
Die zurückgehaltenen Kontaktanfragen (Verdacht auf Spam oder über der
Stundengrenze, ohne Meldung an Sie) stehen gesondert am Schluss, jede mit dem Grund; Sie geben sie mit
release ID frei oder löschen sie mit dismiss ID.
Liest die Datenbank, wie sie ist, und ändert nichts.

Beispiel: npm run inbox -- list`,
  run: (_input, io) =>
    withStore(READS, io, async (store, _settings, say) => {
      const contacts = await store.submissions.contacts();
      const held = contacts.filter((row) => row.held_at !== null);
      const signups = await store.submissions.signups();
      const outbox = await store.outbox.queued();
      const failed = outbox.filter((mail) => mail.done).length;
      say(
        `${contacts.length} Kontaktanfragen${held.length > 0 ? `, davon ${held.length} zurückgehalten` : ""}, ${signups.length} Anmeldungen, ${outbox.length - failed} E-Mails in der Warteschlange${failed > 0 ? `, ${failed} endgültig fehlgeschlagen` : ""}`,
      );
      for (const row of contacts) {
        if (row.held_at !== null) continue;
        const notice = `${row.notified_at ? "gemeldet" : "nicht gemeldet"}${row.marked_at ? ` (als Werbeverdacht markiert: ${visible(row.marked_reason ?? "")})` : ""}`;
        say(
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
        say(
          `Anmeldung #${row.id} ${berlinTime(row.created_at)} ${visible(row.email)} ${state}`,
        );
      }
      for (const mail of outbox) say(describeMail(mail));
      // Last, so that nothing but held enquiries stands under the heading.
      if (held.length === 0) return;
      say(
        "Zurückgehalten (keine Meldung an Sie; freigeben: npm run inbox -- release ID, löschen: npm run inbox -- dismiss ID):",
      );
      for (const row of held)
        say(
          [
            `Kontaktanfrage #${row.id} ${berlinTime(row.created_at)} ZURÜCKGEHALTEN: ${visible(
              heldReasons(row)
                .map((reason) => reason.text)
                .join("; ") || "ohne Grund",
            )}`,
            ...describeContact(row),
          ].join("\n"),
        );
    }),
});

/**
 * `release ID` and `dismiss ID`: a held enquiry let through (its notice
 * queued), or deleted. An enquiry not held back stays as it is.
 */
const releaseOrDismiss =
  (command: "release" | "dismiss") =>
  ({ positionals: [given] }: { positionals: string[] }, io: CommandIo) =>
    withStore(WRITES, io, async (store, _settings, say) => {
      const id = Number(given);
      const where = "Die zurückgehaltenen nennt npm run inbox -- list.";
      if (!Number.isInteger(id) || id <= 0)
        throw new Error(
          `${command} erwartet die Nummer einer zurückgehaltenen Kontaktanfrage. ${where}`,
        );
      const done =
        command === "release"
          ? await store.held.release(id)
          : await store.held.dismiss(id);
      if (done === "gone")
        throw new Error(`Kontaktanfrage #${id} gibt es nicht (mehr). ${where}`);
      if (done === "not-held")
        throw new Error(
          command === "release"
            ? `Kontaktanfrage #${id} ist nicht (mehr) zurückgehalten: Die Meldung dazu ist schon vorgemerkt oder versandt. ${where}`
            : `Kontaktanfrage #${id} ist nicht zurückgehalten und bleibt gespeichert; löschen können Sie sie mit npm run inbox -- delete --id ${id}. ${where}`,
        );
      say(
        done === "released"
          ? `Kontaktanfrage #${id} ist freigegeben: Die Meldung dazu geht beim nächsten Durchlauf des Servers an Sie.`
          : `Kontaktanfrage #${id} ist gelöscht. Nennt sie eine Übersicht in Ihrem Postfach, löschen Sie die Übersicht dort, sobald Sie sie nicht mehr brauchen.`,
      );
    });

const release = defineCommand({
  name: "release",
  usage: "ID",
  summary: "Gibt eine zurückgehaltene Kontaktanfrage frei.",
  help: `Sie ist danach eine Anfrage wie jede andere: Die Meldung dazu geht an Sie
(beim nächsten Durchlauf des Servers). ID ist die Nummer, die
npm run inbox -- list unter „Zurückgehalten“ nennt.

Beispiel: npm run inbox -- release 12`,
  positionals: 1,
  run: releaseOrDismiss("release"),
});

const dismiss = defineCommand({
  name: "dismiss",
  usage: "ID",
  summary: "Löscht eine zurückgehaltene Kontaktanfrage.",
  help: `Für Werbung und Spam: Die Anfrage ist danach gelöscht. ID ist die
Nummer, die npm run inbox -- list unter „Zurückgehalten“ nennt. Eine
Anfrage, die nicht zurückgehalten ist, bleibt gespeichert; löschen
können Sie sie mit npm run inbox -- delete --id ID.

Beispiel: npm run inbox -- dismiss 12`,
  positionals: 1,
  run: releaseOrDismiss("dismiss"),
});

const exportData = defineCommand({
  name: "export",
  usage: "[--email ADRESSE] [--format csv|json]",
  summary: "Gibt alles aus, oder alles zu einer Adresse (Art. 15 DSGVO).",
  help: `Schreibt auf die Standardausgabe; leiten Sie sie in eine Datei um.

Optionen:
  --email ADRESSE    nur, was zu dieser Adresse gespeichert ist (Auskunft
                     nach Art. 15 DSGVO), mit den Updates an sie und den
                     E-Mails zu ihr, die noch nicht versandt sind
  --format csv|json  csv (Standard): für das deutsche Excel, UTF-8 mit BOM,
                     ";" als Trenner, CRLF, Zeiten in deutscher Zeit;
                     json: für Programme, Zeiten als ISO in UTC

Beispiel: npm run inbox -- export --email kunde@example.org > auskunft.csv`,
  options: {
    email: { type: "string" },
    format: { type: "string", default: "csv" },
  },
  run: ({ values }, io) =>
    withStore(READS, io, async (store, _settings, say) => {
      const data = values.email
        ? await store.submissions.findByEmail(values.email)
        : {
            contactRequests: await store.submissions.contacts(),
            signups: await store.submissions.signups(),
          };
      if (values.format === "json") say(quietJson(data));
      else if (values.format === "csv") io.out.write(toCsv(data));
      else
        throw new Error(`Unbekanntes Format: ${values.format} (csv oder json)`);
    }),
});

/** What forget says of the bounce mailbox, where reports name the address. */
function bounceCopies({
  bounceAddress,
  bounceImapUrl,
}: Pick<DeliverySettings, "bounceAddress" | "bounceImapUrl">) {
  if (!bounceAddress) return "";
  return bounceImapUrl
    ? ` Rückläufer im Postfach ${bounceAddress} löscht der Server, sobald er sie gelesen hat (alle fünf Minuten), die im Ordner „${SET_ASIDE_FOLDER}“ nach ${retention.setAsideReportDays} Tagen.`
    : ` Rückläufer im Postfach ${bounceAddress} liest und löscht niemand, solange BOUNCE_IMAP_URL nicht gesetzt ist: Löschen Sie dort die Nachrichten zu dieser Adresse selbst.`;
}

const forget = defineCommand({
  name: "forget",
  usage: "--email ADRESSE",
  summary: "Löscht alles zu einer Adresse (Art. 17 DSGVO).",
  help: `Löscht die Kontaktanfragen und Anmeldungen der Adresse mit allen E-Mails
zu ihr, die noch nicht versandt sind; in der Datenbankdatei werden die Bytes
überschrieben. Danach nennt der Befehl die Kopien außerhalb der Datenbank
(Ihr Postfach, die Sicherungen), die Sie selbst löschen.

Beispiel: npm run inbox -- forget --email kunde@example.org`,
  options: { email: { type: "string" } },
  run: ({ values: { email } }, io) =>
    withStore(WRITES, io, async (store, settings, say) => {
      if (!email) throw new Error("forget erwartet --email ADRESSE.");
      const removed = await store.submissions.forget(email);
      say(
        `Gelöscht zu ${email}: ${removed.contactRequests} Kontaktanfragen, ${removed.signups} Anmeldungen (mit allen noch nicht versandten E-Mails). In der Datenbankdatei sind die Bytes überschrieben.`,
      );
      say(
        `Außerhalb der Datenbank gibt es noch Kopien, die Sie selbst löschen müssen: die Meldungen zu Kontaktanfragen im Postfach ${settings.notifyTo ?? "(NOTIFY_TO)"} und deren Antworten. In den Sicherungen${settings.backupDir ? ` (${settings.backupDir})` : ""} stehen die Daten noch, bis die letzte Sicherung von heute nach ${retention.backupDays} Tagen gelöscht ist; spielen Sie bis dahin eine Sicherung zurück, löschen Sie die Person danach erneut.${bounceCopies(settings)}`,
      );
    }),
});

const deleteData = defineCommand({
  name: "delete",
  usage: "[--older-than TAGE] | --id N",
  summary: "Wendet die Speicherfristen an oder löscht eine Kontaktanfrage.",
  help: `Ohne Option: wendet die Speicherfristen jetzt an (der Server tut das
stündlich).

Optionen:
  --older-than TAGE  löscht danach auch die Kontaktanfragen, die älter als
                     TAGE Tage sind
  --id N             löscht nur die Kontaktanfrage N mit ihrer Meldung, wenn
                     sie erledigt ist (N nennt npm run inbox -- list)

Beispiele: npm run inbox -- delete --older-than 90
           npm run inbox -- delete --id 12`,
  options: { "older-than": { type: "string" }, id: { type: "string" } },
  run: ({ values }, io) => {
    // Read before anything is deleted: an empty value is no "0".
    const days = daysOf(values["older-than"]);
    return withStore(WRITES, io, async (store, _settings, say) => {
      if (values.id !== undefined) return deleteOne(store, values.id, say);
      const expired = await store.submissions.deleteExpired();
      say(
        `Gelöscht nach den Speicherfristen: ${expired.contactRequests} Kontaktanfragen, ${expired.pendingSignups} unbestätigte und ${expired.confirmedSignups} abgelaufene Anmeldungen.`,
      );
      if (days === undefined) return;
      const removed = await store.submissions.deleteContactsOlderThan(days);
      say(`Gelöscht: ${removed} Kontaktanfragen älter als ${days} Tage.`);
    });
  },
});

/** `--older-than TAGE`: whole days, written as digits; undefined when not given. */
function daysOf(given: string | undefined): number | undefined {
  if (given === undefined) return undefined;
  if (!/^\d+$/.test(given.trim()))
    throw new Error(
      "--older-than erwartet eine Anzahl Tage, etwa --older-than 90. Es wurde nichts gelöscht.",
    );
  return Number(given);
}

/** `delete --id N`: one contact request and its notice. */
async function deleteOne(store: Store, given: string, say: Say) {
  const id = Number(given);
  if (!Number.isInteger(id) || id <= 0)
    throw new Error(
      "delete --id erwartet die Nummer einer Kontaktanfrage (siehe npm run inbox -- list).",
    );
  if (!(await store.submissions.deleteContact(id)))
    throw new Error(`Kontaktanfrage #${id} gibt es nicht (mehr).`);
  say(
    `Kontaktanfrage #${id} ist gelöscht, mit ihrer Meldung, falls die noch nicht versandt war. Die Meldung in Ihrem Postfach löschen Sie dort.`,
  );
}

const copy = defineCommand({
  name: "copy",
  usage: "--to postgres://… [--delete-source]",
  summary: "Kopiert alles in eine leere PostgreSQL-Datenbank.",
  help: `Für den Umzug von einem Rechner auf mehrere: kopiert die SQLite-Datenbank
(DATA_DIR) mit allen E-Mails in der Warteschlange nach PostgreSQL.
DATABASE_URL darf dabei nicht gesetzt sein.

Optionen:
  --to postgres://…  die Zieldatenbank; sie muss leer sein
  --delete-source    löscht danach die SQLite-Datei

Beispiel: npm run inbox -- copy --to postgres://zunftwerk@db.example.de/zunftwerk`,
  options: {
    to: { type: "string" },
    "delete-source": { type: "boolean", default: false },
  },
  run: ({ values }, io) =>
    withStore(WRITES, io, async (store, settings, say) => {
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
        say(
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
        say(`Die SQLite-Datei ${file} ist gelöscht.`);
      } else {
        say(
          `Die SQLite-Datei ${file} enthält weiterhin alles. Sobald der Server mit DATABASE_URL läuft, löschen Sie sie: npm run inbox -- copy --to … --delete-source löscht sie gleich nach dem Kopieren, sonst rm ${file} ${file}-wal ${file}-shm.`,
        );
      }
    }),
});

/** `resend ID` and `drop ID`: a given-up mail queued again, or dropped. */
const againOrDrop =
  (command: "resend" | "drop") =>
  ({ positionals: [given] }: { positionals: string[] }, io: CommandIo) =>
    withStore(WRITES, io, async (store, _settings, say) => {
      const id = Number(given);
      if (!Number.isInteger(id) || id <= 0)
        throw new Error(
          `${command} erwartet die Nummer einer endgültig fehlgeschlagenen E-Mail (siehe npm run inbox -- list).`,
        );
      const resent =
        command === "resend" ? await resendMail(store, id) : undefined;
      const done = resent !== undefined || (await store.outbox.drop(id));
      if (!done)
        throw new Error(
          `E-Mail #${id} gibt es nicht, oder sie ist nicht endgültig fehlgeschlagen (siehe npm run inbox -- list).`,
        );
      say(
        resent?.nothingLeft
          ? `E-Mail #${id} geht nicht mehr hinaus: Keine der Kontaktanfragen, die diese Übersicht nannte, ist noch zurückgehalten (jede ist freigegeben oder gelöscht). Sie ist verworfen.`
          : resent && kindOf(resent.kind)?.sentBy
            ? `E-Mail #${id} ist wieder vorgemerkt und geht beim nächsten Aufruf von ${kindOf(resent.kind)?.sentBy} hinaus.`
            : resent
              ? `E-Mail #${id} ist wieder in der Warteschlange und geht beim nächsten Durchlauf des Servers hinaus.`
              : `E-Mail #${id} wird nicht mehr versandt.`,
      );
    });

const resend = defineCommand({
  name: "resend",
  usage: "ID",
  summary: "Stellt eine endgültig fehlgeschlagene E-Mail erneut ein.",
  help: `ID ist die Nummer, die npm run inbox -- list bei der E-Mail nennt
(ENDGÜLTIG FEHLGESCHLAGEN). Beheben Sie zuerst die Ursache: Der letzte
Fehler steht dort. Die E-Mail geht dann beim nächsten Durchlauf des Servers
hinaus, ein Update beim nächsten Aufruf von npm run updates -- send DATEI.
Eine Übersicht zurückgehaltener Anfragen nennt die Anfragen, die sie nannte
und die noch zurückgehalten sind; ist keine mehr zurückgehalten, wird sie
verworfen.

Beispiel: npm run inbox -- resend 17`,
  positionals: 1,
  run: againOrDrop("resend"),
});

const drop = defineCommand({
  name: "drop",
  usage: "ID",
  summary: "Verwirft eine endgültig fehlgeschlagene E-Mail.",
  help: `ID ist die Nummer, die npm run inbox -- list bei der E-Mail nennt
(ENDGÜLTIG FEHLGESCHLAGEN). Sie wird danach nicht mehr versandt.

Beispiel: npm run inbox -- drop 17`,
  positionals: 1,
  run: againOrDrop("drop"),
});

const bounces = defineCommand({
  name: "bounces",
  usage: "[--file DATEI]",
  summary: "Liest Rückläufer und Beschwerden aus dem Rücklauf-Postfach.",
  help: `Liest die Nachrichten im Postfach von BOUNCE_ADDRESS über IMAP
(BOUNCE_IMAP_URL, etwa imaps://bounces:PASSWORT@mail.ihre-domain.de) und
löscht jede, sobald sie gelesen ist; mit --file DATEI stattdessen eine
gespeicherte Nachricht (.eml) oder ein mbox-Postfach. Eine Nachricht über
1 MB wird nicht gelesen, sondern in den Ordner „${SET_ASIDE_FOLDER}“ verschoben und
dort nach ${retention.setAsideReportDays} Tagen gelöscht. Es zählt nur, was zu
einer versandten E-Mail gehört und ihren Prüfwert trägt:
- ein endgültig fehlendes Postfach (5.1.x, 5.2.1): die Adresse gilt als
  unzustellbar, mit Code und Datum;
- eine Beschwerde (Spam-Meldung eines Anbieters): die Anmeldung endet wie
  bei einer Abmeldung;
- Verzögerungen, Abwesenheitsnotizen, gefälschte oder fremde Nachrichten:
  nichts ändert sich, sie werden gezählt.
Dieselbe Nachricht zweimal ändert nichts mehr.

Beispiele: npm run inbox -- bounces
           npm run inbox -- bounces --file rueckläufer.mbox`,
  options: { file: { type: "string" } },
  run: ({ values }, io) =>
    withStore(WRITES, io, async (store, settings, say) => {
      const { bounceAddress, bounceImapUrl } = settings;
      if (!bounceAddress)
        throw new Error(
          "BOUNCE_ADDRESS ist nicht gesetzt: Ohne eigenen Rücklauf gibt es keine Rückläufer zu lesen (docs/deploy.md).",
        );
      if (!values.file && !bounceImapUrl)
        throw new Error(
          "BOUNCE_IMAP_URL ist nicht gesetzt: Geben Sie den Zugang zum Rücklauf-Postfach an, oder lesen Sie eine gespeicherte Datei mit --file DATEI.",
        );
      const { messages, tally } = values.file
        ? await takeInFile(store, values.file, bounceAddress)
        : await takeInMailbox(store, bounceImapUrl!, bounceAddress, {
            log: say,
          });
      say(describeTally(tally, messages));
    }),
});

/**
 * `week`: the Monday job's run, by hand. This process has no mail lanes of
 * its own running, so a stopped lane is read from the outbox's stopped
 * mails (gatherWeek); with SMTP_URL the mail goes at once through a mailer
 * of this process, else the server sends it.
 */
async function sendWeekMail(
  store: Store,
  settings: DeliverySettings,
  {
    say,
    env,
    log,
  }: { say: Say; env: NodeJS.ProcessEnv; log: CommandIo["log"] },
) {
  const { notifyTo, smtpUrl } = settings;
  if (!notifyTo)
    throw new Error(
      "Der Wochenbericht geht an NOTIFY_TO: Setzen Sie NOTIFY_TO (die Adresse, an die auch die Meldungen der Kontaktanfragen gehen).",
    );
  await queueWeekMail({ store, settings, stalls: [] });
  if (!smtpUrl) {
    say(
      `Der Wochenbericht ist vorgemerkt und geht beim nächsten Durchlauf des Servers an ${notifyTo} (ohne SMTP_URL versendet dieser Befehl nichts selbst).`,
    );
    return 0;
  }
  const mailer = createMailer(store, {
    smtpUrl,
    siteUrl:
      settings.siteUrl ??
      readBuildInfo(buildDirOf(env))?.siteUrl ??
      "http://localhost",
    notifyTo,
    notifyFrom: settings.notifyFrom,
    mailFrom: settings.mailFrom,
    ...signing(settings),
    lanes: ["notices"],
    onStop: () => {},
    // What the mailer tells is the command's standard error.
    log,
  });
  try {
    await mailer.flush();
  } finally {
    await mailer.close();
  }
  const left = (await store.outbox.queued()).some(
    (mail) => mail.kind === weekReport.name && !mail.done,
  );
  say(
    left
      ? "Der Wochenbericht ließ sich nicht versenden und bleibt in der Warteschlange; der Server versucht es weiter. npm run inbox -- list nennt den Fehler."
      : `Der Wochenbericht ist an ${notifyTo} versandt.`,
  );
  return left ? 1 : 0;
}

const week = defineCommand({
  name: "week",
  summary: "Sendet den Wochenbericht jetzt an NOTIFY_TO.",
  help: `Was der Server jeden Montag um 7 Uhr sendet, von Hand: die Zahlen der
letzten ganzen Woche (Montag bis Sonntag, deutsche Zeit) – Besucher,
Seitenaufrufe, Kontaktanfragen, Anmeldungen, Abmeldungen, Beschwerden – und
was Ihre Hand braucht (angehaltener Mailversand, aufgegebene E-Mails, Alter
der letzten Sicherung, freier Speicherplatz), an NOTIFY_TO. Mit SMTP_URL
geht er sofort hinaus, sonst beim nächsten Durchlauf des Servers. Der
Bericht am Montag geht trotzdem. Er enthält nur Zahlen: keinen Namen,
keine Adresse, keine Nachricht.

Liest LOG_DIR und STATS_DIR (Besucherzahlen), BACKUP_DIR (Sicherungen).
Endet mit Status 1, wenn der Mailserver ihn nicht annahm.

Beispiel: npm run inbox -- week`,
  run: (_input, io) =>
    withStore(WRITES, io, (store, settings, say) =>
      sendWeekMail(store, settings, { say, env: io.env, log: io.log }),
    ),
});

const deliverable = defineCommand({
  name: "deliverable",
  usage: "ADRESSE",
  summary: "Hebt die Markierung „unzustellbar“ einer Adresse auf.",
  help: `Wenn eine Adresse zu Unrecht als unzustellbar markiert wurde (etwa nach
einer Störung beim Mailserver des Empfängers), erhält sie nach diesem Befehl
wieder Updates. Die Markierung und ihr Grund stehen in npm run inbox -- list.

Beispiel: npm run inbox -- deliverable kundin@example.org`,
  positionals: 1,
  run: ({ positionals: [email] }, io) => {
    if (!email?.trim())
      throw new Error(
        "deliverable erwartet die Adresse, die wieder Updates erhalten soll: npm run inbox -- deliverable ADRESSE",
      );
    return withStore(WRITES, io, async (store, _settings, say) => {
      const cleared = await store.submissions.clearUndeliverable(email);
      say(
        cleared
          ? `${email} gilt wieder als zustellbar und erhält wieder Updates.`
          : `${email} ist nicht als unzustellbar markiert (oder nicht angemeldet): nichts geändert.`,
      );
      return cleared ? 0 : 1;
    });
  },
});

const backup = defineCommand({
  name: "backup",
  usage: "DATEI",
  summary: "Sichert die SQLite-Datenbank im laufenden Betrieb.",
  help: `Eine stimmige Kopie der SQLite-Datenbank in DATEI, auch während der
Server läuft (die Online-Sicherung von SQLite). Eine vorhandene Datei wird
nicht überschrieben. Eine PostgreSQL-Datenbank sichert pg_dump
(docs/deploy.md).

Beispiel: npm run inbox -- backup sicherung.db`,
  positionals: 1,
  run: ({ positionals: [file] }, io) =>
    withStore(READS, io, async (store, _settings, say) => {
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
      say(
        `Gesichert: ${file} (${pages} Seiten in ${Math.round(performance.now() - started)} ms). Zurückspielen in eine leere Datenbank: npm run inbox -- restore ${file}`,
      );
    }),
});

const restore = defineCommand({
  name: "restore",
  usage: "DATEI",
  summary: "Spielt eine Sicherung in eine leere Datenbank zurück.",
  help: `Lädt eine Sicherung (npm run inbox -- backup) in eine neue oder leere
Datenbank, SQLite oder PostgreSQL; eine Datenbank, die schon Daten enthält,
wird nicht überschrieben. Die Sicherung wird vorher geprüft und selbst nie
verändert.

Beispiel: npm run inbox -- restore sicherung.db`,
  positionals: 1,
  run: ({ positionals: [file] }, io) =>
    withStore(
      { migrate: true, anySchema: false },
      io,
      async (store, _s, say) => {
        if (!file || !existsSync(file))
          throw new Error(
            `restore erwartet eine Sicherung, die es gibt: npm run inbox -- restore DATEI${file ? ` (${file} gibt es nicht)` : ""}`,
          );
        const restored = await store.transfer.load(await readBackup(file));
        say(
          `Wiederhergestellt aus ${file}: ${restored.contactRequests} Kontaktanfragen, ${restored.signups} Anmeldungen, ${restored.updates} Updates, ${restored.queuedMails} E-Mails in der Warteschlange.`,
        );
      },
    ),
});

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

const inbox: Tool = {
  call: "npm run inbox",
  summary:
    "Die gespeicherten Formulareingänge (mit FORM_DELIVERY=api) und die E-Mails dazu.",
  commands: [
    list,
    release,
    dismiss,
    exportData,
    forget,
    deleteData,
    copy,
    resend,
    drop,
    week,
    bounces,
    deliverable,
    backup,
    restore,
  ],
  defaultCommand: "list",
  notes: `Nur npm start und npm run migrate ändern das Schema der Datenbank: Ein
Befehl, der schreibt, lehnt eine Datenbank ab, deren Schema hinter dieser
Version zurückliegt. DATA_DIR (SQLite, Standard ./data) oder DATABASE_URL
wählt die Datenbank, wie bei npm start.`,
};

/** npm run inbox with these arguments and this io; its exit status. The tests call it with their own io. */
export function runInbox(
  args: readonly string[],
  io: CommandIo,
): Promise<number> {
  return runTool(inbox, args, io);
}

if (import.meta.main) await runAsProcess(runInbox);
