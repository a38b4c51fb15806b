// The mails not sent (npm run inbox -- resend, drop) and the bounce
// mailbox (npm run inbox -- bounces).
import { retention } from "../../app/content/retention.ts";
import { describeTally } from "../../server/bounces/intake.ts";
import { resendMail } from "../../server/mail/outcome.ts";
import { kindOf } from "../../server/mail/kinds/index.ts";
import {
  SET_ASIDE_FOLDER,
  takeInFile,
  takeInMailbox,
} from "../../server/bounces/mailbox.ts";
import { defineCommand } from "./cli/command.ts";
import { type CommandIo } from "./cli/io.ts";
import { WRITES, withStore } from "./cli/with-store.ts";

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

export const resend = defineCommand({
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

export const drop = defineCommand({
  name: "drop",
  usage: "ID",
  summary: "Verwirft eine endgültig fehlgeschlagene E-Mail.",
  help: `ID ist die Nummer, die npm run inbox -- list bei der E-Mail nennt
(ENDGÜLTIG FEHLGESCHLAGEN). Sie wird danach nicht mehr versandt.

Beispiel: npm run inbox -- drop 17`,
  positionals: 1,
  run: againOrDrop("drop"),
});

export const bounces = defineCommand({
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
          "BOUNCE_ADDRESS ist nicht gesetzt: Ohne eigenen Rücklauf gibt es keine Rückläufer zu lesen (docs/mail.md).",
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
