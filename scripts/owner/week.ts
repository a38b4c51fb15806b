// The weekly mail to the company, sent now (npm run inbox -- week).
import {
  type DeliverySettings,
  buildDirOf,
  readBuildInfo,
} from "../../server/config.ts";
import { createMailer, signing } from "../../server/mail/mailer.ts";
import { queueWeekMail } from "../../server/week/queue.ts";
import { type Store } from "../../server/store/index.ts";
import { weekReport } from "../../server/week/kind.ts";
import { defineCommand } from "./cli/command.ts";
import { type CommandIo } from "./cli/io.ts";
import { type Say, WRITES, withStore } from "./cli/with-store.ts";

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

export const week = defineCommand({
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
