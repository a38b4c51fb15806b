// The enquiries as the owner handles them (npm run inbox -- list, release,
// dismiss, export, forget, delete): what came in, what was held back, and a
// person's data on request.
import { retention } from "../../app/content/retention.ts";
import { berlinTime } from "../../server/berlin-time.ts";
import { type DeliverySettings } from "../../server/config.ts";
import { type Store, heldReasons } from "../../server/store/index.ts";
import { SET_ASIDE_FOLDER } from "../../server/bounces/mailbox.ts";
import { defineCommand } from "./cli/command.ts";
import {
  describeContact,
  describeMail,
  quietJson,
  toCsv,
  visible,
} from "./cli/inbox-text.ts";
import { type CommandIo } from "./cli/io.ts";
import { READS, type Say, WRITES, withStore } from "./cli/with-store.ts";

export const list = defineCommand({
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

export const release = defineCommand({
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

export const dismiss = defineCommand({
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

export const exportData = defineCommand({
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

export const forget = defineCommand({
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

export const deleteData = defineCommand({
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
